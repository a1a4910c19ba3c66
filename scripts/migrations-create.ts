/**
 * `npm run migrations:create -- <name>`: after changing a list, writes the SQL migration for
 * SQLite and PostgreSQL by diffing the freshly generated Prisma schema against the snapshot of
 * the last migration. Commit the new folders; they are applied on every start.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { datamodelPath, diffSchemas, migrationsDir } from '../cms/db/migrate';

const name = (process.argv[2] || 'change').replace(/[^a-z0-9_]+/gi, '_').toLowerCase();
// The engine wants a live connection even for a schema-to-schema diff; nothing is written to it.
const scratchUrl = {
  sqlite: 'file::memory:',
  postgresql: process.env.MIGRATIONS_SCRATCH_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
};
const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);

for (const provider of ['sqlite', 'postgresql'] as const) {
  const dir = migrationsDir(provider);
  const snapshotPath = join(dir, 'schema.prisma');
  const current = await readFile(datamodelPath(provider), 'utf8');
  const previous = existsSync(snapshotPath) ? await readFile(snapshotPath, 'utf8') : null;
  if (previous === current) {
    console.log(`${provider}: no changes`);
    continue;
  }
  const sql = await diffSchemas(provider, previous, current, scratchUrl[provider]);
  await mkdir(join(dir, `${stamp}_${name}`), { recursive: true });
  await writeFile(join(dir, `${stamp}_${name}`, 'migration.sql'), sql);
  await writeFile(snapshotPath, current);
  await writeFile(join(dir, 'migration_lock.toml'), `provider = "${provider}"\n`);
  console.log(`${provider}: wrote ${stamp}_${name}`);
}
