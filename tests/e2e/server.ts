import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The end-to-end run has one server per Playwright worker, each on its own copy of the seeded
 * database (global-setup.ts), so specs in different workers never see each other's writes. Worker
 * `i` (Playwright's TEST_PARALLEL_INDEX, set in each worker process) uses port E2E_PORT + i; this
 * module is evaluated in each worker, so every spec's E2E_PORT and E2E_LOG are its own server's.
 */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT || 3210);
/** Two by default: the machine has 2 cores, and each test waits on its server as much as it computes. */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS || 2));
export const e2ePortOf = (worker: number) => E2E_BASE_PORT + worker;
/** The e2e server's output, so tests can check what reached the server log. */
export const e2eLogOf = (worker: number) => join(tmpdir(), `mixbuddy-e2e-${e2ePortOf(worker)}.log`);

const worker = Number(process.env.TEST_PARALLEL_INDEX || 0);
export const E2E_PORT = e2ePortOf(worker);
export const E2E_LOG = e2eLogOf(worker);
export const DEMO_PASSWORD = 'mixbuddy-demo-2026';
