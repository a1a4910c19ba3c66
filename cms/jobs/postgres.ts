/**
 * The PostgreSQL back end: graphile-worker. `enqueue` calls its `add_job` SQL function through
 * the caller's Prisma transaction (so the job commits or rolls back with the change), `job_key`
 * replaces a waiting job of the same key, LISTEN/NOTIFY wakes a worker at once, `SKIP LOCKED`
 * hands each job to one process, and a failed job is retried after e^attempts seconds. Its
 * schema (`graphile_worker`) installs and upgrades itself at start. The jobs of a process that
 * died are released within seconds (crashed-workers.ts).
 */
import { EventEmitter } from 'node:events';
import { Logger, makeWorkerUtils, run, runMigrations, type Runner, type TaskList, type WorkerEvents } from 'graphile-worker';
import pg from 'pg';
import { releaseJobsOfCrashedWorkers } from './crashed-workers';
import { MAX_ATTEMPTS } from './payloads';
import type { FailedJob, JobBackend, JobDb, RunJob, WrittenJob } from './types';

/**
 * One `add_jobs` statement per key mode for `jobs`, which `add_job` would write one at a time. Within
 * one statement a key may appear once, so a later job of the same key replaces an earlier one, as
 * it would have one statement later.
 */
export async function insertJobs(db: JobDb, jobs: readonly WrittenJob[]) {
  for (const preserveRunAt of [false, true]) {
    const byKey = new Map<string, WrittenJob>();
    const unkeyed: WrittenJob[] = [];
    for (const job of jobs.filter((j) => j.preserveRunAt === preserveRunAt)) {
      if (job.key === null) unkeyed.push(job);
      else byKey.set(job.key, job);
    }
    const specs = [...unkeyed, ...byKey.values()].map((job) => ({
      identifier: job.name,
      payload: job.payload,
      run_at: job.runAt.toISOString(),
      max_attempts: MAX_ATTEMPTS,
      job_key: job.key,
    }));
    if (!specs.length) continue;
    await db.$executeRaw`SELECT graphile_worker.add_jobs(
      ARRAY(SELECT json_populate_record(NULL::graphile_worker.job_spec, spec) FROM json_array_elements(${JSON.stringify(specs)}::json) AS spec),
      ${preserveRunAt}::boolean)`;
  }
}

/** Jobs that used every attempt and were last tried before `before`; never one a worker holds. */
export async function deleteFailedJobs(db: JobDb, before: Date): Promise<number> {
  return db.$executeRaw`DELETE FROM graphile_worker._private_jobs
    WHERE attempts >= max_attempts AND locked_at IS NULL AND updated_at < ${before}::timestamptz`;
}

/** Only what needs a person: warnings and errors (a failed attempt is one). */
const logger = new Logger(() => (level, message) => {
  if (level === 'error' || level === 'warning') console.error(`[jobs] ${message}`);
});

/** One worker pool of this process: it runs only `names`, at most `concurrency` at once. */
export type Lane = { name: string; names: readonly string[]; concurrency: number };

/**
 * Each lane's pool fetches its jobs for all its slots at once, and after a fetch that found none
 * waits about a tenth of a second before asking again, however many new-job notifications come
 * in meanwhile. Without it every runner of every process sent one `get_job` per notification and
 * idle slot: about twelve per booking request under load, most of them finding nothing, and
 * PostgreSQL's largest cost on the write path (bench/RESULTS.md, "Write paths under load").
 * A job waits at most that tenth of a second longer; the local queue holds no more jobs than the
 * lane has slots, and gives back what it has not started when the runner stops.
 */
function localQueueOf(lane: Lane) {
  return { size: lane.concurrency, refetchDelay: { durationMs: 100 } };
}

export async function startPostgresJobs(
  databaseUrl: string,
  lanes: readonly Lane[],
  runJob: RunJob,
  options: { crontab: string },
): Promise<JobBackend> {
  // Every lane's jobs, plus each runner's LISTEN connection, plus room for admin reads.
  const connections = lanes.reduce((sum, lane) => sum + lane.concurrency + 1, 2);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
  // A lost connection (PostgreSQL restarted) is logged, never an uncaught error; the pool reconnects.
  const lost = (error: Error) => console.error('[jobs] database connection lost:', error.message);
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  await runMigrations({ pgPool: pool, logger });
  // One graphile-worker runner per lane: a runner takes only jobs whose task it knows, so a lane's
  // slots are never taken by another lane's jobs. The crontab only adds jobs (once per period
  // across every process), so one runner carries it.
  const runners: Runner[] = [];
  const poolIds: string[] = [];
  try {
    for (const [index, lane] of lanes.entries()) {
      const taskList: TaskList = Object.fromEntries(lane.names.map((name) => [name, (payload: unknown) => runJob(name, payload)]));
      // The pool's id is what graphile-worker writes into `locked_by` of the jobs it takes.
      const events = new EventEmitter() as WorkerEvents;
      let poolId = '';
      events.once('pool:create', ({ workerPool }) => (poolId = workerPool.id));
      runners.push(
        await run({
          pgPool: pool,
          taskList,
          crontab: index === 0 ? options.crontab : '',
          concurrency: lane.concurrency,
          noHandleSignals: true,
          logger,
          events,
          preset: { worker: { localQueue: localQueueOf(lane) } },
        }),
      );
      if (!poolId) throw new Error(`graphile-worker started the ${lane.name} lane without announcing its worker pool`);
      poolIds.push(poolId);
    }
  } catch (error) {
    await Promise.all(runners.map((runner) => runner.stop().catch(() => {})));
    await pool.end().catch(() => {});
    throw error;
  }
  const utils = await makeWorkerUtils({ pgPool: pool, logger });
  const stopReleasing = releaseJobsOfCrashedWorkers(databaseUrl, pool, utils, poolIds);
  let stopped = false;

  return {
    async stop(graceMs) {
      if (stopped) return;
      stopped = true;
      // graphile-worker waits for running jobs; past the grace this process exits holding them, and
      // the other processes release them once its presence connection is gone (crashed-workers.ts).
      const stopping = Promise.all(runners.map((runner) => runner.stop()));
      await Promise.race([stopping, new Promise((ok) => setTimeout(ok, graceMs).unref())]);
      await stopReleasing();
      await Promise.resolve(utils.release()).catch(() => {});
      await pool.end().catch(() => {});
    },
    async reachable() {
      try {
        await pool.query('SELECT 1 FROM graphile_worker._private_jobs LIMIT 1');
        return true;
      } catch {
        return false;
      }
    },
    async failed() {
      const { rows } = await pool.query(`
        SELECT jobs.id, tasks.identifier AS name, jobs.payload, jobs.attempts, jobs.max_attempts, jobs.last_error, jobs.run_at
        FROM graphile_worker._private_jobs AS jobs JOIN graphile_worker._private_tasks AS tasks ON tasks.id = jobs.task_id
        WHERE jobs.last_error IS NOT NULL ORDER BY jobs.run_at DESC LIMIT 100`);
      return rows.map((row): FailedJob => ({
        id: String(row.id),
        name: row.name,
        payload: row.payload,
        attempts: row.attempts,
        maxAttempts: row.max_attempts,
        lastError: row.last_error,
        runAt: row.run_at,
      }));
    },
    async retry(id) {
      if (!/^\d+$/.test(id)) return false;
      const { rows } = await pool.query(
        `SELECT id FROM graphile_worker.reschedule_jobs(ARRAY[$1]::bigint[], run_at := now(), attempts := 0)
         WHERE last_error IS NOT NULL`,
        [id],
      );
      return rows.length === 1;
    },
    async shift(ms) {
      await pool.query(`UPDATE graphile_worker._private_jobs SET run_at = run_at - $1 * interval '1 millisecond' WHERE locked_at IS NULL`, [
        ms,
      ]);
      await pool.query(`SELECT pg_notify('jobs:insert', '{"count":1}')`);
    },
  };
}
