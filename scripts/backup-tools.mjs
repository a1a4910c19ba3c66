// What `npm run backup` and `npm run restore` share (docs/operations.md): where the database and
// the uploads folder are — the same settings as the server (DATABASE_URL, or the embedded cluster
// of EMBEDDED_POSTGRES_DIR / EMBEDDED_POSTGRES_PORT; UPLOADS_DIR) — which pg_dump / pg_restore
// fits a server, and whether the embedded cluster is running (a cold copy needs it stopped). These scripts run beside the server, not in it, so they read the
// environment themselves (cms/config.ts is the server's one reader); the defaults match it.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
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
    // Its package.json is not exported: from its entry point (dist/index.js) up to native/bin.
    return join(dirname(fromPackage.resolve(name)), '..', 'native', 'bin');
  } catch {
    return '';
  }
}

/** The embedded cluster's major version (its PG_VERSION file), or 0 when there is no cluster in the folder. */
export function clusterMajor(dataDir) {
  const file = join(dataDir, 'PG_VERSION');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').trim()) : 0;
}

/** The major version of the embedded-postgres binaries here (`postgres --version`), or 0 if they are missing. */
export function binariesMajor() {
  const dir = embeddedBinDir();
  if (!dir || !existsSync(join(dir, 'postgres'))) return 0;
  const version = execFileSync(join(dir, 'postgres'), ['--version'], { encoding: 'utf8' });
  return Number(/\(PostgreSQL\) (\d+)/.exec(version)?.[1] ?? 0);
}

/**
 * As root, the OS user the cluster runs as (`postgres`; PostgreSQL refuses root), created if
 * missing and `create` — as cms/db/embedded.ts does when it first starts a cluster.
 */
export function clusterUser({ create = false } = {}) {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    if (!create) return undefined;
    console.log('Creating the OS user "postgres": PostgreSQL does not run as root');
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'], {
      stdio: 'inherit',
    });
    return { uid: id('-u'), gid: id('-g') };
  }
}

/**
 * Whether the embedded cluster in `dataDir` is running — `pg_ctl status`, as cms/db/embedded.ts
 * asks it (run as the folder's owner: pg_ctl refuses root) — and the MixBuddy process that
 * started it (`mixbuddy-owner.pid`), if that one still lives.
 */
export function clusterStatus(dataDir) {
  if (!clusterMajor(dataDir)) return { running: false, ownerPid: 0 };
  const pgCtl = join(embeddedBinDir(), 'pg_ctl');
  let running;
  if (existsSync(pgCtl)) {
    const { uid, gid } = statSync(dataDir);
    const as = process.getuid?.() === 0 && uid !== 0 ? { uid, gid } : {};
    const status = spawnSync(pgCtl, ['status', '-D', dataDir], { ...as, encoding: 'utf8', env: { ...process.env, LC_MESSAGES: 'C' } });
    if (status.error) throw status.error;
    // 0: running; 3: not running; anything else (4: no readable cluster) is not an answer.
    if (status.status !== 0 && status.status !== 3) throw new Error(`pg_ctl status -D ${dataDir} failed: ${status.stdout}${status.stderr}`);
    running = status.status === 0;
  } else {
    // No binaries to ask: PostgreSQL's own test — a postmaster.pid whose process lives.
    const pidFile = join(dataDir, 'postmaster.pid');
    running = existsSync(pidFile) && alive(Number(readFileSync(pidFile, 'utf8').split('\n')[0]));
  }
  const ownerFile = join(dataDir, 'mixbuddy-owner.pid');
  const owner = running && existsSync(ownerFile) ? Number(readFileSync(ownerFile, 'utf8')) : 0;
  return { running, ownerPid: owner && alive(owner) ? owner : 0 };
}

/**
 * Why `npm run <command>` will not touch the running cluster in `dataDir`, and what to do: stop
 * the MixBuddy that owns it, or — with no live owner — wait for one that is stopping, or let a
 * start and Ctrl-C stop what a killed one left (cms/db/embedded.ts stops that on start).
 */
export function runningClusterMessage(dataDir, { ownerPid }, command) {
  return ownerPid
    ? `the embedded PostgreSQL in ${dataDir} is running (MixBuddy, process ${ownerPid}): stop MixBuddy first (Ctrl-C), then run npm run ${command} again`
    : `the embedded PostgreSQL in ${dataDir} is running without its MixBuddy (still stopping, or left by one that was killed): ` +
        `wait a moment and run npm run ${command} again; if it stays, start MixBuddy once (npm start) and stop it with Ctrl-C`;
}

function alive(pid) {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
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
