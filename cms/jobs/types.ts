/** What the back end (postgres.ts, graphile-worker) offers the worker (worker.ts). */

/** A Prisma client or transaction client (Keystone types them loosely); `enqueue` and the back end write through it. */
export type JobDb = { $executeRaw: (query: TemplateStringsArray, ...values: unknown[]) => Promise<number> };

/** A job as `enqueue` hands it to a back end: the payload already checked against its schema. */
export type WrittenJob = { name: string; payload: unknown; runAt: Date; key: string | null; preserveRunAt: boolean };

/** Runs one job; throwing schedules a retry. */
export type RunJob = (name: string, payload: unknown) => Promise<void>;

/** A job that failed at least once: retrying (attempts < maxAttempts) or given up. */
export type FailedJob = {
  id: string;
  name: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
  lastError: string;
  runAt: Date;
};

export type JobBackend = {
  /** Takes no new jobs, then waits up to `graceMs` for the running ones. */
  stop: (graceMs: number) => Promise<void>;
  /** The queue's storage answers (for /readyz). */
  reachable: () => Promise<boolean>;
  failed: () => Promise<FailedJob[]>;
  /** Runs a failed job again now, with a fresh count of attempts; false when no such failed job. */
  retry: (id: string) => Promise<boolean>;
  /** Moves every waiting job `ms` earlier (the test clock moved forward; never in production). */
  shift: (ms: number) => Promise<void>;
};
