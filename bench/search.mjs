// `node bench/search.mjs`: the menu search (`searchMenus`, cms/domain/search) at 100,000 and
// 1,000,000 published menus on PostgreSQL. Not part of `npm test`; run `npm run build` first.
//
//   1. makes its own database (--db, default mixbuddy_bench_search) in the bench cluster
//      (bench/server.mjs: BENCH_DATABASE_URL's, else an embedded one); starts the built server once
//      on it with the Danish demo data (its migrations make the schema), stops it, then generates
//      in SQL (generate_series, no row-by-row inserts) --talents approved talent with Danish names,
//      a service area and some calendar days each, and published menus with varied Danish text,
//      prices, ratings and ages up to each size (the GIN indexes are dropped while seeding and
//      built once after);
//   2. calls the domain function itself (bundled from TypeScript by esbuild) through a thin raw
//      client, so those times are the database's work plus our query building, not HTTP or GraphQL,
//      and keeps each shape's query plans (EXPLAIN (ANALYZE, BUFFERS));
//   3. starts the built server (production) on the database and fetches /soeg for every shape
//      alternately with a static file served by the same process: the page's p95 as a ratio of the
//      static file's;
// and writes the "Search at scale" section of bench/RESULTS.md.
//
// Options: --sizes=100000,1000000 --runs=40 --talents=20000 --port=4410 --db=mixbuddy_bench_search
//          --keep (keep the database) --reuse (search the kept database as it is, no seeding)
//          --grow (keep the database and seed it up to each size, e.g. from 100,000 to 1,000,000);
//          a quick check: --sizes=2000 --runs=10 --talents=500
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import os from 'node:os';
import pg from 'pg';
import { build } from 'esbuild';
import { openBenchCluster, prepareDatabase, startedServer, stop, writeResultsSection } from './server.mjs';

const option = (name, fallback) =>
  process.argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=') ?? fallback;
const flag = (name) => process.argv.includes(`--${name}`);
const SIZES = option('sizes', '100000,1000000').split(',').map(Number);
const TALENTS = Number(option('talents', 20_000));
const RUNS = Number(option('runs', 40));
const PORT = Number(option('port', 4410));
const PG_DB = option('db', 'mixbuddy_bench_search');
const KEEP = flag('keep') || flag('reuse') || flag('grow');
const REUSE = flag('reuse');
const GROW = flag('grow');
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
const { searchMenus, searchToUrl } = await import(`${bundle}?${Date.now()}`);

/**
 * The `$queryRawUnsafe` the domain needs, over a plain driver; remembers the last statement for EXPLAIN.
 */
function rawClient(run) {
  const client = {
    /** The statements of the last search (`reset()` before a call): each gets its plan. */
    statements: [],
    reset() {
      client.statements = [];
    },
    async $queryRawUnsafe(sql, ...values) {
      client.statements.push({ sql, values });
      return run(sql, values);
    },
    async $executeRawUnsafe(sql, ...values) {
      await run(sql, values);
      return 0;
    },
  };
  return client;
}

// ── generated talent and menus, in SQL ───────────────────────────────────────────────────────
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
  'crème brûlée',
  'crémant',
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
const itemNames = ['special', 'sour', 'fizz', 'tonic', 'punch', 'tærte', 'salat', 'sorbet'];
const courses = ['Velkomstdrink', 'Forret', 'Hovedret', 'Dessert', 'Natmad', 'Kaffe og avec'];
const tastes = ['frisk', 'let', 'fyldig', 'sød', 'syrlig', 'krydret'];
// 50 × 50 Danish names: common ones repeat, as they do (about 8 talent per name at 20,000).
const firstNames = [
  'Jonas',
  'Sofie',
  'Mads',
  'Amalie',
  'Frederik',
  'Ida',
  'Emil',
  'Laura',
  'Oliver',
  'Emma',
  'Lucas',
  'Freja',
  'William',
  'Clara',
  'Noah',
  'Anna',
  'Victor',
  'Alma',
  'Magnus',
  'Ella',
  'Oscar',
  'Karla',
  'Malthe',
  'Josefine',
  'Mikkel',
  'Signe',
  'Rasmus',
  'Mathilde',
  'Søren',
  'Julie',
  'Anders',
  'Cecilie',
  'Kasper',
  'Maja',
  'Christian',
  'Louise',
  'Jakob',
  'Sara',
  'Martin',
  'Nanna',
  'Peter',
  'Camilla',
  'Henrik',
  'Line',
  'Thomas',
  'Mette',
  'Niels',
  'Helle',
  'Bjørn',
  'Åse',
];
const lastNames = [
  'Nielsen',
  'Jensen',
  'Hansen',
  'Pedersen',
  'Andersen',
  'Christensen',
  'Larsen',
  'Sørensen',
  'Rasmussen',
  'Jørgensen',
  'Petersen',
  'Madsen',
  'Kristensen',
  'Olsen',
  'Thomsen',
  'Christiansen',
  'Poulsen',
  'Johansen',
  'Møller',
  'Mortensen',
  'Knudsen',
  'Jakobsen',
  'Mikkelsen',
  'Olesen',
  'Frederiksen',
  'Laursen',
  'Henriksen',
  'Lund',
  'Schmidt',
  'Eriksen',
  'Holm',
  'Kristiansen',
  'Clausen',
  'Simonsen',
  'Svendsen',
  'Andreasen',
  'Iversen',
  'Jeppesen',
  'Mogensen',
  'Jacobsen',
  'Vestergaard',
  'Nørgaard',
  'Kjær',
  'Friis',
  'Dahl',
  'Bech',
  'Lind',
  'Søndergaard',
  'Østergaard',
  'Bruun',
];
const places = JSON.parse(readFileSync('cms/domain/places/data/postcodes.json', 'utf8')).filter((_, i) => i % 7 === 0);
const categories = Object.keys(words);

const literal = (text) => `'${String(text).replaceAll("'", "''")}'`;
const array = (list) => `ARRAY[${list.map(literal).join(',')}]::text[]`;
/** A pseudo-random pick from `list` for row `g`, the same on every run (hashint8 of g and a salt). */
const pick = (list, salt, g = 'g') => `(${array(list)})[1 + abs(hashint8(${g}::bigint * 7919 + ${salt})) % ${list.length}]`;
const num = (n, salt, g = 'g') => `(abs(hashint8(${g}::bigint * 104729 + ${salt})) % ${n})`;
const BENCH_DAY = '2026-12-12';
const NOW = '2026-11-01 12:00:00';

/** TALENTS approved talent (user, profile, one service area, calendar days), in four statements. */
async function seedTalent(client) {
  const name = `${pick(firstNames, 1)} || ' ' || ${pick(lastNames, 2)}`;
  await client.query(`INSERT INTO "User" ("id", "name", "email", "role", "emailVerifiedAt")
    SELECT 'sbu' || g, ${name}, 'sbu' || g || '@bench.invalid', 'talent', now() FROM generate_series(1, ${TALENTS}) g`);
  await client.query(`INSERT INTO "TalentProfile" ("id", "user", "displayName", "verifiedAt", "termsAcceptedAt")
    SELECT 'sbt' || g, 'sbu' || g, u."name", now(), now() FROM generate_series(1, ${TALENTS}) g JOIN "User" u ON u."id" = 'sbu' || g`);
  // Areas around real postcodes (every 7th of cms/domain/places), 10–50 km.
  const place = (k) =>
    `(${`ARRAY[${places.map((p) => (typeof p[k] === 'number' ? String(p[k]) : literal(p[k]))).join(',')}]`})[1 + ${num(places.length, 3)}]`;
  await client.query(`INSERT INTO "Location" ("id", "talent", "region", "city", "postcode", "travelKm", "latitude", "longitude", "municipality")
    SELECT 'sbl' || g, 'sbt' || g, ${place(5)}, ${place(1)}, ${place(0)}, 10 + 10 * ${num(5, 4)}, ${place(2)}, ${place(3)}, ${place(4)}
    FROM generate_series(1, ${TALENTS}) g`);
  // Every 5th is blocked on the bench day; every 7th keeps weekly hours (Monday–Friday).
  await client.query(`INSERT INTO "Availability" ("id", "talent", "kind", "date")
    SELECT 'sbb' || g, 'sbt' || g, 'blocked', DATE '${BENCH_DAY}' FROM generate_series(5, ${TALENTS}, 5) g`);
  await client.query(`INSERT INTO "Availability" ("id", "talent", "kind", "weekday", "startTime", "endTime")
    SELECT 'sbw' || g || '-' || d, 'sbt' || g, 'weekly', d, '16:00', '23:00' FROM generate_series(7, ${TALENTS}, 7) g, generate_series(1, 5) d`);
}

/** Menus `from` … `to - 1` in one INSERT … SELECT; one in a hundred belongs to a demo talent. */
async function seedMenus(client, from, to, demoTalent) {
  const category = `(${array(categories)})[1 + g % ${categories.length}]`;
  const categoryWord = (salt) =>
    `CASE g % ${categories.length} ${categories.map((c, i) => `WHEN ${i} THEN ${pick(words[c], salt)}`).join(' ')} END`;
  const capital = (text) => `upper(left(${text}, 1)) || substr(${text}, 2)`;
  const min = `(5 + ${num(20, 20)})`;
  const rated = `${num(3, 21)} > 0`;
  await client.query(
    `INSERT INTO "Menu" ("id", "talent", "title", "description", "category", "items", "pricePerGuest", "minGuests", "maxGuests",
       "durationMinutes", "containsAlcohol", "allergens", "images", "status", "viewCount", "ratingAverage", "ratingCount", "createdAt")
     SELECT 'sb' || lpad(g::text, 9, '0'),
       CASE WHEN g % 100 = 0 THEN ($1::text[])[1 + (g / 100) % cardinality($1::text[])] ELSE 'sbt' || (1 + ${num(TALENTS, 5)}) END,
       ${capital(pick(styles, 6))} || ' ' || lower(${categoryWord(7)}) || ' til ' || ${pick(occasions, 8)},
       'En ' || ${pick(styles, 9)} || ' menu med ' || ${pick(flavours, 10)} || ' og ' || ${pick(flavours, 11)} || ' til ' || ${pick(occasions, 12)} || '. ' || ${pick(extras, 13)} || ' ' || ${pick(extras, 14)},
       ${category},
       jsonb_build_array(
         jsonb_build_object('name', ${capital(pick(flavours, 10))} || ' ' || ${pick(itemNames, 15)}, 'description', 'Med ' || ${pick(flavours, 16)} || ' og ' || ${pick(flavours, 17)}),
         jsonb_build_object('name', ${pick(courses, 18)}, 'description', ${pick(styles, 19)} || ' og ' || ${pick(tastes, 22)}),
         jsonb_build_object('name', ${categoryWord(23)}, 'description', ${pick(extras, 24)})),
       (99 + ${num(700, 25)}) * 100, ${min}, ${min} + 20 + ${num(80, 26)}, 120 + 30 * ${num(6, 27)},
       g % ${categories.length} NOT IN (${categories.indexOf('mad')}, ${categories.indexOf('alkoholfri')}), '',
       jsonb_build_array('/images/demo/menu-' || ${category} || '-1.svg'), 'published', ${num(500, 28)},
       CASE WHEN ${rated} THEN round((2 + ${num(300, 29)} / 100.0)::numeric, 1) ELSE 0 END,
       CASE WHEN ${rated} THEN 1 + ${num(30, 30)} ELSE 0 END,
       TIMESTAMP '${NOW}' - g * INTERVAL '1 minute'
     FROM generate_series(${from}, ${to - 1}) g`,
    [demoTalent],
  );
}

// GIN indexes are built once after a bulk insert rather than kept up row by row (minutes faster).
const GIN_INDEXES = {
  Menu_search_document_idx: `CREATE INDEX IF NOT EXISTS "Menu_search_document_idx" ON "Menu" USING GIN ("search_document")`,
  TalentProfile_displayName_trgm_idx: `CREATE INDEX IF NOT EXISTS "TalentProfile_displayName_trgm_idx" ON "TalentProfile" USING GIN (public.mixbuddy_unaccent("displayName") gin_trgm_ops) WHERE "verifiedAt" IS NOT NULL`,
};

// ── the shapes ────────────────────────────────────────────────────────────────────────────────
const SHAPES = [
  ['text by relevance', { text: 'rabarber bryllup' }],
  ['one common word', { text: 'menu' }],
  ['stemmed + accents', { text: 'creme brulee cocktailen' }],
  ['text + place', { text: 'cocktails', place: 'Aarhus' }],
  ['text + date', { text: 'bryllup', date: BENCH_DAY }],
  ['talent name', { text: 'Jonas Holm' }],
  ['talent name, typo', { text: 'Jonas Hom' }],
  ['misspelling (nothing, "Mente du")', { text: 'hyldeblomts' }],
  ['text + filters by price', { text: 'hyldeblomst', region: 'hovedstaden', guests: 20, maxPrice: 60000, sort: 'pris' }],
  ['filters only', { region: 'midtjylland', guests: 30, category: 'vin', alcoholFree: false }],
  ['no text, by price', { sort: 'pris' }],
  ['no text, by rating', { sort: 'bedoemmelse' }],
  ['place + date', { place: '2100', date: BENCH_DAY }],
  ['deep page (page 500, newest)', { sort: 'nyeste', page: 500 }],
];
/** The shapes whose plans RESULTS.md shows (the rest are printed to the console). */
const PLANNED = new Set([
  'text by relevance',
  'text + place',
  'text + date',
  'talent name, typo',
  'misspelling (nothing, "Mente du")',
  'filters only',
  'no text, by price',
  'deep page (page 500, newest)',
]);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(db, explain) {
  const rows = [];
  for (const [name, search] of SHAPES) {
    for (let i = 0; i < 3; i++) await searchMenus(db, search); // warm-up
    const times = [];
    let result;
    for (let i = 0; i < RUNS; i++) {
      db.reset();
      const start = performance.now();
      result = await searchMenus(db, search);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const plans = [];
    for (const { sql, values } of db.statements) plans.push(await explain(sql, values));
    rows.push({
      name,
      search,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      total: result.total,
      capped: result.totalCapped,
      suggestion: result.suggestion,
      plan: plans.join('\n\n'),
    });
    const r = rows.at(-1);
    console.log(`${name}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, total ${r.capped ? 'over ' : ''}${r.total}`);
    if (!PLANNED.has(name)) console.log(r.plan);
  }
  return rows;
}

/** /soeg for every shape against a static file of the same server, one request at a time, alternating. */
async function measureHttp(rows) {
  const STATIC = '/favicon.svg';
  const time = async (path) => {
    const start = performance.now();
    const res = await fetch(`${base}${path}`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    return performance.now() - start;
  };
  for (const row of rows) {
    const path = searchToUrl(row.search);
    for (let i = 0; i < 3; i++) (await time(path), await time(STATIC));
    const page = [];
    const file = [];
    for (let i = 0; i < RUNS; i++) {
      file.push(await time(STATIC));
      page.push(await time(path));
    }
    page.sort((a, b) => a - b);
    file.sort((a, b) => a - b);
    row.http = { path, p95: percentile(page, 95), staticP95: percentile(file, 95), ratio: percentile(page, 95) / percentile(file, 95) };
    console.log(
      `${row.name}: GET ${path} p95 ${row.http.p95.toFixed(1)} ms = ${row.http.ratio.toFixed(1)} × static (${row.http.staticP95.toFixed(1)} ms)`,
    );
  }
}

async function withDemoSchema(databaseUrl) {
  await prepareDatabase({
    port: PORT,
    databaseUrl,
    env: { NODE_ENV: 'development', SEED_DEMO_DATA: 'true' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

// ── PostgreSQL ────────────────────────────────────────────────────────────────────────────────
async function benchPostgres(cluster) {
  if (!REUSE && !(GROW && (await cluster.exists(PG_DB)))) {
    await cluster.create(PG_DB);
    await withDemoSchema(cluster.urlOf(PG_DB));
  }
  // JIT off, as the app's own connections (cms/db/adapter.ts). One connection, so the calls a search
  // makes at once queue as before; a pool of one queues them itself (a Client warns about that).
  const client = new pg.Pool({ connectionString: cluster.urlOf(PG_DB), options: '-c jit=off', max: 1 });
  const db = rawClient(async (sql, values) => (await client.query(sql, values)).rows);
  const explain = async (sql, values) =>
    (await client.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`, values)).rows
      .map((r) => r['QUERY PLAN'])
      .join('\n')
      // A bound array of thousands of talent ids, shortened to its first few and its length.
      .replace(/'\{([^}]{120,})\}'/g, (_, ids) => `'{${ids.slice(0, 60)}…}' (${ids.split(',').length} ids)`);
  const results = [];
  try {
    if (!REUSE && !(await client.query(`SELECT 1 FROM "TalentProfile" WHERE "id" = 'sbt1'`)).rowCount) {
      const started = performance.now();
      await seedTalent(client);
      console.log(`${TALENTS} talent seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
    const demoTalent = (await client.query(`SELECT "id" FROM "TalentProfile" WHERE "id" NOT LIKE 'sbt%' ORDER BY "id"`)).rows.map(
      (r) => r.id,
    );
    for (const size of REUSE ? [null] : SIZES) {
      const have = Number((await client.query(`SELECT count(*) AS n FROM "Menu" WHERE "id" LIKE 'sb%'`)).rows[0].n);
      const seeding = { menus: 0, insert: 0, index: 0 };
      if (size && have < size) {
        let started = performance.now();
        for (const name of Object.keys(GIN_INDEXES)) await client.query(`DROP INDEX IF EXISTS "${name}"`);
        await client.query(`SET maintenance_work_mem = '256MB'`);
        await seedMenus(client, have, size, demoTalent);
        seeding.insert = (performance.now() - started) / 1000;
        started = performance.now();
        for (const sql of Object.values(GIN_INDEXES)) await client.query(sql);
        await client.query('VACUUM ANALYZE "Menu"');
        await client.query('ANALYZE "TalentProfile"');
        seeding.index = (performance.now() - started) / 1000;
        seeding.menus = size - have;
      }
      const published = Number((await client.query(`SELECT count(*) AS n FROM "Menu" WHERE "status" = 'published'`)).rows[0].n);
      const talent = Number((await client.query(`SELECT count(*) AS n FROM "TalentProfile" WHERE "verifiedAt" IS NOT NULL`)).rows[0].n);
      console.log(
        `${published} published menus, ${talent} approved talent (${seeding.menus} seeded: insert ${seeding.insert.toFixed(0)} s, indexes ${seeding.index.toFixed(0)} s)`,
      );
      const rows = await measure(db, explain);
      // The page cache off: every request runs the search and renders the page (a miss).
      const server = await startedServer({
        port: PORT,
        databaseUrl: cluster.urlOf(PG_DB),
        env: { PAGE_CACHE: 'off' },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      try {
        await measureHttp(rows);
      } finally {
        await stop(server);
      }
      results.push({ size: published, talent, seeding, rows });
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

const target = (size) => (size <= 20_000 ? 30 : size <= 100_000 ? 100 : null);
const ms = (n) => `${n.toFixed(1)} ms`;
const count = (n) => n.toLocaleString('en-GB');
let md = `Rerun: \`npm run build && BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/search.mjs --db=mixbuddy_search_bench\`
(options \`--sizes=${SIZES.join(',')} --runs=${RUNS} --talents=${TALENTS}\`, \`--keep\`/\`--reuse\` to search the same database again
without seeding; without BENCH_DATABASE_URL an embedded cluster in bench/data/postgres). Recorded ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC
on this machine, **shared with three other helpers' builds and tests while it ran** (${os.cpus().length} shared cores, load average ${load}
at the start and ${loadAfter} at the end), ${cluster.description}: absolute times are noisy, the ratios to the static file
(measured alternately with each page, by the same server process) less so.

- **Direct**: \`searchMenus\` (cms/domain/search) called in the bench process, one call at a time, ${RUNS} calls per shape after 3
  warm-up calls: building the statements and the database's work (the name lookup, the busy-day read and the menu statement),
  not HTTP, GraphQL or loading the menus. Targets: p95 ≤ 30 ms at 10,000 menus, ≤ 100 ms at 100,000; 1,000,000 is measured
  against the same 100 ms.
- **/soeg**: the built server (\`NODE_ENV=production\`) with its page cache off (\`PAGE_CACHE=off\`: every request a miss) runs the same search and
  renders the whole page (menus loaded through Keystone, HTML, compression), ${RUNS} requests alternating with \`/favicon.svg\` from the same process; p95 and p95 ÷ static p95.
- Data: ${count(TALENTS)} generated approved talent with Danish names (50 × 50 first and last names, so a name repeats about
  ${Math.round(TALENTS / 2500)} times), one service area and some calendar days each, plus the demo data; generated published menus
  with varied Danish titles, descriptions and courses (1 in 100 the demo talent's), seeded in SQL (\`generate_series\`), GIN indexes built after.

Relevance ranks the same capped set the count sees (the newest matches, up to 1,001 or one page past the page asked for):
exact below the cap; a word in more menus than that ("menu" is in all of them) ranks the newest of them. A talent's name
is looked up first (pg_trgm index, at most 50 talent) and ORed into the menu statement as their ids. A place binds the
ids of the talent whose areas cover it (up to 1,000: PostgreSQL intersects the text index with the menu-by-talent index, a
BitmapAnd; more: a hashed filter while walking the order's index); a date binds the talent away that day as a hashed
\`NOT IN\`. Orders without text walk their partial (column, id) index. At 1,000,000 menus the table (about 1.3 GB) is far
larger than this PostgreSQL's 128 MB of shared buffers, so shapes that fetch thousands of rows read them from the OS cache
(the \`read=\` of BUFFERS), which the other helpers' work on the machine competes for.
`;
for (const { size, talent, seeding, rows } of results) {
  const seeded = seeding.menus
    ? ` (${count(seeding.menus)} menus seeded in ${seeding.insert.toFixed(0)} s, GIN indexes and ANALYZE ${seeding.index.toFixed(0)} s)`
    : '';
  md += `\n### PostgreSQL — ${count(size)} published menus, ${count(talent)} approved talent${seeded}\n\n`;
  md += `| shape | search | direct p50 | direct p95 | target | total | /soeg p95 | × static |\n|---|---|---:|---:|---:|---:|---:|---:|\n`;
  md += rows
    .map((r) => {
      const t = target(size) ?? 100;
      const met = r.p95 <= t ? 'met' : `**missed** (${t} ms)`;
      const total = `${r.capped ? 'over ' : ''}${r.total}${r.suggestion ? ` (Mente du: ${JSON.stringify(r.suggestion)})` : ''}`;
      const http = r.http ? `${ms(r.http.p95)} | ${r.http.ratio.toFixed(1)}` : '– | –';
      return `| ${r.name} | \`${JSON.stringify(r.search)}\` | ${ms(r.p50)} | ${ms(r.p95)} | ${met} | ${total} | ${http} |`;
    })
    .join('\n');
  const staticP95 = rows
    .map((r) => r.http?.staticP95)
    .filter(Boolean)
    .sort((a, b) => a - b);
  if (staticP95.length) md += `\n\nStatic file p95 over the shapes: ${ms(staticP95[0])} – ${ms(staticP95.at(-1))}.`;
  const planned = rows.filter((r) => PLANNED.has(r.name));
  md += `\n\n<details><summary>Query plans (EXPLAIN (ANALYZE, BUFFERS), last call of each shape)</summary>\n\n${planned.map((r) => `**${r.name}**\n\n\`\`\`\n${r.plan}\n\`\`\``).join('\n\n')}\n\n</details>\n`;
}
writeResultsSection('Search at scale', md);
console.log(md);
