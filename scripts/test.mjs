// `npm test`: every test. First the type checks, which fail fast (seconds instead of a test run):
//   0. `tsc` over cms, scripts, tests, backoffice and site TypeScript, then `astro check` for the
//      .astro files tsc cannot read (both need the generated Prisma clients, so that step builds first).
// Then it builds what changed, and runs
//   1. unit + integration tests (vitest) on SQLite,
//   2. the same integration and security tests on PostgreSQL (TEST_DATABASE_URL, default the local server),
//      then the scale tests there (two server processes on one database, tests/scale/); in CI (`CI`
//      set, .ci/run) they may also restart that PostgreSQL (SCALE_RESTART_POSTGRES=1) — they run alone then,
//   3. Playwright end-to-end tests in Chromium.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import pg from 'pg';

const node = (script, args, env = {}) =>
  execFileSync(process.execPath, [resolve(script), ...args], { stdio: 'inherit', env: { ...process.env, ...env } });

node('scripts/build.mjs', ['prisma', '--if-needed']);

console.log('\n▶ Type check (tsc, astro check)');
node('node_modules/typescript/bin/tsc', ['--noEmit', '-p', '.']);
node('node_modules/astro/bin/astro.mjs', ['check', '--root', 'site']);

node('scripts/build.mjs', ['--if-needed']);

console.log('\n▶ Unit and integration tests on SQLite');
node('node_modules/vitest/vitest.mjs', ['run'], { TEST_DATABASE_URL: '' });

const explicit = process.env.TEST_DATABASE_URL;
const postgresUrl = explicit || 'postgres://postgres@127.0.0.1:5432/postgres';
let postgresReachable = true;
try {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  await client.end();
} catch (error) {
  postgresReachable = false;
  if (explicit) throw new Error(`TEST_DATABASE_URL is set but PostgreSQL is not reachable: ${error.message}`);
  console.warn(`\n⚠ PostgreSQL not reachable at ${postgresUrl}; skipping the PostgreSQL run (set TEST_DATABASE_URL).`);
}
if (postgresReachable) {
  console.log('\n▶ Integration tests on PostgreSQL');
  node('node_modules/vitest/vitest.mjs', ['run', 'tests/integration', 'tests/security'], { TEST_DATABASE_URL: postgresUrl });
  console.log('\n▶ Scale tests on PostgreSQL (two server processes)');
  // Restarting PostgreSQL drops every connection to it: only in CI, where nothing else uses it meanwhile.
  const restart = process.env.CI ? { SCALE_RESTART_POSTGRES: '1' } : {};
  // One file at a time: they measure two processes and may restart PostgreSQL under the others.
  node('node_modules/vitest/vitest.mjs', ['run', 'tests/scale', '--no-file-parallelism'], { TEST_DATABASE_URL: postgresUrl, ...restart });
}

console.log('\n▶ End-to-end tests in Chromium');
node('node_modules/@playwright/test/cli.js', ['test', '--config', 'tests/e2e/playwright.config.ts']);
