/**
 * Planner statistics: `refreshPlannerStatistics` runs `ANALYZE` once at start, after the
 * migrations applied, the search index was checked and the demo data (if any) went in.
 * Migrations only ever run at start (cms/server/main.ts), so this is also "after every migration".
 *
 * While the process runs nothing is needed: autovacuum's autoanalyze (on by default) analyses a
 * table once more than 50 rows + 10 % of it changed, for every process at once. The ANALYZE at
 * start covers a database just migrated, seeded or restored (a restore brings no statistics),
 * which autovacuum would reach only later — meanwhile the planner would guess the sizes.
 */

type RawClient = { $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number> };

/** Refreshes the query planner's statistics of every table (`ANALYZE`). */
export async function refreshPlannerStatistics(db: RawClient): Promise<void> {
  await db.$executeRawUnsafe('ANALYZE');
}
