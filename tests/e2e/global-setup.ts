import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { startServer } from '../support/server';
import { startTestCluster } from '../support/test-database';
import { E2E_LOG, E2E_PORT } from './server';

export default async function globalSetup() {
  rmSync(E2E_LOG, { force: true });
  // What changed is built first (a hash check when nothing did): never a stale server bundle.
  execFileSync(process.execPath, [resolve('scripts/build.mjs'), '--if-needed'], { stdio: 'inherit' });
  // Before the server, and for the specs that start their own (the workers inherit TEST_DATABASE_URL).
  const stopCluster = await startTestCluster();
  // No interval scheduler: booking-flow.spec.ts moves the clock and runs the scheduler for its own booking only.
  // External calendars on 127.0.0.1 allowed: calendars.spec.ts serves one itself.
  const server = await startServer(
    { SCHEDULER_INTERVAL_MS: '0', CALENDAR_ALLOW_PRIVATE_URLS: 'true' },
    { port: E2E_PORT, logFile: E2E_LOG },
  );
  return async () => {
    await server.stop();
    await stopCluster();
  };
}
