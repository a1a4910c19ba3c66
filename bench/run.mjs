// `npm run bench`, part 1: the public pages at 10,000 menus, measured against a static file served by
// the same process in the same run (the machine is shared and noisy: ratios, not absolutes).
//
//   1. seeds its own PostgreSQL database (mixbuddy_bench_pages in the bench cluster: BENCH_DATABASE_URL's,
//      else an embedded one, bench/server.mjs; seeded by bench/seed-volume.mjs): the Danish demo data,
//      then 10,000 generated published menus;
//   2. starts the real built server (dist/server.mjs) on that database, with NODE_ENV=production;
//   3. autocannon, interleaved rounds of: a static file, /, /soeg?q=…&filters, /menu/{id}, /profile/{id}
//      (page cache warm) — once quiet and once while a writer changes a menu 10 times per second;
//   4. CPU per render with the page cache off (PAGE_CACHE=off): the server's own CPU time over N
//      sequential requests, anonymous and signed in;
//   5. Chromium (Playwright): the JavaScript each page loads, gzip-compressed size;
//   6. Lighthouse (system Chromium): performance and accessibility scores;
// and writes the "Public pages" section of bench/RESULTS.md. Not part of `npm test`.
// Options: --menus=N --duration=S (per autocannon run) --rounds=R --renders=N; a quick check of the
// script itself: --menus=200 --duration=1 --rounds=1 --renders=10.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { chromium } from '@playwright/test';
import {
  cpuPerRequest,
  loadAverage,
  missPaths,
  numberArg,
  openBenchCluster,
  recordedAt,
  signIn as signInAt,
  startedServer,
  stop,
  writeResultsSection,
} from './server.mjs';
import { benchMenuId, seedVolume } from './seed-volume.mjs';

const MENUS = numberArg('menus', 10_000);
const DURATION = numberArg('duration', 5);
const ROUNDS = numberArg('rounds', 3);
const RENDERS = numberArg('renders', 200);
const PORT = numberArg('port', 3290);
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const DATABASE = 'mixbuddy_bench_pages';
const base = `http://127.0.0.1:${PORT}`;
const staticDir = resolve('site/dist/client/bench-static');
const STATIC_PATH = '/bench-static/menu.html';
const DEMO_PASSWORD = 'mixbuddy-demo-2026';
const signIn = (email) => signInAt(base, email, DEMO_PASSWORD);

const cluster = await openBenchCluster();
const startBenchServer = (env = {}) => startedServer({ port: PORT, databaseUrl: cluster.urlOf(DATABASE), env });

// ── 3. load ─────────────────────────────────────────────────────────────────────────────────
async function load(path) {
  const result = await autocannon({ url: base + path, connections: 10, duration: DURATION, headers: { 'accept-encoding': 'br, gzip' } });
  if (result.non2xx || result.errors) throw new Error(`${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** ROUNDS rounds of [static, ...pages], each page's req/s divided by the static file's in the same round. */
async function interleaved(pages) {
  const runs = Object.fromEntries(pages.map((p) => [p.name, []]));
  const statics = [];
  for (let round = 0; round < ROUNDS; round++) {
    const stat = await load(STATIC_PATH);
    statics.push(stat);
    for (const page of pages) runs[page.name].push({ ...(await load(page.path)), ratio: 0, static: stat.rps });
    for (const page of pages) runs[page.name].at(-1).ratio = runs[page.name].at(-1).rps / stat.rps;
    console.log(
      `round ${round + 1}`,
      Object.fromEntries(pages.map((p) => [p.name, Math.round(runs[p.name].at(-1).rps)])),
      'static',
      Math.round(stat.rps),
    );
  }
  return {
    static: { rps: median(statics.map((s) => s.rps)), p50: median(statics.map((s) => s.p50)), p99: median(statics.map((s) => s.p99)) },
    pages: pages.map((page) => {
      const r = runs[page.name];
      return {
        name: page.name,
        rps: median(r.map((x) => x.rps)),
        p50: median(r.map((x) => x.p50)),
        p99: median(r.map((x) => x.p99)),
        ratio: median(r.map((x) => x.ratio)),
        ratios: r.map((x) => x.ratio),
      };
    }),
  };
}

/** An admin changes menus' titles through the generated GraphQL API, `perSecond` times a second. */
function startWriter(cookie, menuIds, perSecond) {
  let writes = 0;
  let failures = 0;
  const timer = setInterval(() => {
    const id = menuIds[writes % menuIds.length];
    writes++;
    fetch(`${base}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        query: 'mutation($id: ID!, $t: String!) { updateMenu(where: { id: $id }, data: { title: $t }) { id } }',
        variables: { id, t: `Cocktails til firmafest, version ${writes}` },
      }),
    })
      .then((r) => r.json())
      .then((r) => {
        if (r.errors) failures++;
      })
      .catch(() => failures++);
  }, 1000 / perSecond);
  return {
    stop: () => {
      clearInterval(timer);
      return { writes, failures };
    },
  };
}

// ── 5. JavaScript weight ────────────────────────────────────────────────────────────────────
async function javascriptWeight(browser, path) {
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.body().then((body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length })));
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  // Inline module scripts count too.
  const inline = await page.$$eval('script:not([src])', (els) =>
    els.filter((e) => !e.type || e.type === 'module' || e.type === 'text/javascript').map((e) => e.textContent ?? ''),
  );
  const files = await Promise.all(scripts);
  await page.close();
  const inlineGzip = inline.reduce((sum, text) => sum + gzipSync(Buffer.from(text), { level: 9 }).length, 0);
  return { path, files: files.length, gzip: files.reduce((s, f) => s + f.gzip, 0) + inlineGzip, raw: files.reduce((s, f) => s + f.raw, 0) };
}

// ── 6. Lighthouse ───────────────────────────────────────────────────────────────────────────
async function lighthouseScores(paths) {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
  const scores = [];
  try {
    for (const path of paths) {
      const audit = () =>
        lighthouse(base + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
      let run = await audit();
      // On a loaded machine a trace now and then fails (no score, no LCP): one retry.
      if (run.lhr.categories.performance.score == null || !run.lhr.audits['largest-contentful-paint'].numericValue) run = await audit();
      const c = run.lhr.categories;
      scores.push({
        path,
        performance: Math.round(c.performance.score * 100),
        accessibility: Math.round(c.accessibility.score * 100),
        lcp: Math.round(run.lhr.audits['largest-contentful-paint'].numericValue),
      });
    }
  } finally {
    await chrome.kill();
  }
  return scores;
}

// ── run ─────────────────────────────────────────────────────────────────────────────────────
let server;
try {
  // ── 1. data ─────────────────────────────────────────────────────────────────────────────────
  const { published } = await seedVolume({ cluster, database: DATABASE, port: PORT, menus: MENUS });
  console.log(`seeded: ${published} published menus`);
  const db = new pg.Client({ connectionString: cluster.urlOf(DATABASE) });
  await db.connect();
  const menuId = benchMenuId(Math.floor(MENUS * 0.4242)); // bench00004242 at 10,000 menus
  const talentId = (await db.query('SELECT "talent" FROM "Menu" WHERE "id" = $1', [menuId])).rows[0].talent;
  // The writer changes other menus of the same talent: each write invalidates that talent's profile, / and /soeg.
  const writerMenus = (await db.query('SELECT "id" FROM "Menu" WHERE "talent" = $1 AND "id" <> $2 LIMIT 20', [talentId, menuId])).rows.map(
    (r) => r.id,
  );
  await db.end();
  const searchPath = `/soeg?q=${encodeURIComponent('rabarber bryllup')}&region=hovedstaden&gaester=20&maxpris=600&sort=pris`;
  const pages = [
    { name: '/', path: '/' },
    { name: '/soeg (text + filters)', path: searchPath },
    { name: '/menu/{id}', path: `/menu/${menuId}` },
    { name: '/profile/{id}', path: `/profile/${talentId}` },
  ];

  // The static file: the menu page's own HTML, written before the server starts (it reads its file list once).
  server = await startBenchServer();
  const menuHtml = await (await fetch(`${base}/menu/${menuId}`)).text();
  await stop(server);
  mkdirSync(staticDir, { recursive: true });
  writeFileSync(join(staticDir, 'menu.html'), menuHtml);
  // With its .br/.gz twins, as the build writes them for every built file: the static file at its best.
  writeFileSync(join(staticDir, 'menu.html.br'), brotliCompressSync(menuHtml));
  writeFileSync(join(staticDir, 'menu.html.gz'), gzipSync(menuHtml, { level: 9 }));

  const startLoad = loadAverage();
  server = await startBenchServer();
  for (const page of pages) await fetch(base + page.path); // fill the page cache
  const cacheStates = await Promise.all(pages.map(async (p) => (await fetch(base + p.path)).headers.get('x-cache') ?? '–'));
  const quiet = await interleaved(pages);
  const writer = startWriter(await signIn('admin@mixbuddy.dk'), writerMenus, 10);
  const writing = await interleaved(pages);
  const writes = writer.stop();
  console.log('writes', writes);

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const weights = [];
  for (const page of pages) weights.push({ name: page.name, ...(await javascriptWeight(browser, page.path)) });
  await browser.close();
  const scores = (await lighthouseScores(pages.map((p) => p.path))).map((s, i) => ({ ...s, name: pages[i].name }));
  // True misses: the page cache on, every request a new key (a known query parameter's new value),
  // so each one renders, compresses (in the encoding asked for) and stores its page.
  const misses = [];
  for (const [name, path] of missPaths(menuId, talentId))
    misses.push({ name, ...(await cpuPerRequest(base, server.pid, path, { requests: RENDERS })) });
  await stop(server);

  // Cache misses: the same pages rendered every time.
  server = await startBenchServer({ PAGE_CACHE: 'off' });
  const renders = [];
  for (const page of pages) renders.push({ name: page.name, ...(await cpuPerRequest(base, server.pid, page.path, { requests: RENDERS })) });
  const customer = await signIn('kunde@mixbuddy.dk');
  renders.push({
    name: '/menu/{id} signed in (customer)',
    ...(await cpuPerRequest(base, server.pid, `/menu/${menuId}`, { requests: RENDERS, headers: { cookie: customer } })),
  });
  renders.push(...misses);
  console.log(renders);

  const ms = (n) => `${Math.round(n)} ms`;
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const rps = (n) => Math.round(n).toLocaleString('da-DK');
  const table = (run) => `| page | req/s | p50 | p99 | × static (median of rounds) | × static per round |
|---|---:|---:|---:|---:|---|
| static file (${STATIC_PATH}) | ${rps(run.static.rps)} | ${ms(run.static.p50)} | ${ms(run.static.p99)} | 1.00 | |
${run.pages.map((p) => `| ${p.name} | ${rps(p.rps)} | ${ms(p.p50)} | ${ms(p.p99)} | **${p.ratio.toFixed(2)}** | ${p.ratios.map((r) => r.toFixed(2)).join(', ')} |`).join('\n')}`;
  const section = `Rerun: \`npm run bench\` (this part alone: \`node bench/run.mjs\`, options \`--menus=${MENUS} --duration=${DURATION} --rounds=${ROUNDS} --renders=${RENDERS}\`).
Recorded ${recordedAt()} on this machine (2 shared cores, load average ${startLoad} at the start, ${loadAverage()} at the end),
${cluster.description}, ${MENUS.toLocaleString('da-DK')} published menus, \`NODE_ENV=production\`, built server (\`dist/server.mjs\`), client on the same machine.
autocannon, 10 connections, ${DURATION} s per URL, \`Accept-Encoding: br, gzip\`, ${ROUNDS} interleaved rounds; each round measures the
static file first and every page's req/s is divided by that round's static rate. Page cache state of the pages before the runs: ${cacheStates.join(', ')}.

### Anonymous pages, page cache warm

${table(quiet)}

### The same while a writer changes a menu 10 times per second

An admin renames one of the same talent's other menus through \`updateMenu\` 10 times a second (${writes.writes} writes, ${writes.failures} failed);
each write invalidates that menu, the talent's profile, \`/\` and \`/soeg\`.

${table(writing)}

Search URL: \`${searchPath}\`.

### CPU per render (page cache off: \`PAGE_CACHE=off\`; the last rows: real misses with the cache on)

The server process's own CPU time (user + system, from \`/proc\`) over ${RENDERS} sequential requests after 100 warm-up requests, divided by ${RENDERS}.
The "miss" rows ask for a new cache key every time, so each request renders, compresses (in the encoding asked for: brotli) and stores the page.

| page | CPU per render | latency p50 (sequential) |
|---|---:|---:|
${renders.map((r) => `| ${r.name} | **${r.cpuMs.toFixed(1)} ms** | ${r.p50.toFixed(1)} ms |`).join('\n')}

### JavaScript shipped (gzip -9 of every script the page loads, inline included)

| page | scripts | raw | gzip |
|---|---:|---:|---:|
${weights.map((w) => `| ${w.name} | ${w.files} | ${kb(w.raw)} | ${kb(w.gzip)} |`).join('\n')}

### Lighthouse (mobile defaults, system Chromium)

| page | performance | accessibility | LCP |
|---|---:|---:|---:|
${scores.map((s) => `| ${s.name} | ${s.performance} | ${s.accessibility} | ${ms(s.lcp)} |`).join('\n')}
`;
  writeResultsSection('Public pages', section);
  console.log(section);
} finally {
  rmSync(staticDir, { recursive: true, force: true });
  if (server) await stop(server);
  await cluster.drop(DATABASE);
  await cluster.stop();
}
