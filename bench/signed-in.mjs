// `node bench/signed-in.mjs`: the signed-in pages of a busy talent and customer cost the same as
// those of a new one. Not part of `npm test`.
//
//   1. seeds its own PostgreSQL database (mixbuddy_bench_signed_in in the bench cluster, bench/server.mjs),
//      migrated by the server, then with SQL (tests/support/history.ts): 24 talents with 2,000
//      bookings each around three measured talents with 20, 200 and 2,000 bookings (7, 70 and 700
//      booking conversations of 20 messages, the ledger of every completed booking; the busiest
//      also has a 500-message thread) and a customer with 300 bookings and 300 conversations —
//      50,520 bookings;
//   2. starts the real built server (dist/server.mjs, NODE_ENV=production, DB_QUERY_LOG=on) on it;
//   3. per page and person: the server's CPU per request — node's own (/proc/<pid>/stat) plus that
//      of the PostgreSQL backends serving its connections (pg_stat_activity → /proc) — over N
//      sequential requests, the statements per request (the server's `db-queries` line), the HTML
//      size, and p95 latency at 10 connections (autocannon) as a ratio to a static file served
//      by the same process in the same run;
// and writes the "Signed-in pages" section of bench/RESULTS.md.
// Options: --requests=N (sequential, per page) --duration=S (autocannon per page) --port=P
// --db=NAME (the database, dropped and seeded anew; default mixbuddy_bench_signed_in);
// a quick check of the script: --requests=5 --duration=1.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import bcrypt from 'bcrypt';
import pg from 'pg';
import { seedHistory } from '../tests/support/history.ts';
import {
  cpuSecondsOf,
  loadAverage,
  numberArg,
  openBenchCluster,
  percentiles,
  prepareDatabase,
  recordedAt,
  signIn,
  startedServer,
  stop,
  stringArg,
  writeResultsSection,
} from './server.mjs';

const REQUESTS = numberArg('requests', 50);
const DURATION = numberArg('duration', 3);
const PORT = numberArg('port', 3293);
// Another name keeps two runs on one cluster apart (BENCH_DATABASE_URL shared by several checkouts).
const DATABASE = stringArg('db') || 'mixbuddy_bench_signed_in';
const PASSWORD = 'mixbuddy-demo-2026';
const base = `http://127.0.0.1:${PORT}`;
const STATIC_PATH = '/robots.txt';

const cluster = await openBenchCluster();
const db = () => new pg.Client({ connectionString: cluster.urlOf(DATABASE) });

/** Rows straight into the database: people (one bcrypt hash for all), talent profiles with one published menu each. */
async function insertPeople(client, hash, people) {
  for (const p of people) {
    await client.query(
      `INSERT INTO "User" ("id", "name", "email", "password", "role", "emailVerifiedAt") VALUES ($1, $2, $3, $4, $5, now())`,
      [p.id, p.name, p.email, hash, p.role],
    );
    if (p.role !== 'talent') continue;
    await client.query(`INSERT INTO "TalentProfile" ("id", "user", "displayName", "verifiedAt") VALUES ($1, $2, $3, now())`, [
      p.profileId,
      p.id,
      p.name,
    ]);
    await client.query(
      `INSERT INTO "Menu" ("id", "talent", "title", "status", "category", "pricePerGuest", "minGuests", "maxGuests", "durationMinutes")
       VALUES ($1, $2, $3, 'published', 'cocktails', 25000, 5, 100, 180)`,
      [p.menuId, p.profileId, `Cocktails til firmafest (${p.name})`],
    );
  }
}

const talent = (key) => ({
  id: `bench-talent-${key}`,
  profileId: `bench-profile-${key}`,
  menuId: `bench-menu-${key}`,
  name: `Bench Talent ${key}`,
  email: `talent-${key}@bench.mixbuddy.dk`,
  role: 'talent',
});

/**
 * An empty migrated database (the server's own start), then everything with SQL: 50 customers
 * and 25 talents who hold 48,000 bookings between them, the three measured talents (20, 200,
 * 2,000 bookings) and the customer with 300.
 */
async function seed() {
  await cluster.create(DATABASE);
  await prepareDatabase({ port: PORT, databaseUrl: cluster.urlOf(DATABASE), stdio: ['ignore', 'ignore', 'inherit'] });
  const client = db();
  await client.connect();
  try {
    const hash = await bcrypt.hash(PASSWORD, 10);
    const fillers = Array.from({ length: 50 }, (_, i) => ({
      id: `bench-customer-${i}`,
      name: `Kunde ${i}`,
      email: `kunde-${i}@bench.mixbuddy.dk`,
      role: 'customer',
    }));
    const crowd = Array.from({ length: 24 }, (_, i) => talent(`crowd${i}`));
    const measured = ['20', '200', '2000'].map(talent);
    const customer = { id: 'bench-customer-300', name: 'Kunde Trehundrede', email: 'kunde-300@bench.mixbuddy.dk', role: 'customer' };
    const host = talent('host');
    await insertPeople(client, hash, [...fillers, ...crowd, ...measured, customer, host]);
    const customerIds = fillers.map((f) => f.id);
    // The crowd: 2,000 bookings each, no conversations (the marketplace around the measured people).
    for (const t of crowd)
      await seedHistory(client, {
        talentProfileId: t.profileId,
        talentUserId: t.id,
        customerIds,
        menuId: t.menuId,
        bookings: 2_000,
        conversations: 0,
        tag: t.profileId.slice(14),
      });
    const talents = {};
    for (const [key, bookings, conversations] of [
      ['20', 20, 7],
      ['200', 200, 70],
      ['2000', 2_000, 700],
    ]) {
      const t = measured.find((m) => m.id === `bench-talent-${key}`);
      await seedHistory(client, {
        talentProfileId: t.profileId,
        talentUserId: t.id,
        customerIds,
        menuId: t.menuId,
        bookings,
        conversations,
        messagesPerConversation: 20,
        messagesInFirst: key === '2000' ? 500 : 20,
        tag: `t${key}`,
      });
      talents[key] = { ...t, thread: `ht${key}-c0` };
    }
    await seedHistory(client, {
      talentProfileId: host.profileId,
      talentUserId: host.id,
      customerIds: [customer.id],
      menuId: host.menuId,
      bookings: 300,
      messagesPerConversation: 20,
      tag: 'c300',
    });
    await client.query('ANALYZE');
    const bookings = Number((await client.query('SELECT count(*) AS n FROM "Booking"')).rows[0].n);
    return { talents, customer: { email: customer.email, thread: 'hc300-c0' }, bookings };
  } finally {
    await client.end();
  }
}

/** CPU seconds of each PostgreSQL backend connected to the bench database (the server's pool), by pid. */
async function databaseCpu(client) {
  const pids = (await client.query(`SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [DATABASE])).rows;
  const seconds = new Map();
  for (const { pid } of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      seconds.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      // ended meanwhile, or a cluster on another machine (BENCH_DATABASE_URL): not counted
    }
  }
  return seconds;
}

/** What the backends used between two readings: a backend that came up meanwhile counts from zero. */
const databaseCpuSince = (before, after) => [...after].reduce((sum, [pid, seconds]) => sum + seconds - (before.get(pid) ?? 0), 0);

/** The statements of the last request to `path` (the server's `db-queries` line on stderr). */
const queryLines = [];
function queriesOf(path) {
  for (let i = queryLines.length - 1; i >= 0; i--) {
    const match = queryLines[i].match(/^db-queries GET (\S+) (\d+)$/);
    if (match && match[1] === path) return Number(match[2]);
  }
  return null;
}

async function measure(server, monitor, cookie, path) {
  const headers = { cookie, 'accept-encoding': 'identity' };
  const first = await fetch(base + path, { headers, redirect: 'manual' });
  const html = await first.text();
  if (first.status !== 200) throw new Error(`${path}: ${first.status}`);
  for (let i = 0; i < 5; i++) await (await fetch(base + path, { headers })).arrayBuffer();
  await new Promise((ok) => setTimeout(ok, 50));
  const queries = queriesOf(path);
  const before = { node: cpuSecondsOf(server.pid), db: await databaseCpu(monitor) };
  const latencies = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    await (await fetch(base + path, { headers })).arrayBuffer();
    latencies.push(performance.now() - started);
  }
  const cpu = {
    node: ((cpuSecondsOf(server.pid) - before.node) * 1000) / REQUESTS,
    db: (databaseCpuSince(before.db, await databaseCpu(monitor)) * 1000) / REQUESTS,
  };
  const load = await autocannon({ url: base + path, connections: 10, duration: DURATION, headers });
  if (load.non2xx || load.errors) throw new Error(`${path}: ${load.non2xx} non-2xx answers, ${load.errors} errors under load`);
  return {
    path,
    cpu,
    queries,
    htmlKb: Buffer.byteLength(html) / 1024,
    p50: percentiles(latencies).p50,
    p95: load.latency.p97_5 ?? load.latency.p99,
    rps: load.requests.average,
  };
}

/**
 * EXPLAIN ANALYZE of the booking access rule for the 2,000-booking talent: as it is now (the
 * foreign-key columns) and as it was (through User and TalentProfile), each with a page's ORDER BY and LIMIT.
 */
async function explainRule(client, talent) {
  const plans = {
    'customerId = me OR talentId = my profile (now)': [
      `SELECT b."id" FROM "Booking" b WHERE (b."customer" = $1 OR b."talent" = $2) ORDER BY b."startsAt" DESC LIMIT 26`,
      [talent.id, talent.profileId],
    ],
    'the page: talentId = my profile, a status, after a cursor (now)': [
      `SELECT b."id" FROM "Booking" b WHERE b."talent" = $1 AND b."status" = ANY($2) ORDER BY b."startsAt" DESC, b."id" DESC LIMIT 26`,
      [talent.profileId, ['completed', 'declined', 'expired', 'cancelled', 'refunded']],
    ],
    'customer: { id } OR talent: { user: { id } } (before)': [
      `SELECT b."id" FROM "Booking" b LEFT JOIN "User" j0 ON j0."id" = b."customer" LEFT JOIN "TalentProfile" j1 ON j1."id" = b."talent"
        LEFT JOIN "User" j2 ON j2."id" = j1."user" WHERE (j0."id" = $1 OR j2."id" = $1) ORDER BY b."startsAt" DESC LIMIT 26`,
      [talent.id],
    ],
  };
  const out = [];
  for (const [name, [sql, values]] of Object.entries(plans)) {
    const plan = (await client.query(`EXPLAIN (ANALYZE, COSTS OFF) ${sql}`, values)).rows.map((r) => r['QUERY PLAN']);
    out.push(`${name}:\n${plan.map((line) => `    ${line}`).join('\n')}`);
  }
  return out.join('\n\n');
}

let server;
const monitor = db();
try {
  const world = await seed();
  console.log(`seeded: ${world.bookings} bookings`);
  server = await startedServer({
    port: PORT,
    databaseUrl: cluster.urlOf(DATABASE),
    env: { DB_QUERY_LOG: 'on', PAGE_CACHE: 'off' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let pending = '';
  server.stderr.on('data', (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop();
    queryLines.push(...lines.filter((line) => line.startsWith('db-queries ')));
  });
  await monitor.connect();

  const plans = await explainRule(monitor, world.talents['2000']);
  const staticLoad = await autocannon({ url: base + STATIC_PATH, connections: 10, duration: DURATION });
  const staticP95 = staticLoad.latency.p97_5 ?? staticLoad.latency.p99;
  const rows = [];
  for (const key of ['20', '200', '2000']) {
    const talent = world.talents[key];
    const cookie = await signIn(base, talent.email, PASSWORD);
    for (const path of [
      '/bookings',
      '/messages',
      `/messages/${talent.thread}`,
      '/dashboard',
      '/my-menus',
      '/wallet',
      '/wallet/statement?aar=' + new Date().getUTCFullYear() + '&maaned=',
    ]) {
      const row = await measure(server, monitor, cookie, path);
      rows.push({ who: `talent, ${key} bookings`, ...row });
      console.log(rows.at(-1));
    }
  }
  const customerCookie = await signIn(base, world.customer.email, PASSWORD);
  for (const path of ['/my-bookings', '/your-messages', `/your-messages/${world.customer.thread}`]) {
    rows.push({ who: 'customer, 300 bookings', ...(await measure(server, monitor, customerCookie, path)) });
    console.log(rows.at(-1));
  }

  const fixed = (n, digits = 1) => (n == null ? '–' : n.toFixed(digits));
  const table = rows.map(
    (r) =>
      `| ${r.who} | \`${r.path.replace(/h(t\d+|c300)-c0/, '{thread}')}\` | ${fixed(r.cpu.node + r.cpu.db)} (${fixed(r.cpu.node)} + ${fixed(r.cpu.db)}) | ${r.queries ?? '–'} | ${fixed(r.htmlKb)} | ${fixed(r.p95, 0)} | ${fixed(r.p95 / staticP95)} |`,
  );
  writeResultsSection(
    "Signed-in pages (O(1) in a person's history)",
    `Recorded ${recordedAt()} by \`node bench/signed-in.mjs\` (rerun: \`npm run build && node bench/signed-in.mjs\`;
quick check of the script: \`--requests=5 --duration=1\`). ${cluster.description}, ${world.bookings.toLocaleString('en')} bookings;
production mode, page cache off, load average ${loadAverage()} at the end (a shared machine: compare rows of the same run).
CPU per request = the server process plus the PostgreSQL backends of its connections, over ${REQUESTS} sequential requests;
statements per request from the server's own count (DB_QUERY_LOG=on, cms/db/query-count.ts); p95 at 10 connections
for ${DURATION} s (autocannon), and as a multiple of a static file (\`${STATIC_PATH}\`, p95 ${fixed(staticP95, 0)} ms) from the same process.
The year statement shows month totals (\`?maaned=\` empty = the whole year); each month's lines are a link away.

| person | page | CPU ms (node + db) | statements | HTML KB | p95 ms @10 | p95 ÷ static |
| --- | --- | ---: | ---: | ---: | ---: | ---: |
${table.join('\n')}

The booking access rule's plans at 2,000 bookings (\`EXPLAIN ANALYZE\`, the same run):

\`\`\`
${plans}
\`\`\``,
  );
  console.log('written: bench/RESULTS.md, "Signed-in pages"');
} finally {
  await monitor.end().catch(() => {});
  if (server) await stop(server);
  await cluster.stop();
}
