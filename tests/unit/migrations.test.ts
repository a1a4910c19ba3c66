import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The committed migrations must match the data model: if a list changed without
// `npm run migrations:create`, a fresh database would miss columns.
describe('committed migrations', () => {
  it('cover the current schema', () => {
    const generated = readFileSync('generated/prisma/schema.prisma', 'utf8');
    const snapshot = readFileSync('migrations/schema.prisma', 'utf8');
    expect(generated, 'run `npm run migrations:create -- <name>` and commit the result').toBe(snapshot);
  });
});
