// `node bench/search.mjs`: the menu search (`searchMenus`, cms/domain/search) at 10,000 and
// 100,000 published menus on PostgreSQL. Not part of `npm test`; run `npm run build` first.
//
//   1. makes its own database, mixbuddy_bench_search, in the bench cluster (bench/server.mjs:
//      BENCH_DATABASE_URL's, else an embedded one); starts the built server once on it with the Danish
//      demo data (its migrations make the schema, the demo talent bring places and calendars), stops
//      it, then inserts generated published menus with varied Danish text, prices, ratings and ages
//      up to each size;
//   2. calls the domain function itself (bundled from TypeScript by esbuild) through a thin raw
//      client, so the times are the database's work plus our query building, not HTTP or GraphQL;
//   3. times six search shapes (after a warm-up), p50/p95 over --runs calls each, and prints each
//      shape's query plan (EXPLAIN ANALYZE);
// and writes the "Search at scale" section of bench/RESULTS.md.
//
// Options: --sizes=10000,100000 --runs=40 --port=4410 --keep (keep the database mixbuddy_bench_search)
//          --reuse (search the kept database as it is, no seeding); a quick check: --sizes=1000 --runs=20
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import os from 'node:os';
import pg from 'pg';
import { build } from 'esbuild';
import { openBenchCluster, startServer, stop, waitForServer, writeResultsSection } from './server.mjs';

const option = (name, fallback) =>
  process.argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=') ?? fallback;
const flag = (name) => process.argv.includes(`--${name}`);
const SIZES = option('sizes', '10000,100000').split(',').map(Number);
const RUNS = Number(option('runs', 40));
const PORT = Number(option('port', 4410));
const PG_DB = 'mixbuddy_bench_search';
const KEEP = flag('keep') || flag('reuse');
const REUSE = flag('reuse');
const dataDir = resolve('bench/data');
const base = `http://127.0.0.1:${PORT}`;

// ── the domain function, bundled from TypeScript ──────────────────────────────────────────────
mkdirSync(dataDir, { recursive: true });
const bundle = join(dataDir, 'search-domain.mjs');
await build({
  entryPoints: ['cms/domain/search/index.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile: bundle,
  packages: 'external',
  logLevel: 'error',
});
const { searchMenus } = await import(`${bundle}?${Date.now()}`);

/**
 * The `$queryRawUnsafe` the domain needs, over a plain driver; remembers the last statement for EXPLAIN.
 * `booking.findMany` and `externalBusyDay.findMany` answer the two Prisma reads a date search makes
 * (`talentsBusyOn`, cms/domain/booking/calendar.ts: the talent with an accepted or paid booking that
 * day, or busy in their external calendar) in SQL.
 */
function rawClient(run) {
  // UTC text, as Prisma writes these timestamp columns (no time zone): pg would send a Date in local time.
  const stamp = (date) => date.toISOString();
  const client = {
    last: null,
    booking: {
      async findMany({ where }) {
        const statuses = where.status.in;
        const sql =
          `SELECT DISTINCT "talent" AS "talentId" FROM "Booking" WHERE "status" IN (${statuses.map((_, i) => `$${i + 1}`).join(', ')})` +
          ` AND "startsAt" >= $${statuses.length + 1} AND "startsAt" < $${statuses.length + 2} AND "talent" IS NOT NULL`;
        return run(sql, [...statuses, stamp(where.startsAt.gte), stamp(where.startsAt.lt)]);
      },
    },
    // The other half of `talentsBusyOn`: days a talent's external calendar says they are busy.
    externalBusyDay: {
      async findMany({ where }) {
        const sql = `SELECT "talent" AS "talentId", "day" FROM "ExternalBusyDay" WHERE "day" = $1 AND "talent" IS NOT NULL`;
        return run(sql, [where.day]);
      },
    },
    async $queryRawUnsafe(sql, ...values) {
      client.last = { sql, values };
      return run(sql, values);
    },
    async $executeRawUnsafe(sql, ...values) {
      await run(sql, values);
      return 0;
    },
  };
  return client;
}

// ── generated menus ───────────────────────────────────────────────────────────────────────────
const words = {
  cocktails: [
    'Cocktails',
    'Gin og tonic',
    'Mojito-bar',
    'Klassiske drinks',
    'Tikibar',
    'Spritz',
    'Whisky sour',
    'Negroni',
    'Espresso martini',
    'Margarita',
    'Rombar',
    'Signaturdrinks',
  ],
  vin: [
    'Vinsmagning',
    'Naturvin',
    'Bobler',
    'Rødvin til maden',
    'Champagne',
    'Sommervin',
    'Portvin',
    'Hvidvin fra Loire',
    'Italienske vine',
    'Vinmenu',
  ],
  oel: ['Ølsmagning', 'Fadøl', 'Specialøl', 'Juleøl', 'IPA og stout', 'Mikrobryggeri', 'Belgisk øl', 'Pilsner og lager'],
  mad: [
    'Tapas',
    'Nordisk menu',
    'Grill',
    'Smørrebrød',
    'Pasta',
    'Brunch',
    'Streetfood',
    'Tremenu',
    'Buffet',
    'Pizza fra ovnen',
    'Sushi',
    'Vegetarisk menu',
  ],
  alkoholfri: ['Mocktails', 'Alkoholfri bar', 'Saft og sodavand', 'Kombucha', 'Lemonade', 'Iste og smoothies'],
};
const occasions = [
  'bryllup',
  'fødselsdag',
  'firmafest',
  'julefrokost',
  'konfirmation',
  'sommerfest',
  'studenterfest',
  'jubilæum',
  'polterabend',
  'reception',
  'havefest',
  'nytårsaften',
  'barnedåb',
  'sølvbryllup',
  'sankthans',
];
const flavours = [
  'citrus',
  'hyldeblomst',
  'rabarber',
  'jordbær',
  'kaffe',
  'æble',
  'ingefær',
  'lakrids',
  'hindbær',
  'rosmarin',
  'basilikum',
  'passionsfrugt',
  'mango',
  'havtorn',
  'solbær',
  'vanilje',
  'kanel',
  'timian',
  'chili',
  'agurk',
  'brombær',
  'blåbær',
  'pære',
  'fersken',
  'kirsebær',
];
const styles = [
  'klassisk',
  'moderne',
  'hyggelig',
  'elegant',
  'rustik',
  'festlig',
  'økologisk',
  'lokal',
  'sæsonens',
  'nordisk',
  'fransk',
  'italiensk',
  'spansk',
  'mexicansk',
  'japansk',
];
const extras = [
  'Vi medbringer alt udstyr.',
  'Bar, glas og is er med i prisen.',
  'Vi rydder op efter festen.',
  'Menuen kan tilpasses allergier.',
  'Inklusive opsætning og servering.',
  'Vi kommer en time før gæsterne.',
  'Alt er lavet fra bunden.',
  'Råvarer fra lokale gårde.',
];
const categories = Object.keys(words);
let random = 42;
const rand = (n) => (random = (random * 1103515245 + 12345) % 2147483648) % n;
const pick = (list) => list[rand(list.length)];
const NOW = Date.parse('2026-11-01T12:00:00Z');

function menuRow(i, talents) {
  const category = categories[i % categories.length];
  const flavour = pick(flavours);
  const occasion = pick(occasions);
  const title = `${pick(styles)[0].toUpperCase()}${pick(styles).slice(1)} ${pick(words[category]).toLowerCase()} til ${occasion}`;
  const description = `En ${pick(styles)} menu med ${flavour} og ${pick(flavours)} til ${pick(occasions)}. ${pick(extras)} ${pick(extras)}`;
  const items = JSON.stringify([
    {
      name: `${flavour[0].toUpperCase()}${flavour.slice(1)} ${pick(['special', 'sour', 'fizz', 'tonic', 'punch', 'tærte', 'salat', 'sorbet'])}`,
      description: `Med ${pick(flavours)} og ${pick(flavours)}`,
    },
    {
      name: pick(['Velkomstdrink', 'Forret', 'Hovedret', 'Dessert', 'Natmad', 'Kaffe og avec']),
      description: `${pick(styles)} og ${pick(['frisk', 'let', 'fyldig', 'sød', 'syrlig', 'krydret'])}`,
    },
    { name: pick(words[category]), description: pick(extras) },
  ]);
  const min = 5 + rand(20);
  const ratingCount = rand(3) === 0 ? 0 : 1 + rand(30);
  return [
    `sb${String(i).padStart(9, '0')}`,
    talents[i % talents.length],
    title,
    description,
    category,
    items,
    (99 + rand(700)) * 100,
    min,
    min + 20 + rand(80),
    120 + 30 * rand(6),
    category === 'alkoholfri' || category === 'mad' ? 0 : 1,
    '',
    JSON.stringify([`/images/demo/menu-${category}-1.svg`]),
    'published',
    rand(500),
    ratingCount ? Math.round((2 + rand(300) / 100) * 10) / 10 : 0,
    ratingCount,
    new Date(NOW - i * 60_000).toISOString(),
  ];
}
const COLUMNS = [
  'id',
  'talent',
  'title',
  'description',
  'category',
  'items',
  'pricePerGuest',
  'minGuests',
  'maxGuests',
  'durationMinutes',
  'containsAlcohol',
  'allergens',
  'images',
  'status',
  'viewCount',
  'ratingAverage',
  'ratingCount',
  'createdAt',
];

// ── the six shapes ────────────────────────────────────────────────────────────────────────────
const SHAPES = [
  ['text by relevance', { text: 'rabarber bryllup' }],
  ['one common word', { text: 'menu' }],
  ['text + filters by price', { text: 'hyldeblomst', region: 'hovedstaden', guests: 20, maxPrice: 60000, sort: 'pris' }],
  ['no text, newest', { sort: 'nyeste' }],
  ['no text, by rating', { sort: 'bedoemmelse' }],
  ['place + date', { place: '2100', date: '2026-12-12' }],
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(db, explain) {
  const rows = [];
  for (const [name, search] of SHAPES) {
    for (let i = 0; i < 3; i++) await searchMenus(db, search); // warm-up
    const times = [];
    let result;
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      result = await searchMenus(db, search);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const { sql, values } = db.last;
    rows.push({
      name,
      search,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      total: result.total,
      capped: result.totalCapped,
      plan: await explain(sql, values),
    });
    console.log(
      `${name}: p50 ${rows.at(-1).p50.toFixed(1)} ms, p95 ${rows.at(-1).p95.toFixed(1)} ms, total ${result.totalCapped ? 'over ' : ''}${result.total}`,
    );
  }
  return rows;
}

async function withDemoSchema(databaseUrl) {
  const server = startServer({
    port: PORT,
    databaseUrl,
    env: { NODE_ENV: 'development', SEED_DEMO_DATA: 'true' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForServer(base);
  } finally {
    await stop(server);
  }
}

// ── PostgreSQL ────────────────────────────────────────────────────────────────────────────────
async function benchPostgres(cluster) {
  if (!REUSE) {
    await cluster.create(PG_DB);
    await withDemoSchema(cluster.urlOf(PG_DB));
  }
  // JIT off, as the app's own connections (cms/db/adapter.ts). One connection, so the calls a search
  // makes at once queue as before; a pool of one queues them itself (a Client warns about that).
  const client = new pg.Pool({ connectionString: cluster.urlOf(PG_DB), options: '-c jit=off', max: 1 });
  const db = rawClient(async (sql, values) => (await client.query(sql, values)).rows);
  const explain = async (sql, values) =>
    (await client.query(`EXPLAIN (ANALYZE, COSTS OFF, BUFFERS OFF) ${sql}`, values)).rows.map((r) => r['QUERY PLAN']).join('\n');
  const talents = (await client.query(`SELECT "id" FROM "TalentProfile"`)).rows.map((r) => r.id);
  const results = [];
  try {
    for (const size of REUSE ? [null] : SIZES) {
      let have = Number((await client.query(`SELECT count(*) AS n FROM "Menu" WHERE "id" LIKE 'sb%'`)).rows[0].n);
      const started = performance.now();
      while (size && have < size) {
        const rows = [];
        for (; have < size && rows.length < 1000; have++) rows.push(menuRow(have, talents));
        const values = rows.flat().map((v, i) => (COLUMNS[i % COLUMNS.length] === 'containsAlcohol' ? Boolean(v) : v));
        const tuples = rows.map(
          (_, r) =>
            `(${COLUMNS.map((c, k) => `$${r * COLUMNS.length + k + 1}${c === 'items' || c === 'images' ? '::jsonb' : ''}`).join(',')})`,
        );
        await client.query(`INSERT INTO "Menu" (${COLUMNS.map((c) => `"${c}"`).join(',')}) VALUES ${tuples.join(',')}`, values);
      }
      await client.query('VACUUM ANALYZE "Menu"');
      const published = Number((await client.query(`SELECT count(*) AS n FROM "Menu" WHERE "status" = 'published'`)).rows[0].n);
      console.log(`${published} published menus (seeded in ${((performance.now() - started) / 1000).toFixed(0)} s)`);
      results.push({ size: published, rows: await measure(db, explain) });
    }
  } finally {
    await client.end();
    if (!KEEP) await cluster.drop(PG_DB);
  }
  return results;
}

// ── run ───────────────────────────────────────────────────────────────────────────────────────
const load = os
  .loadavg()
  .map((n) => n.toFixed(2))
  .join(' / ');
const cluster = await openBenchCluster();
let results;
try {
  results = await benchPostgres(cluster);
} finally {
  await cluster.stop();
  rmSync(bundle, { force: true });
}
const loadAfter = os
  .loadavg()
  .map((n) => n.toFixed(2))
  .join(' / ');

const target = (size) => (size <= 20_000 ? 30 : 100);
const ms = (n) => `${n.toFixed(1)} ms`;
let md = `Rerun: \`npm run build && node bench/search.mjs\` (options \`--sizes=${SIZES.join(',')} --runs=${RUNS}\`,
\`--keep\`/\`--reuse\` to search the same database again without seeding). Recorded ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on
this machine (${os.cpus().length} shared cores, load average ${load} at the start and ${loadAfter} at the end — other work shared the machine),
${cluster.description}.

\`searchMenus\` (cms/domain/search) called directly, one call at a time, ${RUNS} calls per shape after 3 warm-up calls;
the time includes building the statement and reading the rows, not HTTP, GraphQL or loading the menus.
Generated published menus with varied Danish titles, descriptions and courses (plus the demo data);
targets: p95 ≤ 30 ms at 10,000 menus, ≤ 100 ms at 100,000.

Relevance ranks the same capped set the count sees (the newest matches, up to 1,001 or one page past
the page asked for): exact below the cap; a word in more menus than that ("menu" is in all of them)
ranks the newest of them. PostgreSQL connections run with JIT off (\`cms/db/adapter.ts\`): with it on,
the count of "place + date" at 100,000 menus took 360–680 ms (compiling) against 2–4 ms without.
`;
for (const { size, rows } of results) {
  md += `\n### PostgreSQL — ${size.toLocaleString('en-GB')} published menus\n\n| shape | search | p50 | p95 | target | total |\n|---|---|---:|---:|---:|---:|\n`;
  md += rows
    .map(
      (r) =>
        `| ${r.name} | \`${JSON.stringify(r.search)}\` | ${ms(r.p50)} | ${ms(r.p95)} | ${r.p95 <= target(size) ? 'met' : `**missed** (${target(size)} ms)`} | ${r.capped ? 'over ' : ''}${r.total} |`,
    )
    .join('\n');
  md += `\n\n<details><summary>Query plans</summary>\n\n${rows.map((r) => `**${r.name}**\n\n\`\`\`\n${r.plan}\n\`\`\``).join('\n\n')}\n\n</details>\n`;
}
writeResultsSection('Search at scale', md);
console.log(md);
