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
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const node = (script, args, env = {}) =>
  execFileSync(process.execPath, [resolve(script), ...args], { stdio: 'inherit', env: { ...process.env, ...env } });

node('scripts/build.mjs', ['prisma', '--if-needed']);

console.log('\n▶ Type check (tsc, astro check)');
node('node_modules/typescript/bin/tsc', ['--noEmit', '-p', '.']);
node('node_modules/astro/bin/astro.mjs', ['check', '--root', 'site']);

console.log('\n▶ Layers and import cycles (dependency-cruiser)');
execFileSync('npm', ['run', '--silent', 'lint:layers'], { stdio: 'inherit' });

console.log('\n▶ Formatting (Prettier; `npm run format` rewrites)');
node('node_modules/prettier/bin/prettier.cjs', ['--check', '.', '--log-level', 'warn']);

node('scripts/build.mjs', ['--if-needed']);

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
