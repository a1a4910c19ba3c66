/**
 * Errors a person may read: the message is Danish and safe to show (no internals). Domain
 * functions throw `DomainError`; GraphQL returns its message and pages show it next to the form.
 * `fieldErrors` names the input fields that were wrong, when the error is about input;
 * `reason` is an optional machine-readable cause a page can act on (e.g. 'AGE_CHECK_REQUIRED').
 * UNAVAILABLE: the server is too busy right now (the person should try again; pages answer 503).
 */
import type { ZodError } from 'zod';

export class DomainError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string> = {},
    readonly code: 'INVALID' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'UNAVAILABLE' = 'INVALID',
    readonly reason?: string,
  ) {
    super(message);
  }
}

export const forbidden = (message = 'Du har ikke adgang til at gøre dette') => new DomainError(message, {}, 'FORBIDDEN');
export const notFound = (message: string) => new DomainError(message, {}, 'NOT_FOUND');
export const conflict = (message: string) => new DomainError(message, {}, 'CONFLICT');

/** The first message per field of a zod error, and one error carrying them all. */
export function fromZodError(error: ZodError): DomainError {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    fieldErrors[key] ??= issue.message;
  }
  return new DomainError(Object.values(fieldErrors).join(' '), fieldErrors);
}

/** Parses input with a zod schema, throwing a Danish `DomainError` on bad input. */
export function parseInput<T>(
  schema: { safeParse: (input: unknown) => { success: true; data: T } | { success: false; error: ZodError } },
  input: unknown,
): T {
  const result = schema.safeParse(input);
  if (!result.success) throw fromZodError(result.error);
  return result.data;
}
