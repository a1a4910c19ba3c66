// The write paths under load: request a booking and send a message (GraphQL mutations, signed in),
// at 10, 50 and 200 connections, on one process and on two processes sharing one database, with a
// static file served by the same process(es) in the same run as the reference:
//
//   1. creates its own PostgreSQL database in the bench cluster (bench/server.mjs) and seeds the
//      Danish demo data through the app in development mode;
//   2. starts two production processes on it (A and B; B idle in the one-process runs), signs in
//      every demo customer and finds (menu, day) pairs each talent takes requests for;
//   3. per connection count: autocannon against A alone, then against A and B at once (the
//      connections split between them, as a round-robin load balancer would) — requests per second,
//      p50/p99 latency, errors (non-2xx answers, GraphQL errors, timeouts);
//   4. the processes' RSS before the first run (after a warm-up) and after the last (after 5 s idle):
//      what the operator pays for (docs/operations.md, "Memory").
// Writes the "Write paths under load" section of bench/RESULTS.md. Not part of `npm test`.
// Options: --duration=S per run (default 10), --port=P, --only=booking|message (one write),
// --label=NAME (writes "Write paths under load (NAME)" instead, e.g. for a build before a change).
// A quick check: --duration=2.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  cpuSecondsOf,
  loadAverage,
  numberArg,
  openBenchCluster,
  recordedAt,
  rssOf,
  serversOn,
  stringArg,
  graphql,
  signIn,
  stop,
  waitForServer,
  writeResultsSection,
} from './server.mjs';
import { CUSTOMERS, REQUEST, requestableSlots } from './booking-requests.mjs';

const DURATION = numberArg('duration', 10);
const PORT = numberArg('port', 3380);
const CONNECTIONS = [10, 50, 200];
const ONLY = stringArg('only');
const LABEL = stringArg('label') ?? '';
const databaseName = `mixbuddy_bench_writes_${process.pid}`;
const A = `http://127.0.0.1:${PORT}`;
const B = `http://127.0.0.1:${PORT + 1}`;
const outbox = mkdtempSync(join(tmpdir(), 'mixbuddy-bench-outbox-'));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const cluster = await openBenchCluster();
const start = serversOn(cluster.urlOf(databaseName), outbox);

const SEND = 'mutation($c: ID!, $b: String!) { sendMessage(conversationId: $c, body: $b) { id } }';

/** GraphQL errors in an answer body, counted by autocannon's `onResponse`. */
const hasErrors = (body) => body.includes('"errors"');

function cannon(base, connections, requestFor) {
  let errors = 0;
  let n = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${base}/api/graphql`,
        connections,
        duration: DURATION,
        timeout: 30,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              const { cookie, body } = requestFor(n++);
              return { ...request, headers: { ...request.headers, 'content-type': 'application/json', cookie }, body };
            },
            onResponse: (status, body) => {
              if (status !== 200 || hasErrors(body)) {
                if (!errors++) console.log('first error:', status, body.slice(0, 300));
              }
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ ...result, graphqlErrors: errors })),
    );
    void instance;
  });
}

function staticFile(base, connections) {
  return autocannon({ url: `${base}/favicon.svg`, connections, duration: DURATION });
}

const load0 = loadAverage();
const children = [];
try {
  await cluster.create(databaseName);
  const seeder = start(PORT, { NODE_ENV: 'development', SEED_DEMO_DATA: 'true' });
  await waitForServer(A);
  await stop(seeder);

  const a = start(PORT);
  const b = start(PORT + 1);
  children.push(a, b);
  await waitForServer(A);
  await waitForServer(B);
  const cookies = [];
  for (const email of CUSTOMERS) cookies.push(await signIn(A, email));
  const slots = await requestableSlots(A, cookies);
  if (!slots.length) throw new Error('no menu takes requests in the days probed');
  const { data } = await graphql(A, cookies[0], '{ conversations(take: 20) { id } }');
  const conversationIds = data.conversations.map((c) => c.id);
  console.log(`${cookies.length} customers, ${slots.length} (customer, menu) pairs, ${conversationIds.length} conversations`);

  const allShapes = [
    {
      key: 'booking',
      name: 'request a booking',
      requestFor: (i) => {
        const { cookie, days: open, ...slot } = slots[i % slots.length];
        const body = JSON.stringify({ query: REQUEST, variables: { ...slot, d: open[Math.floor(i / slots.length) % open.length] } });
        return { cookie, body };
      },
    },
    {
      key: 'message',
      name: 'send a message',
      // Customer 0's own conversations: a message is a row and a notification.
      requestFor: (i) => ({
        cookie: cookies[0],
        body: JSON.stringify({ query: SEND, variables: { c: conversationIds[i % conversationIds.length], b: `Målt besked ${i}` } }),
      }),
    },
  ];

  const shapes = allShapes.filter((shape) => !ONLY || shape.key === ONLY);

  // Warm-up: the first few hundred requests compile and fill caches.
  for (const base of [A, B]) for (const shape of shapes) await cannon(base, 10, shape.requestFor).catch(() => {});
  await sleep(5000);
  const rssBefore = [rssOf(a), rssOf(b)];

  const rows = [];
  for (const connections of CONNECTIONS) {
    const reference = await staticFile(A, connections);
    for (const shape of shapes) {
      const cpuBefore = { node: cpuSecondsOf(a.pid), postgres: await cluster.cpuSeconds() };
      const one = await cannon(A, connections, shape.requestFor);
      const cpu = {
        node: ((cpuSecondsOf(a.pid) - cpuBefore.node) * 1000) / one.requests.total,
        postgres: (((await cluster.cpuSeconds()) - cpuBefore.postgres) * 1000) / one.requests.total,
      };
      const two = await Promise.all([cannon(A, connections / 2, shape.requestFor), cannon(B, connections / 2, shape.requestFor)]);
      const both = {
        rps: (two[0].requests.total + two[1].requests.total) / DURATION,
        p50: Math.max(two[0].latency.p50, two[1].latency.p50),
        p99: Math.max(two[0].latency.p99, two[1].latency.p99),
        errors: two.reduce((s, r) => s + r.graphqlErrors + r.errors + r.timeouts, 0),
      };
      const row = {
        shape: shape.name,
        connections,
        staticRps: reference.requests.average,
        one: {
          rps: one.requests.total / DURATION,
          p50: one.latency.p50,
          p99: one.latency.p99,
          errors: one.graphqlErrors + one.errors + one.timeouts,
        },
        two: both,
        cpu,
      };
      rows.push(row);
      console.log(
        `${shape.name} @${connections}: one ${row.one.rps.toFixed(0)}/s p99 ${row.one.p99} ms (${row.one.errors} errors); two ${both.rps.toFixed(0)}/s p99 ${both.p99} ms (${both.errors} errors); CPU per write ${cpu.node.toFixed(1)} + ${cpu.postgres.toFixed(1)} ms`,
      );
    }
  }
  await sleep(5000);
  const rssAfter = [rssOf(a), rssOf(b)];

  const ms = (n) => `${Math.round(n)} ms`;
  const table = rows.map(
    (r) =>
      `| ${r.shape} | ${r.connections} | ${Math.round(r.one.rps)} | ${ms(r.one.p50)} / ${ms(r.one.p99)} | ${r.one.errors} | ${Math.round(r.two.rps)} | ${ms(r.two.p50)} / ${ms(r.two.p99)} | ${r.two.errors} | ${((r.one.rps / r.staticRps) * 100).toFixed(1)} % | ${Math.round(r.cpu.node)} + ${Math.round(r.cpu.postgres)} ms |`,
  );
  const mb = (n) => `${Math.round(n)} MB`;
  writeResultsSection(
    LABEL ? `Write paths under load (${LABEL})` : 'Write paths under load',
    `
Rerun: \`node bench/writes.mjs\` (options \`--duration=${DURATION}\`${ONLY ? ` \`--only=${ONLY}\`` : ''}${LABEL ? ` \`--label=${LABEL}\`` : ''}). Recorded ${recordedAt()} on this machine
(${availableParallelism()} shared cores, load average ${load0} at the start), ${cluster.description}, demo data,
\`NODE_ENV=production\`, ${cookies.length} signed-in demo customers. Each row: autocannon for ${DURATION} s against one
process (A), then against two processes on the same database at once (A and B, the connections split
between them). A booking request goes round ${slots.length} (customer, menu) pairs over 12 talents and their working days 60–120 days ahead; a message goes to
one customer's ${conversationIds.length} conversations. Errors are non-2xx answers, GraphQL errors and time-outs (30 s).
The last column is one process's writes per second as a share of the static file (\`/favicon.svg\`) the
same process served at the same connection count in the same run (the machine is shared: read ratios).

| write | connections | one process req/s | p50 / p99 | errors | two processes req/s | p50 / p99 | errors | ÷ static file | CPU per write: node + PostgreSQL |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|
${table.join('\n')}

The last column is the CPU time one write cost in the one-process run: the server process and every
PostgreSQL process of the bench's cluster (/proc: its postmaster and the backends it started), divided by the writes answered. The machine has
${availableParallelism()} cores for the load generator, both servers and PostgreSQL: writes per second
cannot exceed about ${availableParallelism() * 1000} ms ÷ that sum, whatever the number of processes, and the
latency at more connections is that rate's queue (Little's law: connections ÷ writes per second).

Memory (RSS) of A and B, after a warm-up and 5 s idle, before the first run → after the last:
A ${mb(rssBefore[0])} → ${mb(rssAfter[0])}, B ${mb(rssBefore[1])} → ${mb(rssAfter[1])}.
`,
  );
  console.log(`wrote the "Write paths under load${LABEL ? ` (${LABEL})` : ''}" section of bench/RESULTS.md`);
} finally {
  await Promise.all(children.map((child) => stop(child)));
  await cluster.drop(databaseName);
  await cluster.stop();
  rmSync(outbox, { recursive: true, force: true });
}
