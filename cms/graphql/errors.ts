/**
 * The one mapping from domain errors to GraphQL errors, used by every file in cms/graphql/. A
 * `DomainError` keeps its Danish message (pages and islands show it as it is) and gets a GraphQL
 * code, its per-field messages in `extensions.fieldErrors` and, when the domain names one,
 * `extensions.reason` (e.g. AGE_CHECK_REQUIRED). A refused account (not activated, blocked) is
 * FORBIDDEN. Anything else is not meant for the person and is rethrown unchanged (Keystone and
 * cms/graphql/guard.ts hide it).
 */
import { GraphQLError } from 'graphql';
import { AccountNotActiveError } from '../domain/account-status';
import { DomainError } from '../domain/errors';

export const GRAPHQL_CODES = {
  INVALID: 'BAD_USER_INPUT',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  UNAVAILABLE: 'SERVICE_UNAVAILABLE',
} as const;

/** The GraphQL error for a domain error, or the error itself when it is not one. */
export function toGraphqlError(error: unknown): unknown {
  if (error instanceof DomainError) {
    const reason = error.reason ? { reason: error.reason } : {};
    return new GraphQLError(error.message, { extensions: { code: GRAPHQL_CODES[error.code], fieldErrors: error.fieldErrors, ...reason } });
  }
  if (error instanceof AccountNotActiveError) return new GraphQLError(error.message, { extensions: { code: 'FORBIDDEN' } });
  return error;
}

/** Runs a domain call and turns its Danish errors into GraphQL errors. */
export async function domain<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw toGraphqlError(error);
  }
}
