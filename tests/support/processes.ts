/**
 * Helpers for tests/scale/: several server processes on one PostgreSQL database, as a load
 * balancer would spread one browser's requests over them, and a look at the shared job queue.
 */
import pg from 'pg';
import { Visitor, type TestServer } from './server';
import type { BookingWorld } from './bookings';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The same browser (the same session cookie) talking to another process. */
export function through(server: TestServer, visitor: Visitor) {
  const other = new Visitor(server.url);
  other.cookie = visitor.cookie;
  return other;
}

/** The booking world with every person's requests (and the Stripe simulator) going to `server`. */
export function worldOn(server: TestServer, w: BookingWorld): BookingWorld {
  const person = <P extends { visitor: Visitor }>(p: P) => ({ ...p, visitor: through(server, p.visitor) });
  return {
    ...w,
    baseUrl: server.url,
    admin: through(server, w.admin),
    anonymous: new Visitor(server.url),
    customerA: person(w.customerA),
    customerB: person(w.customerB),
    talent1: person(w.talent1),
    talent2: person(w.talent2),
  };
}

/** Resolves with `read()`'s first value other than undefined; throws naming `what` after `timeoutMs`. */
export async function until<T>(what: string, read: () => Promise<T | undefined> | T | undefined, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

export async function untilReady(server: TestServer, withinMs: number) {
  for (const deadline = Date.now() + withinMs; Date.now() < deadline; await sleep(100)) {
    const ok = await fetch(`${server.url}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return true;
  }
  return false;
}

/** One query against the database the processes share (what an operator would look at). */
export async function query<R extends pg.QueryResultRow = any>(databaseUrl: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export type QueuedJob = {
  id: string;
  name: string;
  payload: any;
  attempts: number;
  lastError: string | null;
  lockedBy: string | null;
  runAt: Date;
};

/** Every job in graphile-worker's queue (waiting, running or failed). */
export async function queuedJobs(databaseUrl: string): Promise<QueuedJob[]> {
  return query(
    databaseUrl,
    `
    SELECT jobs.id::text, tasks.identifier AS name, jobs.payload, jobs.attempts, jobs.last_error AS "lastError", jobs.locked_by AS "lockedBy", jobs.run_at AS "runAt"
    FROM graphile_worker._private_jobs AS jobs JOIN graphile_worker._private_tasks AS tasks ON tasks.id = jobs.task_id ORDER BY jobs.id`,
  );
}

/** Waits until no email job is left in the queue (each was sent, none is retrying). */
export async function untilEmailsSent(databaseUrl: string, timeoutMs = 30_000) {
  await until(
    'every email job to be done',
    async () => ((await queuedJobs(databaseUrl)).some((job) => job.name === 'sendEmail') ? undefined : true),
    timeoutMs,
  );
}
