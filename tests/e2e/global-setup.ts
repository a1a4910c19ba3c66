import { rmSync } from 'node:fs';
import { startServer } from '../support/server';
import { E2E_LOG, E2E_PORT } from './server';

export default async function globalSetup() {
  rmSync(E2E_LOG, { force: true });
  const server = await startServer({ TEST_DATABASE_URL: '' }, { port: E2E_PORT, logFile: E2E_LOG });
  return async () => server.stop();
}
