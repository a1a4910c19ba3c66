import { defineConfig } from '@playwright/test';
import { E2E_PORT, E2E_WORKERS } from './server';

// End-to-end tests drive Debian's Chromium against the real built server and a fresh database
// (started in global-setup.ts, seeded with the Danish demo data): one server and database per
// worker. The spec files are shared out between the workers; the tests of one file run in order.
// This file is evaluated again in each worker, where E2E_PORT is that worker's server.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  outputDir: '../../test-results',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'da-DK',
    timezoneId: 'Europe/Copenhagen',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
