/**
 * The one place that tells "the database is away" from every other error: a refused or broken
 * connection, PostgreSQL shutting down or restarting, a connection that cannot be had in time.
 * Such an error is nobody's input and passes by itself, so the server answers 503 with
 * `Retry-After` and the Danish copy of cms/copy/unavailable.ts (cms/server/unavailable.ts, the
 * site's error page, GraphQL's formatError) instead of a 500 or a validation error.
 *
 * Errors arrive wrapped: pg's own (a Node socket error, a PostgreSQL SQLSTATE), Prisma's driver
 * adapter errors (`cause.kind`, `cause.originalCode`), Prisma client errors (P1001 …), Keystone's
 * and GraphQL's wrappers (`originalError`), AggregateErrors (one per address tried). So the
 * chain of causes is walked.
 */

/** Seconds a client is asked to wait before trying again (the `Retry-After` header). */
export const RETRY_AFTER_SECONDS = 10;

/** Node's socket errors when PostgreSQL cannot be reached (counted only inside a Prisma error). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01–57P03 (admin or crash shutdown,
 * cannot connect now: starting or restarting), 53300 (too many connections).
 */
const SQLSTATES = /^(08\d{3}|57P0[123]|53300)$/;
/** Prisma's codes: cannot reach, timed out, server closed the connection, no pool connection in time. */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
/** Prisma's driver adapter error kinds. */
const ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
/** pg's and Prisma's messages where no code is left. */
const MESSAGES =
  /Connection terminated|Connection ended unexpectedly|timeout exceeded when trying to connect|Can't reach database server|Server has closed the connection|the database system is (starting up|shutting down|in recovery mode)|terminating connection due to administrator command|Client has encountered a connection error/i;

function causes(error: unknown): unknown[] {
  const seen = new Set<unknown>();
  const queue = [error];
  for (let i = 0; i < queue.length && i < 32; i++) {
    const current = queue[i];
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const e = current as { cause?: unknown; originalError?: unknown; errors?: unknown; meta?: { driverAdapterError?: unknown } };
    queue.push(e.cause, e.originalError, e.meta?.driverAdapterError);
    if (Array.isArray(e.errors)) queue.push(...e.errors);
  }
  return [...seen];
}

/** Prisma's client and driver adapter errors: a socket error inside one is the database's. */
const fromPrisma = (cause: unknown) =>
  /^(Prisma|DriverAdapterError)/.test((cause as Error).name ?? '') || typeof (cause as { kind?: unknown }).kind === 'string';

export function isDatabaseUnavailable(error: unknown): boolean {
  const chain = causes(error);
  // A refused connection elsewhere (Stripe, an AI endpoint, a calendar feed) is not an outage of ours.
  const database = chain.some(fromPrisma);
  return chain.some((cause) => {
    const { code, kind, originalCode, message } = cause as { code?: unknown; kind?: unknown; originalCode?: unknown; message?: unknown };
    if (typeof kind === 'string' && ADAPTER_KINDS.has(kind)) return true;
    for (const value of [code, originalCode]) {
      if (typeof value !== 'string') continue;
      if (SQLSTATES.test(value) || PRISMA_CODES.has(value) || (database && SOCKET_CODES.has(value))) return true;
    }
    return typeof message === 'string' && MESSAGES.test(message);
  });
}
