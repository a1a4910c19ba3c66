import { rmSync } from 'node:fs';
import { startServer } from '../support/server';
import { E2E_LOG, E2E_PORT } from './server';

export default async function globalSetup() {
  rmSync(E2E_LOG, { force: true });
  // No interval scheduler: booking-flow.spec.ts moves the clock and runs the scheduler for its own booking only.
  // External calendars on 127.0.0.1 allowed: calendars.spec.ts serves one itself.
  const server = await startServer({ TEST_DATABASE_URL: '', SCHEDULER_INTERVAL_MS: '0', CALENDAR_ALLOW_PRIVATE_URLS: 'true' }, { port: E2E_PORT, logFile: E2E_LOG });
  return async () => server.stop();
}
