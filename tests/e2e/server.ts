import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT || 3210);
/** The e2e server's output, so tests can check what reached the server log. */
export const E2E_LOG = join(tmpdir(), `mixbuddy-e2e-${E2E_PORT}.log`);
export const DEMO_PASSWORD = 'mixbuddy-demo-2026';
