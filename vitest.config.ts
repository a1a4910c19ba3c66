import { defineConfig } from 'vitest/config';

// Unit and integration tests. Integration tests start the real built server (dist/server.mjs)
// against a fresh database: SQLite by default, PostgreSQL when TEST_DATABASE_URL is set. Scale
// tests (two processes on one database) run on PostgreSQL only and skip themselves on SQLite.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts', 'tests/scale/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two files at a time: each integration file starts its own server on its own port and
    // database, so files never share state, and the suite takes half the time (5.5 → 2.9 min on
    // SQLite, 5.6 → 3.3 min on PostgreSQL, on 2 cores). The scale tests run alone (scripts/test.mjs).
    fileParallelism: true,
    maxWorkers: 2,
  },
});
