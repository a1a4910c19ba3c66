/**
 * cms/db/statistics.ts: on SQLite the planner's statistics follow a table that grew while the
 * process runs (`PRAGMA optimize` on an interval, analysing every row); on PostgreSQL nothing is
 * scheduled (autovacuum analyses there).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createClient, type Client } from '@libsql/client';
import { configureSqliteConnections } from '../../cms/db/sqlite-connections';
import { keepPlannerStatisticsCurrent, refreshPlannerStatistics, SQLITE_ANALYSIS_LIMIT } from '../../cms/db/statistics';

const dir = mkdtempSync(join(tmpdir(), 'mb-statistics-'));
/** What statistics.ts needs of a database, over a plain libsql client. */
const rawClientOf = (client: Client) => ({
  $executeRawUnsafe: async (sql: string) => (await client.execute(sql)).rowsAffected,
  $queryRawUnsafe: async <T,>(sql: string) => (await client.execute(sql)).rows as T,
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('planner statistics', () => {
  it('on SQLite follow a table that grew 25-fold while the process runs', async () => {
    configureSqliteConnections({ cacheMb: 8 });
    const client = createClient({ url: `file:${join(dir, 'stats.db')}` });
    const db = rawClientOf(client);
    const rowsInStatistics = async () => Number(String((await client.execute(`SELECT stat FROM sqlite_stat1 WHERE idx = 't_a'`)).rows[0]?.stat).split(' ')[0]);
    expect((await client.execute('PRAGMA analysis_limit')).rows[0]).toMatchObject({ analysis_limit: SQLITE_ANALYSIS_LIMIT });

    await client.execute('CREATE TABLE t (id INTEGER PRIMARY KEY, a INTEGER, b INTEGER)');
    await client.execute('CREATE INDEX t_a ON t (a)');
    const insert = (n: number) => client.batch(Array.from({ length: n }, (_, i) => ({ sql: 'INSERT INTO t (a, b) VALUES (?, ?)', args: [i % 10, i] })), 'write');
    await insert(40);
    await refreshPlannerStatistics(db, 'sqlite');
    expect(await rowsInStatistics()).toBe(40);

    await insert(40 * 30);
    await client.execute('SELECT count(*) FROM t WHERE a = 3 AND b > 10'); // the planner consults t on this connection
    const upkeep = keepPlannerStatisticsCurrent(db, 'sqlite', 20);
    await vi.waitFor(async () => expect(await rowsInStatistics()).toBeGreaterThan(40), { timeout: 10_000, interval: 50 });
    await upkeep.stop();
    client.close();
  });

  it('on SQLite see that nearly every menu is published, so "by rating" reads the rating index instead of sorting them all', async () => {
    configureSqliteConnections({ cacheMb: 8 });
    const client = createClient({ url: `file:${join(dir, 'rating.db')}` });
    const db = rawClientOf(client);
    // The shape of Menu's indexes (migrations/sqlite/…_search_scale_index).
    await client.execute('CREATE TABLE m (id TEXT PRIMARY KEY, status TEXT, rating REAL, createdAt TEXT)');
    await client.execute('CREATE INDEX m_status_createdAt ON m (status, createdAt)');
    await client.execute(`CREATE INDEX m_published_rating ON m (rating, id) WHERE status = 'published'`);
    const rows = Array.from({ length: 20_000 }, (_, i) => ({ sql: 'INSERT INTO m VALUES (?, ?, ?, ?)', args: [`m${i}`, i % 500 ? 'published' : 'draft', (i * 7) % 50 / 10, new Date(i * 60_000).toISOString()] }));
    await client.batch(rows, 'write');
    await refreshPlannerStatistics(db, 'sqlite');
    const plan = (await client.execute(`EXPLAIN QUERY PLAN SELECT id FROM m WHERE status = 'published' ORDER BY rating DESC, id DESC LIMIT 12`)).rows.map((r) => String(r.detail));
    expect(plan.join(' | ')).toContain('m_published_rating');
    expect(plan.join(' | ')).not.toContain('TEMP B-TREE');
    client.close();
  });

  it('schedule nothing on PostgreSQL or with the interval off', async () => {
    const db = { $executeRawUnsafe: vi.fn(async () => 0), $queryRawUnsafe: vi.fn(async () => []) };
    const upkeep = [keepPlannerStatisticsCurrent(db as never, 'postgresql', 5), keepPlannerStatisticsCurrent(db as never, 'sqlite', 0)];
    await new Promise((resolve) => setTimeout(resolve, 50));
    await Promise.all(upkeep.map((u) => u.stop()));
    expect(db.$executeRawUnsafe).not.toHaveBeenCalled();
  });
});
