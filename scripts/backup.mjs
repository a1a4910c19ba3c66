// `npm run backup [-- --out DIR]`: one folder with the database, the uploaded images and a
// manifest of checksums; `npm run restore -- DIR` puts them back (docs/operations.md).
//
// The database is either a pg_dump archive (custom format; the kind `pg_dump`) — taken while
// MixBuddy serves — or, for the embedded cluster when it is stopped, a cold copy of its folder
// (the kind `cluster-copy`): the embedded PostgreSQL 18 often has no fitting pg_dump beside it,
// and a stopped cluster's folder is a whole, consistent database. A live folder is never copied.
//
// The database is backed up first and the images copied after it: image names are never reused
// or changed, and an image is stored before any row names it, so every image the database refers
// to is in the copy. The folder appears under its final name only when complete.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  binariesMajor,
  candidates,
  clusterMajor,
  clusterStatus,
  databaseUrlOf,
  isUploadedFile,
  parseArgs,
  pick,
  runningClusterMessage,
  serverMajor,
  settings,
} from './backup-tools.mjs';

const sha256 = (path) => createHash('sha256').update(readFileSync(path)).digest('hex');

/** Not part of a stopped cluster: who ran it last (PostgreSQL's and MixBuddy's pid files). */
const RUNTIME_FILES = new Set(['postmaster.pid', 'mixbuddy-owner.pid']);

/** `pg_dump` when the database can be dumped now; a copy of the stopped embedded cluster otherwise. */
function method(s) {
  if (s.databaseUrl) return 'pg_dump';
  const major = clusterMajor(s.embedded.dataDir);
  if (!major) {
    throw new Error(`No DATABASE_URL and no embedded cluster in ${s.embedded.dataDir} (start MixBuddy once with \`npm start\` first)`);
  }
  const status = clusterStatus(s.embedded.dataDir);
  if (!status.running) return 'cluster-copy';
  const dumps = candidates('pg_dump', s.pgDump);
  if (dumps.some((tool) => tool.major >= major)) return 'pg_dump';
  throw new Error(
    `${runningClusterMessage(s.embedded.dataDir, status, 'backup')}. Without a pg_dump ${major} or newer ` +
      `(found: ${dumps.map((tool) => tool.major).join(', ') || 'none'}) the backup is a copy of the stopped cluster, never of a live one; ` +
      `with the PostgreSQL ${major} client tools (or PG_DUMP=…) it can run while MixBuddy serves (docs/operations.md).`,
  );
}

function dump(s, partial) {
  const url = new URL(databaseUrlOf(s));
  return serverMajor(url.toString()).then((major) => {
    const pgDump = pick('pg_dump', major, s.pgDump);
    // The password goes through the environment, not the command line (visible in `ps`).
    const password = decodeURIComponent(url.password);
    url.password = '';
    const dumpFile = join(partial, 'database.dump');
    console.log(`Dumping ${url.host}${url.pathname} (PostgreSQL ${major}) with ${pgDump.path} (${pgDump.major})`);
    execFileSync(pgDump.path, ['--format=custom', '--compress=6', `--file=${dumpFile}`, `--dbname=${url.toString()}`], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    });
    const database = {
      kind: 'pg_dump',
      file: 'database.dump',
      serverMajor: major,
      pgDump: pgDump.version,
      pgDumpMajor: pgDump.major,
      sha256: sha256(dumpFile),
    };
    return { database, summary: `the database (${Math.round(statSync(dumpFile).size / 1024)} KB)` };
  });
}

/** Every folder and file of the stopped cluster, with its mode (PostgreSQL wants 0700/0600 back). */
function copyCluster(s, partial) {
  const dataDir = s.embedded.dataDir;
  const major = clusterMajor(dataDir);
  console.log(`Copying the stopped embedded PostgreSQL ${major} cluster in ${dataDir}`);
  const directories = [{ path: '.', mode: statSync(dataDir).mode & 0o777 }];
  const files = [];
  let bytes = 0;
  const walk = (relative) => {
    for (const entry of readdirSync(join(dataDir, relative), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = relative === '.' ? entry.name : `${relative}/${entry.name}`;
      if (relative === '.' && RUNTIME_FILES.has(entry.name)) continue;
      const from = join(dataDir, path);
      const mode = statSync(from).mode & 0o777;
      if (entry.isDirectory()) {
        mkdirSync(join(partial, 'postgres', path));
        directories.push({ path, mode });
        walk(path);
      } else if (entry.isFile()) {
        copyFileSync(from, join(partial, 'postgres', path));
        const size = statSync(from).size;
        bytes += size;
        files.push({ path, bytes: size, mode, sha256: sha256(join(partial, 'postgres', path)) });
      } else {
        // A symlinked pg_wal or tablespace lives elsewhere: a copy of the folder would miss it.
        throw new Error(`${from} is not a plain file or folder; copy this cluster by hand (docs/operations.md)`);
      }
    }
  };
  mkdirSync(join(partial, 'postgres'));
  walk('.');
  // A server that started while we copied makes the copy worthless.
  if (clusterStatus(dataDir).running)
    throw new Error(`the embedded PostgreSQL in ${dataDir} was started during the copy; run npm run backup again`);
  const database = { kind: 'cluster-copy', folder: 'postgres', postgresMajor: major, binariesMajor: binariesMajor(), directories, files };
  return { database, summary: `the stopped embedded cluster (PostgreSQL ${major}, ${Math.round(bytes / 1024 / 1024)} MB)` };
}

async function backup() {
  const { flags } = parseArgs(process.argv.slice(2));
  const s = settings();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const out = resolve(typeof flags.out === 'string' ? flags.out : join('backups', `mixbuddy-${stamp}`));
  if (existsSync(out)) throw new Error(`${out} exists already`);

  const kind = method(s);
  const partial = `${out}.partial`;
  rmSync(partial, { recursive: true, force: true });
  // Only its owner may read it: it holds every personal detail and the sessions' (hashed) tokens.
  mkdirSync(partial, { recursive: true, mode: 0o700 });
  mkdirSync(join(partial, 'uploads'));
  let result;
  try {
    result = kind === 'pg_dump' ? await dump(s, partial) : copyCluster(s, partial);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  const { database, summary } = result;

  const uploads = [];
  if (existsSync(s.uploadsDir)) {
    for (const name of readdirSync(s.uploadsDir).filter(isUploadedFile).sort()) {
      const from = join(s.uploadsDir, name);
      if (!statSync(from).isFile()) continue;
      copyFileSync(from, join(partial, 'uploads', name));
      uploads.push({ name, bytes: statSync(from).size, sha256: sha256(join(partial, 'uploads', name)) });
    }
  }
  const manifest = { format: 1, createdAt: new Date().toISOString(), database, uploads };
  writeFileSync(join(partial, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  renameSync(partial, out);
  console.log(`Backup written to ${out}: ${summary} and ${uploads.length} uploaded images`);
  return out;
}

backup().catch((error) => {
  console.error(`Backup failed: ${error.message}`);
  process.exit(1);
});
