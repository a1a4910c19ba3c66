/**
 * vitest's global setup: the build first, so no test ever starts a stale dist/server.mjs (the
 * integration tests and the back office's data-provider tests start the real server) —
 * `--if-needed` makes it a hash check when nothing changed; then one PostgreSQL cluster for the
 * whole run and, in it, one migrated and seeded database every test server starts from a copy of
 * (test-database.ts).
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { prepareSeededTemplate, startTestCluster } from './test-database';

export default async function globalSetup() {
  execFileSync(process.execPath, [resolve('scripts/build.mjs'), '--if-needed'], { stdio: 'inherit' });
  const stopCluster = await startTestCluster();
  const dropTemplate = await prepareSeededTemplate();
  return async () => {
    await dropTemplate();
    await stopCluster();
  };
}
