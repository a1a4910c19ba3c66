// `npm run bench`: load and page-weight benchmarks of the public site at 10,000 menus.
//
//   1. seeds its own SQLite database (bench/data/bench.db, bench/seed-volume.mjs): the Danish demo
//      data, then 10,000 generated published menus (the FTS5 triggers index them as they are inserted);
//   2. starts the real built server (dist/server.mjs) on that database, with NODE_ENV=production;
//   3. autocannon: requests/s and p50/p95/p99 latency of /, /soeg?q=…&filters, /menu/{id}, and the
//      HTML of /menu/{id} saved as a static file served by the same process (SSR/static ratio);
//   4. Chromium (Playwright): the JavaScript each page loads, gzip-compressed size;
//   5. Lighthouse (system Chromium): performance and accessibility scores;
// and writes bench/RESULTS.md. Not part of `npm test`. Options: --menus=N --duration=S
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { startServer, stop, waitForServer } from './server.mjs';
import { benchMenuId, seedVolume } from './seed-volume.mjs';

const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const MENUS = arg('menus', 10_000);
const DURATION = arg('duration', 10);
const PORT = arg('port', 3290);
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const dataDir = resolve('bench/data');
const dbPath = join(dataDir, 'bench.db');
const base = `http://127.0.0.1:${PORT}`;
const staticDir = resolve('site/dist/client/bench-static');

const startBenchServer = () => startServer({ port: PORT, databaseFile: dbPath });

// ── 1. data ─────────────────────────────────────────────────────────────────────────────────
async function seed() {
  const { indexed } = await seedVolume({ dbPath, port: PORT, menus: MENUS });
  return indexed;
}

// ── 3. load ─────────────────────────────────────────────────────────────────────────────────
async function load(path) {
  const result = await autocannon({ url: base + path, connections: 10, duration: DURATION, headers: { 'accept-encoding': 'gzip' } });
  if (result.non2xx) throw new Error(`${path}: ${result.non2xx} non-2xx answers`);
  return { path, rps: Math.round(result.requests.average), p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99 };
}

// ── 4. JavaScript weight ────────────────────────────────────────────────────────────────────
async function javascriptWeight(browser, path) {
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length })));
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  // Inline module scripts count too.
  const inline = await page.$$eval('script:not([src])', (els) => els.filter((e) => !e.type || e.type === 'module' || e.type === 'text/javascript').map((e) => e.textContent ?? ''));
  const files = await Promise.all(scripts);
  await page.close();
  const inlineGzip = inline.reduce((sum, text) => sum + gzipSync(Buffer.from(text), { level: 9 }).length, 0);
  return { path, files: files.length, gzip: files.reduce((s, f) => s + f.gzip, 0) + inlineGzip, raw: files.reduce((s, f) => s + f.raw, 0) };
}

// ── 5. Lighthouse ───────────────────────────────────────────────────────────────────────────
async function lighthouseScores(paths) {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
  const scores = [];
  try {
    for (const path of paths) {
      const run = await lighthouse(base + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
      const c = run.lhr.categories;
      scores.push({ path, performance: Math.round(c.performance.score * 100), accessibility: Math.round(c.accessibility.score * 100), lcp: Math.round(run.lhr.audits['largest-contentful-paint'].numericValue) });
    }
  } finally {
    await chrome.kill();
  }
  return scores;
}

// ── run ─────────────────────────────────────────────────────────────────────────────────────
const indexed = await seed();
console.log(`seeded: ${indexed} menus in the search index`);
const server = startBenchServer();
try {
  await waitForServer(base);
  const menuId = benchMenuId(4242);
  const searchPath = `/soeg?q=${encodeURIComponent('rabarber bryllup')}&region=hovedstaden&gaester=20&maxpris=600&sort=pris`;
  const paths = ['/', searchPath, `/menu/${menuId}`];
  const menuHtml = await (await fetch(`${base}/menu/${menuId}`)).text();
  mkdirSync(staticDir, { recursive: true });
  writeFileSync(join(staticDir, 'menu.html'), menuHtml);
  for (const path of paths) await fetch(base + path); // warm up

  const loads = [];
  for (const path of [...paths, '/bench-static/menu.html']) {
    loads.push(await load(path));
    console.log(loads.at(-1));
  }
  // The search itself (GraphQL `searchMenus`, one request at a time, no page rendering).
  const searchQuery = JSON.stringify({
    query: 'query($s: MenuSearchInput!) { searchMenus(search: $s) { total menus { id title } } }',
    variables: { s: { text: 'rabarber bryllup', region: 'hovedstaden', guests: 20, maxPrice: 60000, sort: 'pris' } },
  });
  const api = await autocannon({ url: `${base}/api/graphql`, method: 'POST', connections: 1, duration: DURATION, body: searchQuery, headers: { 'content-type': 'application/json' } });
  const searchApi = { rps: Math.round(api.requests.average), p50: api.latency.p50, p90: api.latency.p90, p97_5: api.latency.p97_5, p99: api.latency.p99 };
  console.log('searchMenus', searchApi);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const weights = [];
  for (const path of paths) weights.push(await javascriptWeight(browser, path));
  await browser.close();
  console.log(weights);
  const scores = await lighthouseScores(paths);
  console.log(scores);

  const ms = (n) => `${n} ms`;
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const ssr = loads[2].rps;
  const stat = loads[3].rps;
  const label = (p) => (p.startsWith('/soeg') ? '/soeg (text + filters)' : p.startsWith('/menu') ? '/menu/{id}' : p.startsWith('/bench-static') ? '/menu/{id} as static file' : p);
  const md = `# Benchmarks — public site at ${MENUS.toLocaleString('da-DK')} menus

Rerun: \`npm run bench\` (options \`--menus=10000 --duration=${DURATION}\`). Recorded ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on this
machine (2 shared cores, load average ${os.loadavg().map((n) => n.toFixed(1)).join(" / ")} at the start), SQLite (FTS5), \`NODE_ENV=production\`,
autocannon with 10 connections for ${DURATION} s per URL, gzip accepted.

## Throughput and latency

| page | req/s | p50 | p97.5 | p99 |
|---|---:|---:|---:|---:|
${loads.map((l) => `| ${label(l.path)} | ${l.rps} | ${ms(l.p50)} | ${ms(l.p97_5)} | ${ms(l.p99)} |`).join('\n')}

Search URL: \`${searchPath}\`.

The search on its own (GraphQL \`searchMenus\` with the same text and filters, one connection, so
no queueing behind other requests): **p50 ${ms(searchApi.p50)}, p90 ${ms(searchApi.p90)}, p97.5 ${ms(searchApi.p97_5)}
(so p95 ≤ ${ms(searchApi.p97_5)}), p99 ${ms(searchApi.p99)}**, ${searchApi.rps} req/s.
**SSR/static throughput ratio for /menu/{id}: ${(ssr / stat).toFixed(2)}** (${ssr} vs ${stat} req/s) — the same HTML
served as a file by the same process (\`express.static\`).

## JavaScript shipped (gzip -9 of every script the page loads, inline included)

| page | scripts | raw | gzip |
|---|---:|---:|---:|
${weights.map((w) => `| ${label(w.path)} | ${w.files} | ${kb(w.raw)} | ${kb(w.gzip)} |`).join('\n')}

## Lighthouse (mobile defaults, system Chromium)

| page | performance | accessibility | LCP |
|---|---:|---:|---:|
${scores.map((s) => `| ${label(s.path)} | ${s.performance} | ${s.accessibility} | ${ms(s.lcp)} |`).join('\n')}
`;
  writeFileSync('bench/RESULTS.md', md);
  console.log(md);
} finally {
  rmSync(staticDir, { recursive: true, force: true });
  await stop(server);
}
