/**
 * Helpers for the talent pages' plain HTML forms: read a posted form, run a domain operation
 * and turn a Danish DomainError into per-field messages, so the page can render the form again
 * with everything the talent typed and each message next to its field.
 */
import { DomainError } from '../../../cms/domain/errors';

export type FormValues = Record<string, string>;
export type ActionResult =
  | { ok: true }
  | { ok: false; message: string; errors: Record<string, string>; values?: FormValues };

/** Text fields of a posted form (files are left out). */
export function textValues(form: FormData | null): FormValues {
  const values: FormValues = {};
  form?.forEach((value, key) => {
    if (typeof value === 'string') values[key] = value;
  });
  return values;
}

export async function runAction(operation: () => Promise<unknown>): Promise<ActionResult> {
  try {
    await operation();
    return { ok: true };
  } catch (error) {
    if (error instanceof DomainError) return { ok: false, message: error.message, errors: error.fieldErrors };
    throw error;
  }
}

/** The request is a form post from this page. */
export const isPost = (request: Request) => request.method === 'POST';
