/** vitest's global setup: one PostgreSQL cluster for the whole run (test-database.ts). */
import { startTestCluster } from './test-database';

export default async function globalSetup() {
  return startTestCluster();
}
