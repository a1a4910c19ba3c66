// `npm run bench` (second part) or `node bench/hostile-queries.mjs`: how fast hostile GraphQL
// documents are refused, and whether /healthz notices an attack.
//
//   1. starts the real built server (dist/server.mjs, NODE_ENV=production) on its own empty
//      PostgreSQL database (mixbuddy_bench_hostile in the bench cluster, bench/server.mjs); the
//      refusals happen before any resolver, so no data is needed;
//   2. sends each hostile document one at a time and records the latency of its refusal;
//   3. baseline: /healthz and a static file served by the same process, one request at a time;
//   4. attack: autocannon keeps 10 connections of hostile documents in flight while /healthz
//      and the static file are timed again, interleaved;
// and writes the "Hostile GraphQL queries" section of bench/RESULTS.md (replacing an older one).
// Options: --requests=N (per hostile document, default 200) --duration=S (attack, default 10);
// a quick check: --requests=10 --duration=2.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { loadAverage, numberArg, openBenchCluster, percentiles, recordedAt, startedServer, stop, writeResultsSection } from './server.mjs';

const REQUESTS = numberArg('requests', 200);
const DURATION = numberArg('duration', 10);
const PORT = numberArg('port', 3291);
const base = `http://127.0.0.1:${PORT}`;
const DATABASE = 'mixbuddy_bench_hostile';
const staticDir = resolve('site/dist/client/bench-static');

const MENU = 'id title status category pricePerGuest viewCount createdAt';
const WIDE = `${MENU} talent { id displayName headline city menus { ${MENU} } reviews { id rating } locations { id city region } } reviews { id rating }`;
const hostile = {
  'deep nesting (depth 8)': { query: '{ menus { talent { menus { talent { menus { talent { menus { id } } } } } } } }' },
  '500 aliases': { query: `{ ${Array.from({ length: 500 }, (_, i) => `a${i}: menusCount`).join(' ')} }` },
  '5,000 tokens': { query: `{ menus { ${'id '.repeat(5000)}} }` },
  '100,000 tokens (300 kB body)': { query: `{ menus { ${'id '.repeat(100_000)}} }` },
  'high cost (4 wide aliases)': { query: `{ ${['a', 'b', 'c', 'd'].map((a) => `${a}: menus { ${WIDE} }`).join(' ')} }` },
  'take: 100000': { query: '{ menus(take: 100000) { id } }' },
  'skip: -1': { query: '{ menus(skip: -1) { id } }' },
  'batch of 50': Array.from({ length: 50 }, () => ({ query: '{ menus { id title } }' })),
};

async function timed(url, init) {
  const started = performance.now();
  const res = await fetch(url, init);
  const body = await res.text();
  return { ms: performance.now() - started, status: res.status, body };
}

const post = (body) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** Each hostile document REQUESTS times, one at a time; every answer must be a refusal. */
async function refusalLatency() {
  const rows = [];
  for (const [name, body] of Object.entries(hostile)) {
    const samples = [];
    let code = '';
    for (let i = 0; i < REQUESTS; i++) {
      const answer = await timed(`${base}/api/graphql`, post(body));
      const parsed = JSON.parse(answer.body);
      if (parsed.data !== undefined || !parsed.errors?.length) throw new Error(`${name} was not refused: ${answer.body.slice(0, 200)}`);
      code = `${answer.status} ${parsed.errors[0].extensions.code}`;
      samples.push(answer.ms);
    }
    rows.push({ name, code, bytes: JSON.stringify(body).length, ...percentiles(samples) });
    console.log(rows.at(-1));
  }
  return rows;
}

/** /healthz and the static file, interleaved, one at a time, until `until()` says stop. */
async function probe(until) {
  const health = [];
  const file = [];
  while (!until()) {
    const h = await timed(`${base}/healthz`);
    if (h.status !== 200) throw new Error(`/healthz answered ${h.status}`);
    health.push(h.ms);
    const s = await timed(`${base}/bench-static/probe.html`);
    if (s.status !== 200) throw new Error(`static file answered ${s.status}`);
    file.push(s.ms);
  }
  return { health: percentiles(health), file: percentiles(file) };
}

const cluster = await openBenchCluster();
let server;
try {
  await cluster.create(DATABASE);
  mkdirSync(staticDir, { recursive: true });
  writeFileSync(join(staticDir, 'probe.html'), '<!doctype html><title>probe</title><p>ok</p>');
  server = await startedServer({ port: PORT, databaseUrl: cluster.urlOf(DATABASE) });
  for (const body of Object.values(hostile)) await fetch(`${base}/api/graphql`, post(body)); // warm up

  const refusals = await refusalLatency();
  let count = 0;
  const baseline = await probe(() => ++count > REQUESTS);
  console.log('baseline', baseline);

  const bodies = Object.values(hostile)
    .filter((b) => JSON.stringify(b).length < 100_000)
    .map((b) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) }));
  let attacking = true;
  const attack = autocannon({ url: `${base}/api/graphql`, connections: 10, duration: DURATION, requests: bodies });
  attack.on('done', () => (attacking = false));
  const underAttack = await probe(() => !attacking);
  const result = await attack;
  const attackStats = {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    notRefused: result['2xx'] + result['5xx'],
  };
  console.log('under attack', underAttack, attackStats);

  const ms = (n) => `${n.toFixed(1)} ms`;
  const section = `Rerun: \`node bench/hostile-queries.mjs\` (also the last step of \`npm run bench\`; options \`--requests=${REQUESTS} --duration=${DURATION}\`).
Recorded ${recordedAt()} on this machine (2 shared cores, load average ${loadAverage()} at the start),
\`NODE_ENV=production\`, ${cluster.description}, an empty database (every refusal happens before any resolver, so data does not matter),
client and server on the same machine. Limits: \`cms/graphql/limits.ts\`.

Refusal latency, ${REQUESTS} requests per document, one at a time (client-side, request sent → answer read):

| hostile document | body | answer | p50 | p99 | max |
|---|---:|---|---:|---:|---:|
${refusals.map((r) => `| ${r.name} | ${r.bytes < 1024 ? `${r.bytes} B` : `${(r.bytes / 1024).toFixed(1)} KB`} | ${r.code} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max)} |`).join('\n')}

\`/healthz\` (one \`SELECT 1\`) and a static file served by the same process, one request at a time, interleaved:

| | /healthz p50 | /healthz p99 | static p50 | static p99 |
|---|---:|---:|---:|---:|
| quiet (${baseline.health.n} each) | ${ms(baseline.health.p50)} | ${ms(baseline.health.p99)} | ${ms(baseline.file.p50)} | ${ms(baseline.file.p99)} |
| under attack (${underAttack.health.n} each) | ${ms(underAttack.health.p50)} | ${ms(underAttack.health.p99)} | ${ms(underAttack.file.p50)} | ${ms(underAttack.file.p99)} |

The attack: autocannon, 10 connections for ${DURATION} s cycling through the hostile documents above (all but the 300 kB one):
${attackStats.rps} refusals/s, p50 ${attackStats.p50} ms, p99 ${attackStats.p99} ms${attackStats.notRefused ? `, ${attackStats.notRefused} answers that were not refusals` : ', every answer a refusal'}.
Without these limits the first document alone kept the process busy for seconds to minutes, /healthz waiting behind it.
`;
  writeResultsSection('Hostile GraphQL queries', section);
  console.log(section);
} finally {
  rmSync(staticDir, { recursive: true, force: true });
  if (server) await stop(server);
  await cluster.drop(DATABASE);
  await cluster.stop();
}
