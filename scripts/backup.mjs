// `npm run backup [-- --out DIR]`: one folder with the database (pg_dump's custom format), the
// uploaded images and a manifest of checksums; `npm run restore -- DIR` puts them back
// (docs/operations.md). The database is dumped first and the images copied after it: image names
// are never reused or changed, and an image is stored before any row names it, so every image the
// dump refers to is in the copy. The folder appears under its final name only when complete.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { databaseUrlOf, isUploadedFile, parseArgs, pick, serverMajor, settings } from './backup-tools.mjs';

const sha256 = (path) => createHash('sha256').update(readFileSync(path)).digest('hex');

async function backup() {
  const { flags } = parseArgs(process.argv.slice(2));
  const s = settings();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const out = resolve(typeof flags.out === 'string' ? flags.out : join('backups', `mixbuddy-${stamp}`));
  if (existsSync(out)) throw new Error(`${out} exists already`);

  const url = new URL(databaseUrlOf(s));
  const major = await serverMajor(url.toString());
  const pgDump = pick('pg_dump', major, s.pgDump);
  const partial = `${out}.partial`;
  rmSync(partial, { recursive: true, force: true });
  // Only its owner may read it: it holds every personal detail and the sessions' (hashed) tokens.
  mkdirSync(partial, { recursive: true, mode: 0o700 });
  mkdirSync(join(partial, 'uploads'));

  // The password goes through the environment, not the command line (visible in `ps`).
  const password = decodeURIComponent(url.password);
  url.password = '';
  const dumpFile = join(partial, 'database.dump');
  console.log(`Dumping ${url.host}${url.pathname} (PostgreSQL ${major}) with ${pgDump.path} (${pgDump.major})`);
  execFileSync(pgDump.path, ['--format=custom', '--compress=6', `--file=${dumpFile}`, `--dbname=${url.toString()}`], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  });

  const uploads = [];
  if (existsSync(s.uploadsDir)) {
    for (const name of readdirSync(s.uploadsDir).filter(isUploadedFile).sort()) {
      const from = join(s.uploadsDir, name);
      if (!statSync(from).isFile()) continue;
      copyFileSync(from, join(partial, 'uploads', name));
      uploads.push({ name, bytes: statSync(from).size, sha256: sha256(join(partial, 'uploads', name)) });
    }
  }
  const manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: { file: 'database.dump', serverMajor: major, pgDump: pgDump.version, pgDumpMajor: pgDump.major, sha256: sha256(dumpFile) },
    uploads,
  };
  writeFileSync(join(partial, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  renameSync(partial, out);
  const dumpBytes = statSync(join(out, 'database.dump')).size;
  console.log(`Backup written to ${out}: the database (${Math.round(dumpBytes / 1024)} KB) and ${uploads.length} uploaded images`);
  return out;
}

backup().catch((error) => {
  console.error(`Backup failed: ${error.message}`);
  process.exit(1);
});
