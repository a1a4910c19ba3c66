// `npm test`: every test. First the type checks, which fail fast (seconds instead of a test run):
//   0. `tsc` over cms, scripts, tests, backoffice and site TypeScript, then `astro check` for the
//      .astro files tsc cannot read (both need the generated Prisma client, so that step builds first),
//      then the layers and import cycles (`npm run lint:layers`, rules in .dependency-cruiser.cjs)
//      and the formatting (Prettier, .prettierrc.json; `npm run format` fixes it).
// Then it builds what changed, and runs
//   1. unit, integration and security tests (vitest),
//   2. the scale tests (two server processes on one database, tests/scale/), one file at a time,
//   3. Playwright end-to-end tests in Chromium.
// Every run uses one PostgreSQL cluster: TEST_DATABASE_URL's when set (CI: the system PostgreSQL),
// otherwise an embedded one its global setup starts and stops (tests/support/test-database.ts).
import { execFileSync, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const node = (script, args, env = {}) =>
  execFileSync(process.execPath, [resolve(script), ...args], { stdio: 'inherit', env: { ...process.env, ...env } });

/** One command to its end, its output as it comes; rejects when it fails. */
const started = (label, command, args) =>
  new Promise((ok, fail) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.once('error', fail);
    child.once('exit', (code) => (code === 0 ? ok() : fail(new Error(`${label} failed (exit ${code})`))));
  });
const nodeStarted = (label, script, args) => started(label, process.execPath, [resolve(script), ...args]);

node('scripts/build.mjs', ['prisma', '--if-needed']);

// The checks and the build use different cores for much of their time (tsc is single-threaded), so
// they run side by side; astro check reads the site the build leaves, so it comes after.
console.log('\n▶ Type check (tsc), layers and import cycles (dependency-cruiser), formatting (Prettier), beside the build');
const checks = (async () => {
  await nodeStarted('tsc', 'node_modules/typescript/bin/tsc', ['--noEmit', '-p', '.']);
  await started('lint:layers', 'npm', ['run', '--silent', 'lint:layers']);
  // `npm run format` rewrites what this finds.
  await nodeStarted('prettier', 'node_modules/prettier/bin/prettier.cjs', ['--check', '.', '--log-level', 'warn']);
})();
const built = nodeStarted('build', 'scripts/build.mjs', ['--if-needed']);
const outcomes = await Promise.allSettled([checks, built]);
const failed = outcomes.filter((outcome) => outcome.status === 'rejected');
if (failed.length) {
  for (const { reason } of failed) console.error(`✗ ${reason.message}`);
  process.exit(1);
}

console.log('\n▶ Type check of the .astro files (astro check)');
node('node_modules/astro/bin/astro.mjs', ['check', '--root', 'site']);

console.log('\n▶ Unit, integration and security tests');
node('node_modules/vitest/vitest.mjs', ['run', 'tests/unit', 'tests/integration', 'tests/security']);

console.log('\n▶ Scale tests (two server processes)');
// The restart test restarts the cluster under every connection to it. The embedded cluster is
// this run's own; TEST_DATABASE_URL's only in CI, where nothing else uses it meanwhile.
const restart = process.env.CI && process.env.TEST_DATABASE_URL ? { SCALE_RESTART_POSTGRES: '1' } : {};
// One file at a time: they measure two processes and may restart PostgreSQL under the others.
node('node_modules/vitest/vitest.mjs', ['run', 'tests/scale', '--no-file-parallelism'], restart);

console.log('\n▶ End-to-end tests in Chromium');
node('node_modules/@playwright/test/cli.js', ['test', '--config', 'tests/e2e/playwright.config.ts']);
