// Server CPU per rendered page, measured from the outside: N sequential requests per page against
// the built server (production mode, page cache off so every request renders) on a volume
// database, reading the server process's own CPU time (/proc, user + system) before and after.
// One request at a time, so the numbers are work per render, not queueing. Then the same server
// with its page cache on, asked for a new cache key each time: a real miss (render, compress, store).
// Linux only.
//
//   node bench/render-cpu.mjs [--requests=200] [--menus=10000] [--bookings=50000] [--db=mixbuddy_bench_volume] [--reseed]
//
// `--db` names a database in the bench cluster (bench/server.mjs: BENCH_DATABASE_URL's, else the
// embedded one in bench/data/postgres); seeds it with bench/seed-volume.mjs when it does not exist
// (or with --reseed). A quick check: --requests=20 --menus=200 --bookings=500 --db=mixbuddy_bench_small --reseed.
// `npm run bench` measures the same with its other numbers; this is the quick rerun.
import pg from 'pg';
import { benchMenuId, volumeDatabase } from './seed-volume.mjs';
import { cpuPerRequest, loadAverage, missPaths, numberArg, openBenchCluster, signIn, startedServer, stop } from './server.mjs';

const REQUESTS = numberArg('requests', 200);
const PORT = numberArg('port', 3292);
const base = `http://127.0.0.1:${PORT}`;

async function measure(server, page, path, headers = {}) {
  const row = { page, ...(await cpuPerRequest(base, server.pid, path, { requests: REQUESTS, headers })) };
  console.log(page, `${row.cpuMs.toFixed(1)} ms CPU`);
  return row;
}

const cluster = await openBenchCluster();
let server;
try {
  const database = await volumeDatabase(cluster, PORT);
  server = await startedServer({ port: PORT, databaseUrl: cluster.urlOf(database), env: { PAGE_CACHE: 'off' } });
  // bench00004242, or the first generated menu of a smaller database.
  const db = new pg.Client({ connectionString: cluster.urlOf(database) });
  await db.connect();
  const menuId = (
    await db.query(`SELECT "id" FROM "Menu" WHERE "id" LIKE 'bench%' ORDER BY "id" = $1 DESC, "id" LIMIT 1`, [benchMenuId(4242)])
  ).rows[0].id;
  await db.end();
  const menuPath = `/menu/${menuId}`;
  const profilePath = /href="(\/profile\/[a-z0-9]+)"/i.exec(await (await fetch(base + menuPath)).text())?.[1];
  if (!profilePath) throw new Error('no profile link on the menu page');
  const customer = await signIn(base, 'kunde@mixbuddy.dk');
  const load = loadAverage();
  const rows = [
    await measure(server, '/', '/'),
    await measure(server, '/menu/{id}', menuPath),
    await measure(server, '/profile/{id}', profilePath),
    await measure(server, '/menu/{id} signed in (customer)', menuPath, { cookie: customer }),
  ];
  // Real misses: the page cache on, a new key per request (render, compress, store).
  await stop(server);
  server = await startedServer({ port: PORT, databaseUrl: cluster.urlOf(database) });
  for (const [page, path] of missPaths(menuPath.slice('/menu/'.length), profilePath.slice('/profile/'.length)))
    rows.push(await measure(server, page, path));
  console.log(`\n${REQUESTS} sequential requests per page, load average ${load} at the start; server CPU (user + system) per request:\n`);
  console.log('| page | CPU/request | p50 | p95 |\n|---|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.page} | ${r.cpuMs.toFixed(1)} ms | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms |`);
} finally {
  if (server) await stop(server);
  await cluster.stop();
}
