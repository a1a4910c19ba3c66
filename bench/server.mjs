// The built server (dist/server.mjs) as the benchmarks run it: production mode on a PostgreSQL
// database of their own, no demo data, quiet logs. Production refuses to start without Stripe keys; the
// benchmarks never pay, so they start it with STRIPE_SIMULATOR=true (card payments off, simulator not mounted).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';

export function startServer({ port, databaseUrl, env = {}, stdio = ['ignore', 'inherit', 'inherit'] }) {
  return spawn(process.execPath, ['dist/server.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      SESSION_SECRET: 'bench-session-secret-at-least-32-characters',
      SELLER_INFORMATION_KEY: '5e11e7c0ffee5e11e7c0ffee5e11e7c0ffee5e11e7c0ffee5e11e7c0ffee5e11',
      DAC7_OPERATOR_CVR: '12345674',
      STRIPE_SIMULATOR: 'true',
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
      ...env,
    },
    stdio,
  });
}

const freePort = () =>
  new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => ok(port));
    });
  });

/**
 * The PostgreSQL cluster a benchmark makes its database in: BENCH_DATABASE_URL (any cluster; the URL
 * of a database to connect to for creating and dropping others, e.g. postgres://postgres@127.0.0.1:5432/postgres)
 * when set, else an embedded cluster (cms/db/embedded.ts) started for the run and stopped by `stop()`.
 * The embedded one keeps its folder, bench/data/postgres, between runs, so a seeded volume database
 * (bench/backoffice.mjs, bench/render-cpu.mjs) and `bench/search.mjs --keep` outlive the run, as
 * their files did. One benchmark at a time on it: the cluster refuses a second live owner.
 */
export async function openBenchCluster() {
  let adminUrl = process.env.BENCH_DATABASE_URL;
  let stopCluster = async () => {};
  let where = 'BENCH_DATABASE_URL';
  if (!adminUrl) {
    const dataDir = resolve('bench/data/postgres');
    // As root the cluster runs as the OS user `postgres`, which must reach the folder's parent.
    mkdirSync(dirname(dataDir), { recursive: true, mode: 0o755 });
    // Node strips the types of this one module (nothing in it needs more).
    const { startEmbeddedPostgres } = await import('../cms/db/embedded.ts');
    const cluster = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'postgres' });
    adminUrl = cluster.adminUrl;
    stopCluster = cluster.stop;
    where = 'embedded';
  }
  const admin = async (sql, values) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await client.query(sql, values);
    } finally {
      await client.end();
    }
  };
  const version = (await admin('SHOW server_version')).rows[0].server_version.split(' ')[0];
  return {
    /** "PostgreSQL <version> (embedded)" or "(BENCH_DATABASE_URL)", for the reports. */
    description: `PostgreSQL ${version} (${where})`,
    urlOf: (name) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString(),
    exists: async (name) => Boolean((await admin('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount),
    /** An empty database `name`, dropped first if it exists. */
    create: async (name) => {
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin(`CREATE DATABASE "${name}"`);
    },
    drop: (name) => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
    /**
     * CPU seconds used so far by this cluster alone (not the other clusters or builds sharing the
     * machine): its postmaster's own and its ended backends' (which the postmaster collected), plus
     * each live child's. Needs the cluster on this machine and its postmaster.pid readable (root).
     */
    cpuSeconds: async () => {
      const dataDirectory = (await admin('SHOW data_directory')).rows[0].data_directory;
      const postmaster = Number(readFileSync(join(dataDirectory, 'postmaster.pid'), 'utf8').split('\n')[0]);
      let ticks = 0;
      for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
        try {
          // After the name: state, ppid, …; utime, stime, cutime, cstime are fields 11–14.
          const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
          if (Number(pid) !== postmaster && Number(fields[1]) !== postmaster) continue;
          ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
        } catch {
          // gone meanwhile
        }
      }
      return ticks / CLOCK_TICKS;
    },
    stop: stopCluster,
  };
}

export async function waitForServer(base) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

/**
 * `startServer`, then waits until it answers on its port (`waitForServer`); a server that never
 * answers is stopped before the error is thrown.
 */
export async function startedServer(options) {
  const child = startServer(options);
  try {
    await waitForServer(`http://127.0.0.1:${options.port}`);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return child;
}

/**
 * A server's own start migrates the database (and, with `SEED_DEMO_DATA: 'true'` in development,
 * seeds the demo data): started, waited for and stopped again.
 */
export async function prepareDatabase(options) {
  await stop(await startedServer(options));
}

/** Signs a demo account in through GraphQL; returns the session cookie (`name=value`). */
export async function signIn(base, email, password = 'mixbuddy-demo-2026') {
  const res = await fetch(`${base}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation($e: String!, $p: String!) { authenticateUserWithPassword(email: $e, password: $p) { ... on UserAuthenticationWithPasswordSuccess { item { id } } } }',
      variables: { e: email, p: password },
    }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`sign-in failed for ${email}`);
  return cookie;
}

/** SIGTERM, then the exit; at once for a child that has already exited (a crashed server). */
/** A GraphQL request as a browser sends it: the answer's body, errors included. */
export async function graphql(base, cookie, query, variables = {}) {
  const res = await fetch(`${base}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return res.json();
}

/**
 * A starter for a bench's own servers on one database, quiet, with the interval scheduler off and
 * emails written to `outbox`.
 */
export const serversOn =
  (databaseUrl, outbox) =>
  (port, env = {}) =>
    startServer({
      port,
      databaseUrl,
      env: { SCHEDULER_INTERVAL_MS: '0', EMAIL_OUTBOX_DIR: outbox, ...env },
      stdio: ['ignore', 'ignore', 'ignore'],
    });

export const stop = (child) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((ok) => {
        child.once('exit', ok);
        child.kill('SIGTERM');
      });

/** `--name=value` from the command line, as a number. */
export const numberArg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);

export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

export const recordedAt = () => `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * bench/RESULTS.md holds one section per benchmark script, each starting with `## <heading>`;
 * a script replaces its own section and keeps the others, in a fixed order.
 */
export function writeResultsSection(heading, section) {
  const file = 'bench/RESULTS.md';
  const existing = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const parts = existing.split(/^(?=## )/m);
  const head = parts[0].startsWith('## ') ? '# Benchmarks\n' : parts[0];
  const sections = new Map(parts.filter((p) => p.startsWith('## ')).map((p) => [p.slice(3, p.indexOf('\n')).trim(), p.trimEnd()]));
  sections.set(heading, `## ${heading}\n\n${section.trim()}`);
  const order = (h) => {
    const i = SECTION_ORDER.findIndex((prefix) => h.startsWith(prefix));
    return i === -1 ? SECTION_ORDER.length : i;
  };
  const body = [...sections.entries()]
    .sort((a, b) => order(a[0]) - order(b[0]))
    .map(([, text]) => text)
    .join('\n\n');
  writeFileSync(file, `${head.trimEnd()}\n\n${body}\n`);
}
const SECTION_ORDER = ['Public pages', 'Search', 'Back office', 'Several processes', 'Hostile GraphQL', 'Sign-in'];

export function percentiles(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  return { n: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: sorted.at(-1) };
}

/** Resident memory of a child process now, in MB (Linux /proc). */
export const rssOf = (child) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))[1]) / 1024;

/** `--name=value` from the command line, as text (undefined when absent). */
export const stringArg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

/** CPU seconds (user + system) a child process has used so far, from /proc (Linux). */
export function cpuSecondsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of /proc/<pid>/stat (11 and 12 after the name), in clock ticks.
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}
const CLOCK_TICKS = 100;

/**
 * Server CPU per request: `requests` sequential GETs of one path (after `warmup` requests),
 * the server process's own CPU time (user + system) before and after, divided by the count.
 * One request at a time, so it is work per request, not queueing. Linux only (/proc).
 */
/**
 * Page-cache misses on purpose: a new value per request of a parameter the cache keys on, one the
 * page then ignores (too many guests, a negative page number), so every miss renders the same page
 * as the plain address.
 */
export const missPaths = (menuId, talentId) => [
  ['/menu/{id} miss (page cache on)', (i) => `/menu/${menuId}?gaester=${1000 + i}`],
  ['/profile/{id} miss (page cache on)', (i) => `/profile/${talentId}?anmeldelser=-${1000 + i}`],
];

// Warm-up before measuring: V8 keeps optimising the render for the first hundred or so requests
// (on a quiet machine 20 warm-ups left the first page measured ~25 % above its steady cost).
export async function cpuPerRequest(base, pid, path, { requests = 200, headers = {}, warmup = 100 } = {}) {
  // `path` may be a function of the request's number (a new page-cache key each time).
  const pathOf = typeof path === 'function' ? path : () => path;
  let n = 0;
  const get = async () => {
    const url = pathOf(n++);
    const res = await fetch(base + url, { headers: { 'accept-encoding': 'br, gzip', ...headers } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  };
  for (let i = 0; i < warmup; i++) await get();
  const latencies = [];
  const before = cpuSecondsOf(pid);
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    await get();
    latencies.push(performance.now() - started);
  }
  return { cpuMs: ((cpuSecondsOf(pid) - before) * 1000) / requests, ...percentiles(latencies) };
}
