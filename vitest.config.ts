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
    fileParallelism: false,
  },
});
