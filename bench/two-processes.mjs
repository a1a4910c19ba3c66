// Two server processes on one PostgreSQL database against one process on the same database, in the
// same run (the machine is shared and noisy: compare the two, not the absolutes):
//
//   1. creates its own PostgreSQL database in the bench cluster (bench/server.mjs: BENCH_DATABASE_URL's,
//      else an embedded one) and seeds the Danish demo data through the app in development mode;
//   2. starts two processes on that database (NODE_ENV=production, page cache on), then, in
//      interleaved rounds per page: one process (autocannon, 10 connections, the other idle) and
//      both (two autocannon clients at once, 5 connections each, one per process — a round-robin
//      load balancer's traffic, without a balancer in the way); medians over the rounds;
//   4. cross-process latency: a message sent through A until B's live stream announces it, and a
//      menu edited through A until B's cached anonymous page shows it;
// and writes the "Several processes" section of bench/RESULTS.md. Bounded (under 2 minutes at the
// defaults), localhost only, not part of `npm test`. Options: --duration=S (per run) --rounds=R --port=P;
// a quick check: --duration=1 --rounds=1.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  loadAverage,
  numberArg,
  openBenchCluster,
  percentiles,
  recordedAt,
  serversOn,
  graphql,
  signIn,
  stop,
  waitForServer,
  writeResultsSection,
} from './server.mjs';

const DURATION = numberArg('duration', 3);
const ROUNDS = numberArg('rounds', 3);
const PORT = numberArg('port', 3390);
const SAMPLES = 20;
const databaseName = `mixbuddy_bench_two_${process.pid}`;
const A = `http://127.0.0.1:${PORT}`;
const B = `http://127.0.0.1:${PORT + 1}`;
const outbox = mkdtempSync(join(tmpdir(), 'mixbuddy-bench-outbox-'));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const cluster = await openBenchCluster();
const start = serversOn(cluster.urlOf(databaseName), outbox);

async function gql(base, cookie, query, variables = {}) {
  const body = await graphql(base, cookie, query, variables);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return { data: body.data };
}

function cannon(base, path, connections, headers) {
  return autocannon({ url: base + path, connections, duration: DURATION, headers: { 'accept-encoding': 'br, gzip', ...headers } });
}

/** req/s and latency of one page: against `bases` at once, the connections split evenly. */
async function load(bases, page) {
  const results = await Promise.all(bases.map((base) => cannon(base, page.path, 10 / bases.length, page.headers)));
  for (const r of results) if (r.non2xx || r.errors) throw new Error(`${page.path}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  const total = results.reduce((sum, r) => sum + r.requests.total, 0);
  // Latency percentiles of the combined run: the slower client's figures (a conservative merge).
  return {
    rps: total / DURATION,
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
  };
}

/** Milliseconds from sending a message through A to B's live stream announcing it. */
async function messageLatency(customer, talent, conversationId) {
  const controller = new AbortController();
  const res = await fetch(`${B}/api/messages/stream`, { headers: { cookie: talent }, signal: controller.signal });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let heard = 0;
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        heard += (value.match(/^event: message$/gm) ?? []).length;
      }
    } catch {}
  })();
  const samples = [];
  for (let i = 0; i < SAMPLES; i++) {
    const before = heard;
    const started = performance.now();
    await gql(A, customer, 'mutation($c: ID!, $b: String!) { sendMessage(conversationId: $c, body: $b) { id } }', {
      c: conversationId,
      b: `Måling ${i}`,
    });
    while (heard === before) {
      if (performance.now() - started > 5000) throw new Error('B never heard the message');
      await sleep(1);
    }
    samples.push(performance.now() - started);
  }
  controller.abort();
  return percentiles(samples);
}

/** Milliseconds from an edit through A until B's (cached) anonymous menu page shows it. */
async function freshnessLatency(adminCookie, menuId) {
  const samples = [];
  for (let i = 0; i < SAMPLES; i++) {
    await (await fetch(`${B}/menu/${menuId}`)).text();
    const title = `Målt menu ${i} ${Date.now()}`;
    const started = performance.now();
    await gql(A, adminCookie, 'mutation($id: ID!, $t: String!) { updateMenu(where: { id: $id }, data: { title: $t }) { id } }', {
      id: menuId,
      t: title,
    });
    while (!(await (await fetch(`${B}/menu/${menuId}`)).text()).includes(title)) {
      if (performance.now() - started > 5000) throw new Error('B kept the old page');
    }
    samples.push(performance.now() - started);
  }
  return percentiles(samples);
}

const load0 = loadAverage();
const children = [];
try {
  await cluster.create(databaseName);
  // 1. demo data, through the app in development mode
  const seeder = start(PORT, { NODE_ENV: 'development', SEED_DEMO_DATA: 'true' });
  await waitForServer(A);
  await stop(seeder);

  // 2. two processes; one of them alone, then both, in interleaved rounds
  const one = start(PORT);
  children.push(one);
  await waitForServer(A);
  const second = start(PORT + 1);
  children.push(second);
  await waitForServer(B);
  const customer = await signIn(A, 'kunde@mixbuddy.dk');
  const talent = await signIn(A, 'talent@mixbuddy.dk');
  const adminCookie = await signIn(A, 'admin@mixbuddy.dk');
  const { data } = await gql(A, customer, '{ bookings(take: 50) { menu { id } conversation { id } } }');
  const booking = data.bookings.find((b) => b.menu && b.conversation);
  const menuId = booking.menu.id;
  const conversationId = booking.conversation.id;
  const pages = [
    { name: '/menu/{id}', path: `/menu/${menuId}` },
    { name: '/soeg?q=gin', path: '/soeg?q=gin' },
    { name: '/my-bookings (signed in)', path: '/my-bookings', headers: { cookie: customer } },
  ];
  for (const base of [A, B]) for (const page of pages) await (await fetch(base + page.path, { headers: page.headers })).text();
  const runs = pages.map(() => ({ single: [], double: [] }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, page] of pages.entries()) {
      runs[i].single.push(await load([A], page));
      runs[i].double.push(await load([A, B], page));
    }
    console.log(
      `round ${round + 1}`,
      runs.map((r) => `${Math.round(r.single.at(-1).rps)} → ${Math.round(r.double.at(-1).rps)}`).join(', '),
    );
  }
  const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
  const summary = (list) => ({
    rps: median(list.map((r) => r.rps)),
    p50: median(list.map((r) => r.p50)),
    p99: median(list.map((r) => r.p99)),
  });
  const single = runs.map((r) => summary(r.single));
  const double = runs.map((r) => summary(r.double));
  const ratios = runs.map((r) => median(r.double.map((d, k) => d.rps / r.single[k].rps)));

  // 4. across processes
  const message = await messageLatency(customer, talent, conversationId);
  const freshness = await freshnessLatency(adminCookie, menuId);
  console.log('message A→B p50', message.p50.toFixed(1), 'ms; fresh page on B p50', freshness.p50.toFixed(1), 'ms');

  const ms = (n) => `${Math.round(n)} ms`;
  const rows = pages.map(
    (page, i) =>
      `| ${page.name} | ${Math.round(single[i].rps)} | ${ms(single[i].p50)} / ${ms(single[i].p99)} | ${Math.round(double[i].rps)} | ${ms(double[i].p50)} / ${ms(double[i].p99)} | ${ratios[i].toFixed(2)}× |`,
  );
  const lat = (p) => `p50 ${p.p50.toFixed(1)} ms, max ${p.max.toFixed(1)} ms`;
  writeResultsSection(
    'Several processes',
    `
Rerun: \`node bench/two-processes.mjs\` (options \`--duration=${DURATION} --rounds=${ROUNDS}\`). Recorded ${recordedAt()} on this machine
(${availableParallelism()} shared cores, load average ${load0} at the start), ${cluster.description}, demo data, \`NODE_ENV=production\`,
page cache on. Both processes run throughout; ${ROUNDS} interleaved rounds per page of: one process alone
(autocannon, 10 connections, ${DURATION} s), then both (two autocannon clients at once, 5 connections each, one
per process — what a round-robin load balancer does; total req/s, the slower client's latency).
Medians over the rounds; the ratio is the median of each round's two ÷ one. Client and servers share the cores.

| page | one process req/s | p50 / p99 | two processes req/s | p50 / p99 | two ÷ one |
|---|---:|---:|---:|---:|---:|
${rows.join('\n')}

How to read it: the anonymous pages come from each process's page cache, so their rate is bounded
by the load generator sharing the cores with the servers, not by rendering; their ratio mostly
shows the machine's noise. The signed-in page is rendered for every request: that is the work a
second process takes over, as far as it has a core of its own.

Across processes (${SAMPLES} samples each, sequential):
- a message sent through A (GraphQL \`sendMessage\`) until B's live stream announces it (the
  request's own time included): ${lat(message)};
- a menu edited through A (\`updateMenu\`) until B's cached anonymous \`/menu/{id}\` shows the new
  title: ${lat(freshness)}.
`,
  );
  console.log('wrote the "Several processes" section of bench/RESULTS.md');
} finally {
  await Promise.all(children.map((child) => stop(child)));
  await cluster.drop(databaseName);
  await cluster.stop();
  rmSync(outbox, { recursive: true, force: true });
}
