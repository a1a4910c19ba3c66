/**
 * Jobs held by a process that died (kill -9, a crash, a shutdown whose grace ran out) are given
 * to the living processes within seconds, instead of after graphile-worker's 4-hour lock timeout:
 *
 * - each process keeps one dedicated connection named after its worker pool
 *   (`application_name` = `mixbuddy-worker:<pool id>:<pid>`), so `pg_stat_activity` lists the
 *   workers that are alive — a process that dies loses its connection at once;
 * - each process looks, at start and every few seconds, for jobs locked by a worker without such a
 *   connection, and releases them with graphile-worker's own `forceUnlockWorkers`.
 *
 * A worker must be missing at two checks in a row: after PostgreSQL restarts every presence
 * connection is briefly gone while it reconnects (within 2 s), and a living worker's job must not
 * run twice. Every worker on this database must be a MixBuddy process (another one has no
 * presence connection and would lose its jobs).
 */
import type { WorkerUtils } from 'graphile-worker';
import pg from 'pg';

export const PRESENCE_PREFIX = 'mixbuddy-worker:';
/** How often every process looks for jobs of missing workers. */
export const CHECK_EVERY_MS = 3_000;
const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 2_000;

/** The locks held by workers that have no presence connection to this database. */
const MISSING_WORKERS = `
  SELECT locked_by FROM graphile_worker._private_jobs WHERE locked_by IS NOT NULL
  UNION SELECT locked_by FROM graphile_worker._private_job_queues WHERE locked_by IS NOT NULL
  EXCEPT SELECT split_part(application_name, ':', 2) FROM pg_stat_activity
    WHERE datname = current_database() AND application_name LIKE '${PRESENCE_PREFIX}%'`;

/** Keeps the presence connection of worker pool `poolId` open, reconnecting when it drops. */
function keepPresence(databaseUrl: string, poolId: string) {
  let client: pg.Client | null = null;
  let stopped = false;
  let failures = 0;
  let retry: NodeJS.Timeout | null = null;

  const dropped = (which: pg.Client) => {
    if (which !== client) return;
    client = null;
    which.end().catch(() => {});
    if (stopped || retry) return;
    retry = setTimeout(
      () => {
        retry = null;
        void connect();
      },
      Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** failures++),
    );
    retry.unref();
  };
  const connect = async () => {
    const next = new pg.Client({
      connectionString: databaseUrl,
      application_name: `${PRESENCE_PREFIX}${poolId}:${process.pid}`,
      keepAlive: true,
    });
    client = next;
    next.on('error', () => dropped(next));
    next.on('end', () => dropped(next));
    try {
      await next.connect();
      failures = 0;
    } catch {
      dropped(next);
    }
  };
  void connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end().catch(() => {});
  };
}

/**
 * Starts the presence of each of this process's worker pools (one per lane, worker.ts) and the
 * periodic check; returns what stops both (after the pools' own jobs are finished, so the others
 * do not take them over while they run).
 */
export function releaseJobsOfCrashedWorkers(databaseUrl: string, pool: pg.Pool, utils: WorkerUtils, poolIds: readonly string[]) {
  const stopPresences = poolIds.map((poolId) => keepPresence(databaseUrl, poolId));
  const own = new Set(poolIds);
  let missingBefore = new Set<string>();
  let checking = false;
  let failing = false;

  const check = async () => {
    if (checking) return;
    checking = true;
    try {
      const { rows } = await pool.query<{ locked_by: string }>(MISSING_WORKERS);
      // This process is alive even while its own presence connection reconnects.
      const missing = new Set(rows.map((row) => row.locked_by).filter((id) => !own.has(id)));
      const crashed = [...missing].filter((id) => missingBefore.has(id));
      if (crashed.length) {
        await utils.forceUnlockWorkers(crashed);
        await pool.query(`SELECT pg_notify('jobs:insert', '{"count":1}')`);
        console.error(`[jobs] released the jobs of stopped worker${crashed.length > 1 ? 's' : ''} ${crashed.join(', ')}`);
      }
      missingBefore = new Set([...missing].filter((id) => !crashed.includes(id)));
      failing = false;
    } catch (error) {
      // PostgreSQL away: the next check tries again (logged once per outage); what was seen before still counts.
      if (!failing) console.error('[jobs] the check for stopped workers failed:', (error as Error).message);
      failing = true;
    } finally {
      checking = false;
    }
  };
  void check();
  const timer = setInterval(() => void check(), CHECK_EVERY_MS);
  timer.unref();

  return async () => {
    clearInterval(timer);
    await Promise.all(stopPresences.map((stop) => stop()));
  };
}
