/**
 * The PostgreSQL cluster a test run uses: TEST_DATABASE_URL when set (CI: the system
 * PostgreSQL), otherwise an embedded one (cms/db/embedded.ts) started once for the whole run in a
 * temporary folder on a free port. Called from the global setup of vitest
 * (tests/support/global-setup.ts) and of Playwright (tests/e2e/global-setup.ts): it sets
 * TEST_DATABASE_URL in this process, which the workers started after it inherit, and
 * freshDatabaseUrl (server.ts) makes one database per test server from it.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../../cms/db/embedded';
import pg from 'pg';
import { freePort, startServer } from './server';

export async function startTestCluster(): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL) return async () => {};
  const dir = mkdtempSync(join(tmpdir(), 'mixbuddy-test-postgres-'));
  // As root the cluster runs as the OS user `postgres`, which must reach its folder.
  chmodSync(dir, 0o755);
  const dataDir = join(dir, 'data');
  const cluster = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'postgres' });
  process.env.TEST_DATABASE_URL = cluster.adminUrl;
  // tests/scale/postgres-restart.test.ts restarts this cluster through its folder.
  process.env.TEST_EMBEDDED_POSTGRES_DIR = dataDir;
  return async () => {
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
    delete process.env.TEST_DATABASE_URL;
    delete process.env.TEST_EMBEDDED_POSTGRES_DIR;
  };
}

/**
 * One database per run that a server has migrated and seeded with the demo data, stopped
 * cleanly (its jobs finished or released): `freshDatabaseUrl` copies it (`CREATE DATABASE …
 * TEMPLATE`, a file copy inside PostgreSQL) instead of every test server migrating and seeding
 * its own, which was most of a test server's start-up. Call after `startTestCluster`.
 */
export async function prepareSeededTemplate(): Promise<() => Promise<void>> {
  const name = `mixbuddy_template_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const server = await startServer({ DATABASE_URL: url.toString(), SCHEDULER_INTERVAL_MS: '0' });
  const code = await server.kill('SIGTERM');
  if (code !== 0) throw new Error(`the template's server did not stop cleanly (exit ${code}):\n${server.logs()}`);
  process.env.TEST_TEMPLATE_DATABASE = name;
  return async () => {
    delete process.env.TEST_TEMPLATE_DATABASE;
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  };
}
