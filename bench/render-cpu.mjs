// Server CPU per rendered page, measured from the outside: N sequential requests per page against
// the built server (production mode) on a volume database, reading the server process's own CPU
// time (/proc/<pid>/stat, user + system) before and after. One request at a time, so the numbers
// are work per render, not queueing. Linux only.
//
//   node bench/render-cpu.mjs [--requests=200] [--menus=10000] [--bookings=50000] [--db=bench/data/volume.db] [--reseed]
//
// Seeds the database with bench/seed-volume.mjs when it does not exist (or with --reseed).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { benchMenuId, seedVolume } from './seed-volume.mjs';
import { startServer, stop, waitForServer } from './server.mjs';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const REQUESTS = Number(arg('requests', 200));
const PORT = Number(arg('port', 3292));
const dbPath = resolve(arg('db', 'bench/data/volume.db'));
const base = `http://127.0.0.1:${PORT}`;
const TICK_MS = 10; // USER_HZ is 100 on Linux

if (process.argv.includes('--reseed') || !existsSync(dbPath)) {
  console.log('seeded', await seedVolume({ dbPath, port: PORT, menus: Number(arg('menus', 10_000)), bookings: Number(arg('bookings', 50_000)) }));
}

/** CPU milliseconds (user + system) the process has used so far. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

async function signIn(email, password) {
  const res = await fetch(`${base}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($e: String!, $p: String!) { authenticateUserWithPassword(email: $e, password: $p) { ... on UserAuthenticationWithPasswordSuccess { item { id } } } }',
      variables: { e: email, p: password },
    }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`sign-in failed for ${email}`);
  return cookie;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function measure(server, label, path, headers = {}) {
  const get = async () => {
    const res = await fetch(base + path, { headers });
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    await res.arrayBuffer();
  };
  for (let i = 0; i < 20; i++) await get(); // warm up (JIT, caches)
  const latencies = [];
  const before = cpuMs(server.pid);
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    await get();
    latencies.push(performance.now() - start);
  }
  const cpu = (cpuMs(server.pid) - before) / REQUESTS;
  latencies.sort((a, b) => a - b);
  const row = { page: label, cpuPerRequestMs: Number(cpu.toFixed(1)), p50Ms: Number(percentile(latencies, 50).toFixed(1)), p95Ms: Number(percentile(latencies, 95).toFixed(1)) };
  console.log(row);
  return row;
}

const server = startServer({ port: PORT, databaseFile: dbPath });
try {
  await waitForServer(base);
  const menuPath = `/menu/${benchMenuId(4242)}`;
  const html = await (await fetch(base + menuPath)).text();
  const profilePath = /href="(\/profile\/[a-z0-9]+)"/i.exec(html)?.[1];
  if (!profilePath) throw new Error('no profile link on the menu page');
  const customer = await signIn('kunde@mixbuddy.dk', 'mixbuddy-demo-2026');
  const rows = [
    await measure(server, '/', '/'),
    await measure(server, '/menu/{id}', menuPath),
    await measure(server, '/profile/{id}', profilePath),
    await measure(server, '/menu/{id} signed in (customer)', menuPath, { cookie: customer }),
  ];
  console.log(`\n${REQUESTS} sequential requests per page, server CPU (user + system) per request:\n`);
  console.log('| page | CPU/request | p50 | p95 |\n|---|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.page} | ${r.cpuPerRequestMs} ms | ${r.p50Ms} ms | ${r.p95Ms} ms |`);
} finally {
  await stop(server);
}
