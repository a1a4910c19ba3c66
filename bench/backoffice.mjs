// The back office's first screens in Chromium (the dashboard, the bookings table): the JavaScript
// fetched before the screen is usable (gzipped) and the time until it is, cold and warm. The
// dashboard's 250 KB is also a test (tests/e2e/backoffice-screens.spec.ts), counted the same way.
// The back office's list screens, timed as an admin sees them: for each screen the GraphQL calls
// its react-admin view makes on load (the list, the always-on reference filters' choices, then the
// referenced rows the table shows), through the real data provider (backoffice/src/dataProvider/,
// bundled here with esbuild) against the built server in production mode.
//
//   node bench/backoffice.mjs [--menus=10000] [--bookings=50000] [--rounds=30] [--db=mixbuddy_bench_volume] [--reseed]
//   node bench/backoffice.mjs --menus=0 --bookings=0 --db=mixbuddy_bench_demo   # the demo data alone
//
// `--db` names a database in the bench cluster (bench/server.mjs: BENCH_DATABASE_URL's, else the
// embedded one in bench/data/postgres, which keeps it between runs). Seeds it with
// bench/seed-volume.mjs when it does not exist (or with --reseed), and writes the "Back office
// lists" section of bench/RESULTS.md. A quick check: --menus=200 --bookings=500 --rounds=3 --db=mixbuddy_bench_small --reseed.
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { buildSchema, introspectionFromSchema } from 'graphql';
import { volumeArgs, volumeDatabase } from './seed-volume.mjs';
import {
  loadAverage,
  numberArg,
  openBenchCluster,
  percentiles,
  recordedAt,
  signIn,
  startedServer,
  stop,
  writeResultsSection,
} from './server.mjs';

const ROUNDS = numberArg('rounds', 30);
const PORT = numberArg('port', 3295);
const base = `http://127.0.0.1:${PORT}`;

// The data provider as the browser build has it, with the schema the build embeds.
const out = resolve('bench/data/backoffice');
mkdirSync(out, { recursive: true });
await build({
  entryPoints: ['backoffice/src/dataProvider/index.ts', 'backoffice/src/dataProvider/keystoneSchema.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  outdir: out,
  outExtension: { '.js': '.mjs' },
  alias: { '@apollo/client': './backoffice/src/shims/apollo-client.ts' }, // as backoffice/vite.config.ts
  logLevel: 'warning',
});
const { createDataProvider } = await import(pathToFileURL(resolve(out, 'index.mjs')).href);
const { trimIntrospection } = await import(pathToFileURL(resolve(out, 'keystoneSchema.mjs')).href);
const schema = trimIntrospection(introspectionFromSchema(buildSchema(readFileSync('generated/schema.graphql', 'utf8'))).__schema);

let cookie = '';
const cookieFetch = async (input, init) => {
  const headers = new Headers(init?.headers);
  if (cookie) headers.set('cookie', cookie);
  return fetch(input, { ...init, headers });
};

const ids = (rows, key) => [...new Set(rows.flatMap((r) => (Array.isArray(r[key]) ? r[key] : [r[key]])).filter(Boolean))];
const list = (sort, order, perPage = 25, filter = {}) => ({ pagination: { page: 1, perPage }, sort: { field: sort, order }, filter });

/** Each screen: the calls on load; `then` runs after the list answered (ReferenceField's getMany). */
const screens = {
  // The names come with the rows (prefetch), and the people filters fetch choices only once typed in.
  bookings: (dp) => ({
    first: [dp.getList('bookings', { ...list('startsAt', 'DESC'), meta: { prefetch: ['customer', 'talent', 'menu'] } })],
    then: () => [],
  }),
  messages: (dp) => ({
    first: [dp.getList('messages', list('lastMessageAt', 'DESC'))],
    then: ([{ data }]) => [
      dp.getMany('users', { ids: ids(data, 'participantsIds') }),
      dp.getMany('bookings', { ids: ids(data, 'bookingId') }),
    ],
  }),
  users: (dp) => ({ first: [dp.getList('users', list('createdAt', 'DESC'))], then: () => [] }),
  payoffs: (dp) => ({
    first: [dp.getList('payoffs', list('createdAt', 'ASC'))],
    then: async ([{ data }]) => {
      const talents = await dp.getMany('talents', { ids: ids(data, 'talentId') });
      return [dp.getMany('bank-accounts', { ids: ids(talents.data, 'bankAccountId') })];
    },
  }),
  support: (dp) => ({ first: [dp.getList('support', list('createdAt', 'DESC', 10, { status: 'new' }))], then: () => [] }),
};

/** The first screens in Chromium: gzipped JS fetched before usable (cold) and the time to usable (cold, warm). */
async function firstScreens(base, cookie) {
  const screens = [
    { screen: 'dashboard (/admin)', path: '/admin', ready: '[data-testid="today-vetting"]' },
    { screen: 'bookings (/admin/bookings)', path: '/admin/bookings', ready: 'tbody tr' },
  ];
  // The system's Chromium, as the e2e tests use it (tests/e2e/playwright.config.ts).
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
  const rows = [];
  try {
    for (const { screen, path, ready } of screens) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addCookies(
        cookie.split(/;\s*/).map((pair) => {
          const [name, ...value] = pair.split('=');
          return { name, value: value.join('='), url: base };
        }),
      );
      const open = async (collect) => {
        const page = await context.newPage();
        // Every script once, module preloads included (Chromium may not type those as scripts).
        const scripts = new Map();
        if (collect)
          page.on('response', (response) => {
            const url = response.url();
            if (response.request().resourceType() !== 'script' && !/\.m?js$/.test(new URL(url).pathname)) return;
            if (!scripts.has(url))
              scripts.set(
                url,
                response.body().then(
                  (body) => gzipSync(body).length,
                  () => 0,
                ),
              );
          });
        const start = performance.now();
        await page.goto(base + path);
        await page.locator(ready).first().waitFor();
        // Usable: the data is in, no loader or placeholder left.
        await page.waitForFunction(() => !document.querySelector('.RaLayout-content [role="progressbar"], .MuiSkeleton-root'));
        const time = performance.now() - start;
        // What was fetched until now: a script fetched after the screen was usable is not counted.
        const sizes = await Promise.all([...scripts.values()]);
        await page.close();
        return { time, jsBytes: sizes.reduce((a, b) => a + b, 0), scripts: sizes.length };
      };
      const cold = await open(true);
      const warm = [];
      for (let round = 0; round < ROUNDS; round++) warm.push((await open(false)).time);
      const stats = percentiles(warm);
      rows.push({ screen, jsBytes: cold.jsBytes, scripts: cold.scripts, cold: cold.time, warmP50: stats.p50, warmP95: stats.p95 });
      console.log(screen, rows.at(-1));
      await context.close();
    }
    // The reference: a static file from the same process, opened the same way in the same browser.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const times = [];
    for (let round = 0; round < ROUNDS + 3; round++) {
      const start = performance.now();
      await page.goto(`${base}/robots.txt`);
      if (round >= 3) times.push(performance.now() - start);
    }
    const stats = percentiles(times);
    rows.reference = { warmP50: stats.p50, warmP95: stats.p95 };
    await context.close();
  } finally {
    await browser.close();
  }
  return rows;
}

const cluster = await openBenchCluster();
let server;
try {
  const database = await volumeDatabase(cluster, PORT);
  server = await startedServer({ port: PORT, databaseUrl: cluster.urlOf(database) });
  const startLoad = loadAverage();
  cookie = await signIn(base, 'admin@mixbuddy.dk');
  const dp = createDataProvider({ uri: `${base}/api/graphql`, fetch: cookieFetch, schema });

  const counts = Object.fromEntries(
    await Promise.all(['bookings', 'users', 'menus', 'messages'].map(async (r) => [r, (await dp.getList(r, list('id', 'ASC', 1))).total])),
  );
  console.log('rows:', counts);
  const rows = [];
  for (const [name, screen] of Object.entries(screens)) {
    const listTimes = [];
    const screenTimes = [];
    for (let round = 0; round < ROUNDS + 3; round++) {
      const start = performance.now();
      const { first, then } = screen(dp);
      const timedList = first[0].then((r) => (listTimes.push(performance.now() - start), r));
      const answers = await Promise.all([timedList, ...first.slice(1)]);
      await Promise.all(await then(answers));
      screenTimes.push(performance.now() - start);
      if (round < 3) (listTimes.pop(), screenTimes.pop()); // warm-up
    }
    const listStats = percentiles(listTimes);
    const screenStats = percentiles(screenTimes);
    const row = { screen: name, listP50: listStats.p50, listP95: listStats.p95, screenP50: screenStats.p50, screenP95: screenStats.p95 };
    rows.push(row);
    console.log(
      name,
      Object.fromEntries(
        Object.entries(row)
          .slice(1)
          .map(([k, v]) => [k, Math.round(v)]),
      ),
    );
  }
  const section = `Rerun: \`node bench/backoffice.mjs\` (also part of \`npm run bench\`; options \`--menus --bookings --rounds=${ROUNDS} --db --reseed\`;
the demo data alone: \`--menus=0 --bookings=0 --db=mixbuddy_bench_demo\`). Recorded ${recordedAt()} on this machine (2 shared cores,
load average ${startLoad} at the start, ${loadAverage()} at the end), ${cluster.description}, \`NODE_ENV=production\`, rows: ${Object.entries(
    counts,
  )
    .map(([r, n]) => `${n.toLocaleString('da-DK')} ${r}`)
    .join(', ')}.

The GraphQL calls each react-admin list screen makes on load, through the real data provider (\`backoffice/src/dataProvider/\`),
${ROUNDS} rounds per screen after 3 warm-up rounds, one screen at a time; *list* is the \`getList\` call, *screen* every call until
the table is filled (the reference filters' choices and the referenced rows). Target: p95 ≤ 300 ms.

| screen | list p50 | list p95 | screen p50 | screen p95 |
|---|---:|---:|---:|---:|
${rows.map((r) => `| ${r.screen} | ${Math.round(r.listP50)} ms | ${Math.round(r.listP95)} ms | ${Math.round(r.screenP50)} ms | **${Math.round(r.screenP95)} ms** |`).join('\n')}
`;
  const firstScreenRows = await firstScreens(base, cookie);
  const firstScreenSection = `Rerun: as above (\`node bench/backoffice.mjs\`). Recorded ${recordedAt()}, same server and data.

Each first screen opened in Chromium (1280 × 800) as the admin: *JS before usable* is every script the page fetched until the
screen was usable, gzipped (what a first visit downloads); *usable* is from navigation until the screen shows its data (the
dashboard's figures; the bookings table's rows, no loader left): once cold (empty cache), then ${ROUNDS} warm loads (p50 / p95).
Targets: ≤ 250 KB gzipped JS, warm ≤ 1 s. The reference is a static file (\`/robots.txt\`) from the same process, opened
${ROUNDS} times in the same browser (p50 ${Math.round(firstScreenRows.reference.warmP50)} ms, p95 ${Math.round(firstScreenRows.reference.warmP95)} ms): on a shared
machine compare the ratios, not the milliseconds, across runs.

| screen | JS before usable (gzip) | scripts | cold | warm p50 | warm p95 | warm p50 ÷ static file |
|---|---:|---:|---:|---:|---:|---:|
${firstScreenRows
  .map(
    (r) =>
      `| ${r.screen} | **${(r.jsBytes / 1024).toFixed(0)} KB** | ${r.scripts} | ${Math.round(r.cold)} ms | ${Math.round(r.warmP50)} ms | **${Math.round(r.warmP95)} ms** | ${(r.warmP50 / firstScreenRows.reference.warmP50).toFixed(1)} |`,
  )
  .join('\n')}
`;
  writeResultsSection('Back office first screen', firstScreenSection);
  console.log(firstScreenSection);
  // The demo data alone (`--menus=0 --bookings=0`) has its own section beside the volume one.
  const volume = volumeArgs();
  const demoOnly = volume.menus === 0 && volume.bookings === 0;
  writeResultsSection(demoOnly ? 'Back office lists, demo data only' : 'Back office lists', section);
  console.log(section);
} finally {
  if (server) await stop(server);
  await cluster.stop();
}
