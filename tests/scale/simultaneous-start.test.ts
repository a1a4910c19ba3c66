/**
 * Two processes started at the same moment on a new, empty database (a `docker compose up` of
 * two app containers, or a deploy that starts every replica at once): one runs the start-up work
 * (migrations, the job queue's schema, the demo data) while the other waits for it
 * (cms/db/startup-lock.ts), and both become ready and serve the same demo data, seeded once.
 *
 * One process runs in production mode, as the Docker image does; the other in development mode,
 * since only development seeds the demo. The start-up path is the same code in both. Then, with
 * the lock held by someone else: a process waits for it and starts when it is released, and gives
 * up with a clear message after STARTUP_LOCK_TIMEOUT_MS.
 */
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { STARTUP_LOCK_KEY } from '../../cms/db/startup-lock';
import { query, until, untilReady } from '../support/processes';
import { dropDatabase, freshDatabaseUrl, PRODUCTION_ENV, startServer, Visitor, type TestServer } from '../support/server';

let databaseUrl = '';
const servers: TestServer[] = [];

afterAll(async () => {
  for (const server of servers) await server.stop();
  if (databaseUrl) await dropDatabase(databaseUrl);
});

describe('two processes started at once on an empty database', () => {
  it('both become ready and serve the demo, migrated and seeded once', async () => {
    databaseUrl = await freshDatabaseUrl('mixbuddy_simultaneous', { empty: true });
    const common = { DATABASE_URL: databaseUrl, SCHEDULER_INTERVAL_MS: '0' };
    const started = await Promise.allSettled([startServer({ ...PRODUCTION_ENV, ...common }), startServer(common)]);
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual(['started', 'started']);

    for (const server of servers) {
      expect(await untilReady(server, 30_000)).toBe(true);
      const customer = new Visitor(server.url);
      await customer.signIn('kunde@mixbuddy.dk', 'mixbuddy-demo-2026');
      const home = await fetch(server.url);
      expect(home.status).toBe(200);
      const menus = await customer.gql('{ menus(take: 1) { id } }');
      expect(menus.data?.menus).toHaveLength(1);
    }
    expect(servers.map((server) => server.logs()).join('\n')).toContain('Another process is starting on this database');

    const admins = await query(databaseUrl, `SELECT count(*)::int AS n FROM "User" WHERE email = 'admin@mixbuddy.dk'`);
    expect(admins[0].n).toBe(1);
    const migrations = await query(
      databaseUrl,
      'SELECT migration_name, count(*)::int AS n FROM _prisma_migrations GROUP BY 1 HAVING count(*) > 1',
    );
    expect(migrations).toEqual([]);
  }, 240_000);
});

describe('a process starting while another holds the start-up lock', () => {
  it('waits for it and starts once it is released; gives up after STARTUP_LOCK_TIMEOUT_MS', async () => {
    const lockHolder = new pg.Client({ connectionString: databaseUrl });
    await lockHolder.connect();
    try {
      await lockHolder.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
      const common = { ...PRODUCTION_ENV, DATABASE_URL: databaseUrl, SCHEDULER_INTERVAL_MS: '0' };

      await expect(startServer({ ...common, STARTUP_LOCK_TIMEOUT_MS: '2000' })).rejects.toThrow(
        /another process kept the start-up lock for more than 2000 ms \(STARTUP_LOCK_TIMEOUT_MS\)/,
      );

      const starting = startServer(common);
      await until('the process to wait for the lock', async () =>
        (
          await query(
            databaseUrl,
            `SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
          )
        ).length
          ? true
          : undefined,
      );
      await lockHolder.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
      const server = await starting;
      servers.push(server);
      expect(server.logs()).toContain('Another process is starting on this database');
      expect(await untilReady(server, 30_000)).toBe(true);
    } finally {
      await lockHolder.end();
    }
  }, 120_000);
});
