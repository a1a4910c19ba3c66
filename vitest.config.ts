import { defineConfig } from 'vitest/config';

// Unit, integration, security and scale tests. Integration tests start the real built server
// (dist/server.mjs), each against a fresh database in one PostgreSQL cluster: TEST_DATABASE_URL's
// when set, otherwise an embedded cluster the global setup starts once for the run
// (tests/support/test-database.ts). `npm test` runs the scale tests separately, one at a time.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts', 'tests/scale/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two files at a time: each integration file starts its own server on its own port and
    // database, so files never share state, and the suite takes half the time (5.6 → 3.3 min on
    // PostgreSQL, on 2 cores). The scale tests run alone (scripts/test.mjs).
    fileParallelism: true,
    maxWorkers: 2,
  },
});
