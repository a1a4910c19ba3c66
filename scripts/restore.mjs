// `npm run restore -- DIR [--replace]`: puts a backup made by `npm run backup` back into the
// database and the uploads folder of the current settings (DATABASE_URL or the embedded cluster;
// UPLOADS_DIR), as docs/operations.md describes. Everything is checked before anything changes:
// the manifest's checksums, and that the database and the uploads folder are empty or missing —
// a non-empty one is replaced only with --replace (the database is dropped and created again,
// ending its sessions; the old uploads folder is kept beside the new one).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { databaseUrlOf, isUploadedFile, parseArgs, pick, settings } from './backup-tools.mjs';

const sha256 = (path) => createHash('sha256').update(readFileSync(path)).digest('hex');

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function restore() {
  const { flags, positional } = parseArgs(process.argv.slice(2));
  if (positional.length !== 1) throw new Error('usage: npm run restore -- <backup folder> [--replace]');
  const from = resolve(positional[0]);
  const replace = flags.replace === true;
  const s = settings();

  // 1. The backup is whole.
  const manifest = JSON.parse(readFileSync(join(from, 'manifest.json'), 'utf8'));
  if (manifest.format !== 1) throw new Error(`unknown backup format ${manifest.format}`);
  const dumpFile = join(from, manifest.database.file);
  if (sha256(dumpFile) !== manifest.database.sha256) throw new Error(`${dumpFile} is damaged (its checksum differs from the manifest)`);
  for (const file of manifest.uploads) {
    if (sha256(join(from, 'uploads', file.name)) !== file.sha256) throw new Error(`uploads/${file.name} in the backup is damaged`);
  }
  const pgRestore = pick('pg_restore', manifest.database.pgDumpMajor, s.pgRestore);

  // 2. Nothing is overwritten by accident.
  const url = new URL(databaseUrlOf(s));
  const database = decodeURIComponent(url.pathname.slice(1));
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const exists = await withClient(
    maintenance.toString(),
    async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])).rowCount === 1,
  );
  const tables = exists
    ? await withClient(url.toString(), async (c) =>
        Number(
          (await c.query(`SELECT count(*) FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`)).rows[0].count,
        ),
      )
    : 0;
  if (tables && !replace)
    throw new Error(`the database ${database} is not empty (${tables} tables): stop every MixBuddy process and add --replace`);
  const uploadsHeld = existsSync(s.uploadsDir) ? readdirSync(s.uploadsDir).filter(isUploadedFile).length : 0;
  if (uploadsHeld && !replace) throw new Error(`${s.uploadsDir} holds ${uploadsHeld} files: stop every MixBuddy process and add --replace`);

  // 3. The database: created afresh, then the archive in one transaction (all or nothing).
  await withClient(maintenance.toString(), async (c) => {
    const name = c.escapeIdentifier(database);
    if (exists && tables) await c.query(`DROP DATABASE ${name} WITH (FORCE)`);
    if (!exists || tables) await c.query(`CREATE DATABASE ${name}`);
  });
  const password = decodeURIComponent(url.password);
  url.password = '';
  console.log(`Restoring ${url.host}/${database} with ${pgRestore.path} (${pgRestore.major})`);
  execFileSync(
    pgRestore.path,
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url.toString()}`, dumpFile],
    { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } },
  );

  // 4. The uploads: copied beside the folder, then swapped in by renaming.
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const incoming = `${s.uploadsDir}.restoring-${stamp}`;
  mkdirSync(incoming, { recursive: true });
  for (const file of manifest.uploads) copyFileSync(join(from, 'uploads', file.name), join(incoming, file.name));
  let kept = '';
  if (existsSync(s.uploadsDir)) {
    if (uploadsHeld) {
      kept = `${s.uploadsDir}.before-restore-${stamp}`;
      renameSync(s.uploadsDir, kept);
    } else {
      // Only leftovers of unfinished uploads, if anything.
      rmSync(s.uploadsDir, { recursive: true, force: true });
    }
  }
  mkdirSync(dirname(s.uploadsDir), { recursive: true });
  renameSync(incoming, s.uploadsDir);
  console.log(
    `Restored the backup of ${manifest.createdAt}: the database and ${manifest.uploads.length} uploaded images` +
      (kept ? ` (the previous uploads are kept in ${kept})` : '') +
      '. Start MixBuddy again.',
  );
}

restore().catch((error) => {
  console.error(`Restore failed: ${error.message}`);
  process.exit(1);
});
