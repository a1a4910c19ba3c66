/**
 * A stand-in for Prisma's known-request error: the same name and `code` the error formatting and
 * the outage check read (cms/graphql/guard.ts, cms/db/unavailable.ts), without a database.
 */
export class PrismaClientKnownRequestError extends Error {
  name = 'PrismaClientKnownRequestError';
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}
