/**
 * `npm run migrations:create -- <name>`: after changing a list, writes the SQL migration by
 * diffing the freshly generated Prisma schema against the snapshot of the last migration.
 * Commit the new folder; it is applied on every start.
 */
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../cms/db/embedded';
import { datamodelPath, diffSchemas, migrationsDir } from '../cms/db/migrate';

const name = (process.argv[2] || 'change').replace(/[^a-z0-9_]+/gi, '_').toLowerCase();
const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);

const dir = migrationsDir();
const snapshotPath = join(dir, 'schema.prisma');
const current = await readFile(datamodelPath(), 'utf8');
const previous = existsSync(snapshotPath) ? await readFile(snapshotPath, 'utf8') : null;
if (previous === current) {
  console.log('No changes');
  process.exit(0);
}

/** A free TCP port on 127.0.0.1. */
const freePort = () =>
  new Promise<number>((ok, fail) => {
    const server = createServer().once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
  });

// The engine wants a live connection even for a schema-to-schema diff; nothing is written to it.
// Without MIGRATIONS_SCRATCH_URL a throwaway embedded cluster, never the app's own data/postgres.
let scratchUrl = process.env.MIGRATIONS_SCRATCH_URL || '';
let scratch: { stop(): Promise<void>; dir: string } | undefined;
if (!scratchUrl) {
  const scratchDir = await mkdtemp(join(tmpdir(), 'mixbuddy-migrations-'));
  await chmod(scratchDir, 0o755); // as root the cluster runs as `postgres`, which must reach its folder
  const cluster = await startEmbeddedPostgres({ dataDir: join(scratchDir, 'data'), port: await freePort(), database: 'scratch' });
  scratch = { stop: cluster.stop, dir: scratchDir };
  scratchUrl = cluster.url;
}
try {
  const sql = await diffSchemas(previous, current, scratchUrl);
  await mkdir(join(dir, `${stamp}_${name}`), { recursive: true });
  await writeFile(join(dir, `${stamp}_${name}`, 'migration.sql'), sql);
  await writeFile(snapshotPath, current);
  await writeFile(join(dir, 'migration_lock.toml'), 'provider = "postgresql"\n');
  console.log(`Wrote migrations/${stamp}_${name}`);
} finally {
  await scratch?.stop();
  if (scratch) await rm(scratch.dir, { recursive: true, force: true });
}
