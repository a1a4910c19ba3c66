/**
 * The SQLite back end (the embedded default, one process by definition): jobs are rows of the
 * `JobQueue` table, written by `enqueue` in the caller's transaction and run by a small poller in
 * the server process. Times are stored as milliseconds since 1970 (real time, not the test
 * clock). A job is deleted when it succeeds; a failed attempt keeps the row with its error and
 * moves `runAt` by the backoff, until `maxAttempts` — then it waits for an admin's retry.
 *
 * `revision` counts replacements through `key`: a job replaced while it runs is neither deleted
 * nor marked failed by the run that started before the replacement.
 */
import type { JobDb } from './index';
import { MAX_ATTEMPTS, backoffMs } from './payloads';
import type { FailedJob, JobBackend, RunJob, WrittenJob } from './types';

/** Re-runnable, like graphile-worker's own schema on PostgreSQL: run at every start. */
const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS "JobQueue" (
    "id" INTEGER PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "key" TEXT UNIQUE,
    "runAt" INTEGER NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "maxAttempts" INTEGER NOT NULL,
    "lastError" TEXT,
    "revision" INTEGER NOT NULL DEFAULT 0,
    "createdAt" INTEGER NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS "JobQueue_runAt_idx" ON "JobQueue" ("runAt")`,
];

/**
 * The poller looks when woken — by `enqueue` (its query waits for the enqueueing transaction to
 * end), a finished job, a retry or a clock move — and at the earliest `runAt` it knows of. It
 * never sleeps longer than this, so a job written by another connection is found too.
 */
const MAX_SLEEP_MS = 60_000;
const CONCURRENCY = 4;

/** Wakes the poller; on `globalThis` because the Astro site's bundle enqueues through its own copy of this module. */
const WAKE_KEY = Symbol.for('mixbuddy.jobs.wake');
const holder = globalThis as { [WAKE_KEY]?: () => void };

export async function insertJob(db: JobDb, job: WrittenJob) {
  const at = Date.now();
  await db.$executeRaw`INSERT INTO "JobQueue" ("name", "payload", "key", "runAt", "maxAttempts", "createdAt")
    VALUES (${job.name}, ${job.payload}, ${job.key}, ${job.runAt.getTime()}, ${MAX_ATTEMPTS}, ${at})
    ON CONFLICT ("key") DO UPDATE SET "name" = excluded."name", "payload" = excluded."payload",
      "runAt" = CASE WHEN ${job.preserveRunAt ? 1 : 0} = 1 THEN "JobQueue"."runAt" ELSE excluded."runAt" END,
      "attempts" = 0, "lastError" = NULL, "revision" = "JobQueue"."revision" + 1`;
  // The row is visible once the caller's transaction commits; the poll waits for it (one writer),
  // and looks once more a second later in case it ran before the commit.
  const wake = holder[WAKE_KEY];
  if (wake) {
    setImmediate(wake);
    setTimeout(wake, 1000).unref();
  }
}

type Prisma = JobDb & { $executeRawUnsafe: (sql: string) => Promise<number>; $queryRaw: <T>(query: TemplateStringsArray, ...values: unknown[]) => Promise<T> };
type Row = { id: number | bigint; name: string; payload: string; attempts: number | bigint; maxAttempts: number | bigint; lastError: string | null; runAt: number | bigint; revision: number | bigint };

export async function startSqliteJobs(prisma: Prisma, run: RunJob): Promise<JobBackend> {
  for (const statement of SCHEMA) await prisma.$executeRawUnsafe(statement);
  const running = new Map<number, Promise<void>>();
  let stopped = false;
  let polling = false;
  let again = false;

  async function runOne(row: Row) {
    const id = Number(row.id);
    const revision = Number(row.revision);
    try {
      await run(row.name, JSON.parse(row.payload));
      await prisma.$executeRaw`DELETE FROM "JobQueue" WHERE "id" = ${id} AND "revision" = ${revision}`;
    } catch (error) {
      const attempts = Number(row.attempts) + 1;
      const message = error instanceof Error ? error.message : String(error);
      await prisma.$executeRaw`UPDATE "JobQueue" SET "attempts" = ${attempts}, "lastError" = ${message}, "runAt" = ${Date.now() + backoffMs(attempts)}
        WHERE "id" = ${id} AND "revision" = ${revision}`.catch((e) => console.error('Job-køen kunne ikke gemme en fejl', e));
    }
  }

  async function poll() {
    if (stopped) return;
    if (polling) {
      again = true;
      return;
    }
    polling = true;
    try {
      do {
        again = false;
        const free = CONCURRENCY - running.size;
        if (free <= 0) break;
        const busy = [...running.keys(), -1];
        const due = await prisma.$queryRaw<Row[]>`SELECT * FROM "JobQueue" WHERE "runAt" <= ${Date.now()} AND "attempts" < "maxAttempts" ORDER BY "runAt" LIMIT ${free + busy.length}`;
        for (const row of due.filter((r) => !busy.includes(Number(r.id))).slice(0, free)) {
          const id = Number(row.id);
          running.set(id, runOne(row).finally(() => {
            running.delete(id);
            void poll();
          }));
        }
      } while (again && !stopped);
      // Due jobs not started now (all slots busy, or running) are looked for again when one finishes.
      const [next] = await prisma.$queryRaw<{ runAt: number | bigint | null }[]>`SELECT MIN("runAt") AS "runAt" FROM "JobQueue" WHERE "attempts" < "maxAttempts" AND "runAt" > ${Date.now()}`;
      sleepUntil(next?.runAt == null ? Infinity : Number(next.runAt));
    } catch (error) {
      console.error('Job-køen kunne ikke læse sine job', error);
      sleepUntil(Date.now() + 1000);
    } finally {
      polling = false;
    }
    // Woken while this poll was past its loop: look again, or that job would wait for the timer.
    if (again && !stopped) void poll();
  }

  let timer: NodeJS.Timeout | undefined;
  function sleepUntil(at: number) {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => void poll(), Math.max(0, Math.min(at - Date.now(), MAX_SLEEP_MS)));
    timer.unref();
  }

  holder[WAKE_KEY] = () => void poll();
  void poll();

  return {
    async stop(graceMs) {
      stopped = true;
      clearTimeout(timer);
      delete holder[WAKE_KEY];
      await Promise.race([Promise.allSettled([...running.values()]), new Promise((ok) => setTimeout(ok, graceMs).unref())]);
    },
    async reachable() {
      try {
        await prisma.$queryRaw`SELECT 1 FROM "JobQueue" LIMIT 1`;
        return true;
      } catch {
        return false;
      }
    },
    async failed() {
      const rows = await prisma.$queryRaw<Row[]>`SELECT * FROM "JobQueue" WHERE "lastError" IS NOT NULL ORDER BY "runAt" DESC LIMIT 100`;
      return rows.map((row): FailedJob => ({
        id: String(row.id), name: row.name, payload: JSON.parse(row.payload), attempts: Number(row.attempts), maxAttempts: Number(row.maxAttempts),
        lastError: row.lastError ?? '', runAt: new Date(Number(row.runAt)),
      }));
    },
    async retry(id) {
      const count = await prisma.$executeRaw`UPDATE "JobQueue" SET "attempts" = 0, "runAt" = ${Date.now()} WHERE "id" = ${Number(id)} AND "lastError" IS NOT NULL`;
      if (count) setImmediate(() => void poll());
      return count === 1;
    },
    async shift(ms) {
      await prisma.$executeRaw`UPDATE "JobQueue" SET "runAt" = "runAt" - ${ms}`;
      setImmediate(() => void poll());
    },
  };
}
