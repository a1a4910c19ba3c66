/**
 * Planner statistics. Without them SQLite cannot tell a selective index from a useless one: every
 * public read carries `status = 'published'` (the menu access rule), and with no statistics SQLite
 * walks all published menus through the status index instead of the talent or date index
 * (3.6 ms instead of 0.3 ms per read at 10,000 menus).
 *
 * When they are refreshed:
 * - **On every start** (`refreshPlannerStatistics`), after the migrations applied, the search
 *   index was checked (it may be rebuilt) and the demo data (if any) went in. Migrations only ever
 *   run at start (cms/server/main.ts), so this is also "after every migration".
 * - **While the process runs, SQLite** (`keepPlannerStatisticsCurrent`): `PRAGMA optimize` every
 *   `PLANNER_STATISTICS_INTERVAL_MS` (default an hour), SQLite's own advice for long-running
 *   applications (https://sqlite.org/lang_analyze.html#periodically_run_pragma_optimize_). It
 *   costs well under a millisecond when nothing is due; SQLite 3.45 (libsql's) re-analyses a table
 *   this connection has queried once it has grown 25-fold since its statistics — a database that
 *   started nearly empty and filled up, or a bulk import. Smaller drifts keep the proportions the
 *   planner compares, and every restart (each deploy) analyses everything again.
 * - **PostgreSQL** needs no timer: autovacuum's autoanalyze (on by default) analyses a table once
 *   more than 50 rows + 10 % of it changed, for every process at once. The ANALYZE at start covers
 *   a database just migrated or restored, which autovacuum would reach only later.
 */
import type { DbProvider } from '../config';

type RawClient = { $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>; $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T> };

/**
 * Rows SQLite reads per index when it analyses (`PRAGMA analysis_limit`); 0 reads them all. Set on
 * every connection (cms/db/sqlite-connections.ts), so `PRAGMA optimize` obeys it too. A sample is
 * not good enough for a column with few values: with 1,000 (or 10,000) rows sampled at 100,000
 * menus SQLite estimated 334 (3,334) published menus instead of 100,000, walked them through the
 * status index and sorted them for "by rating" (38 ms) instead of reading the first 12 from the
 * rating index (0.1 ms; bench/RESULTS.md, "Search at scale"). Reading everything costs 95 ms at
 * 100,000 menus and 320 ms at 10,000 menus with 50,000 bookings — at start, and when a table has
 * grown 25-fold.
 */
export const SQLITE_ANALYSIS_LIMIT = 0;

/** Refreshes the query planner's statistics of every table (`ANALYZE`). */
export async function refreshPlannerStatistics(db: RawClient, provider: DbProvider): Promise<void> {
  if (provider === 'postgresql') {
    await db.$executeRawUnsafe('ANALYZE');
    return;
  }
  // A plain ANALYZE rather than `PRAGMA optimize`: the SQLite of libsql (3.45) only optimises
  // tables the connection has already queried, which on start is none. With the analysis limit
  // ANALYZE costs milliseconds; an empty table gets no statistics, the same as before.
  await db.$executeRawUnsafe('ANALYZE');
}

/**
 * SQLite: `PRAGMA optimize` every `intervalMs` (0 = never) on the pool's most recently used
 * connection — the one whose queries it judges. PostgreSQL: nothing (autovacuum, above).
 */
export function keepPlannerStatisticsCurrent(db: RawClient, provider: DbProvider, intervalMs: number): { stop(): Promise<void> } {
  if (provider !== 'sqlite' || !intervalMs) return { stop: async () => {} };
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = db.$executeRawUnsafe('PRAGMA optimize').catch((error) => console.error('Planner statistics: PRAGMA optimize failed', error));
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
