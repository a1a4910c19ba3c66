/**
 * The job queue's one door for the domain: `enqueue` writes a job inside the caller's own
 * transaction (or with the plain client where there is none), so a job exists exactly when the
 * change that caused it was committed. The worker that runs the jobs is `startJobs` in
 * worker.ts; graphile-worker, its back end, is described in README.md beside this file.
 */
import { parseInput } from '../domain/errors';
import { jobPayloads, type JobName, type JobPayload } from './payloads';
import * as postgres from './postgres';

import type { JobDb, WrittenJob } from './types';

export { jobNames, type JobName, type JobPayload } from './payloads';
export type { JobDb } from './types';

/**
 * Jobs collected while a transaction does its work, written by `writeJobs` in one statement:
 * a booking request's timer and emails are one `add_jobs` call instead of three `add_job`s.
 */
export type JobBatch = { readonly pending: WrittenJob[] };
export const jobBatch = (): JobBatch => ({ pending: [] });

/** Where `enqueue` puts a job: written at once through a client or transaction, or into a batch. */
export type JobTarget = JobDb | JobBatch;

export type EnqueueOptions = {
  /** When the job may run (real time; default: now). */
  runAt?: Date;
  /** At most one waiting job per key: enqueueing again replaces its payload and time. */
  key?: string;
  /**
   * With `key`: a waiting job keeps its time (only the payload is replaced), so a burst of
   * enqueues runs once, when the first one asked (the unread-messages email), instead of being
   * pushed back by every new one.
   */
  preserveRunAt?: boolean;
};

export async function enqueue<N extends JobName>(target: JobTarget, name: N, payload: JobPayload<N>, options: EnqueueOptions = {}) {
  const parsed = parseInput(jobPayloads[name], payload);
  const job = {
    name,
    payload: parsed,
    runAt: options.runAt ?? new Date(),
    key: options.key ?? null,
    preserveRunAt: Boolean(options.preserveRunAt),
  };
  if ('pending' in target) target.pending.push(job);
  else await postgres.insertJobs(target, [job]);
}

/** Writes and empties `batch`, through `db` (the transaction whose change caused the jobs). */
export async function writeJobs(db: JobDb, batch: JobBatch) {
  if (batch.pending.length) await postgres.insertJobs(db, batch.pending.splice(0));
}

/**
 * Removes jobs that used all their attempts and were last tried before `before` (their payloads
 * may hold an email's recipient and text): the retention table's `jobs` row
 * (cms/domain/privacy/retention.ts). A job being retried, or waiting for an admin's "Prøv igen"
 * less long than that, stays.
 */
export async function removeFailedJobs(db: JobDb, before: Date): Promise<number> {
  return postgres.deleteFailedJobs(db, before);
}
