import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { startServer } from '../support/server';
import { prepareSeededTemplate, startTestCluster } from '../support/test-database';
import { E2E_WORKERS, e2eLogOf, e2ePortOf } from './server';

export default async function globalSetup() {
  const workers = Array.from({ length: E2E_WORKERS }, (_, worker) => worker);
  for (const worker of workers) rmSync(e2eLogOf(worker), { force: true });
  // What changed is built first (a hash check when nothing did): never a stale server bundle.
  execFileSync(process.execPath, [resolve('scripts/build.mjs'), '--if-needed'], { stdio: 'inherit' });
  // Before the server, and for the specs that start their own (the workers inherit TEST_DATABASE_URL).
  const stopCluster = await startTestCluster();
  // No interval scheduler: booking-flow.spec.ts moves the clock and runs the scheduler for its own booking only.
  // External calendars on 127.0.0.1 allowed: calendars.spec.ts serves one itself.
  // Migrated and seeded once; then one server per worker, each on its own copy of that database
  // (tests/e2e/server.ts), as are the servers some specs start themselves.
  const dropTemplate = await prepareSeededTemplate();
  const servers = await Promise.all(
    workers.map((worker) =>
      startServer(
        { SCHEDULER_INTERVAL_MS: '0', CALENDAR_ALLOW_PRIVATE_URLS: 'true' },
        { port: e2ePortOf(worker), logFile: e2eLogOf(worker) },
      ),
    ),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await dropTemplate();
    await stopCluster();
  };
}
