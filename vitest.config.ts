import { defineConfig } from 'vitest/config';

// Unit and integration tests. Integration tests start the real built server (dist/server.mjs)
// against a fresh database: SQLite by default, PostgreSQL when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
