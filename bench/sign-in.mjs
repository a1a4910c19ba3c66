// `node bench/sign-in.mjs` (part of `npm run bench`): password sign-ins under load against a static
// file served by the same process, while a canary reads /healthz every 100 ms.
//
//   1. starts the real built server (dist/server.mjs, NODE_ENV=production) on its own PostgreSQL
//      database (mixbuddy_bench_sign_in in the bench cluster, bench/server.mjs) and writes one account
//      per connection straight into it (a bcrypt hash, work factor 10, as the server makes them);
//   2. for 10, 50 and 200 connections: a static file, then sign-ins (GraphQL's
//      `authenticateUserWithPassword`, each connection signing its own account in again and again),
//      each for --duration seconds, closed loop (a connection sends its next request when the answer
//      is read); a canary in a worker thread asks /healthz every 100 ms throughout and times it with
//      its own clock;
//   3. each level runs against one process (A) and then two (A and B on the same database, the
//      connections split between them as a round-robin load balancer would): --processes=1,2;
//   4. each connection comes from its own loopback address (127.0.0.2 …), as people do from their
//      own, so the sign-in limit of 100 attempts per IP (cms/domain/accounts/rate-limit.ts) counts
//      per connection and not for the whole benchmark;
// and writes the "Sign-in under load" section of bench/RESULTS.md (with --label=NAME: "Sign-in under
// load (NAME)", e.g. for a build of another implementation). Localhost only, bounded (about
// 2 minutes at the defaults), not part of `npm test`. Options: --duration=S --port=P --levels=10,50,200 --processes=1,2;
// a quick check of the script: --duration=1 --levels=10.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import bcrypt from 'bcrypt';
import pg from 'pg';
import { Client } from 'undici';
import {
  loadAverage,
  numberArg,
  openBenchCluster,
  percentiles,
  recordedAt,
  rssOf,
  startServer,
  stringArg,
  stop,
  waitForServer,
  writeResultsSection,
} from './server.mjs';

const DURATION = numberArg('duration', 8);
const PORT = numberArg('port', 3292);
const LEVELS = (stringArg('levels') ?? '10,50,200').split(',').map(Number);
const PROCESSES = (stringArg('processes') ?? '1,2').split(',').map(Number);
const LABEL = stringArg('label') ?? '';
const base = `http://127.0.0.1:${PORT}`;
/** A and B: the second process listens on the next port. */
const bases = [base, `http://127.0.0.1:${PORT + 1}`];
const DATABASE = 'mixbuddy_bench_sign_in';
const staticDir = resolve('site/dist/client/bench-static');
const STATIC_PATH = '/bench-static/sign-in.html';
const PASSWORD = 'bench-adgangskode-2026';
const BUSY = 'Der er travlt hos MixBuddy lige nu. Vent et øjeblik, og prøv igen.';
const SIGN_IN =
  'mutation($e: String!, $p: String!) { authenticateUserWithPassword(email: $e, password: $p) { ... on UserAuthenticationWithPasswordSuccess { item { id } } ... on UserAuthenticationWithPasswordFailure { message } } }';
const emailOf = (i) => `bench-${i}@eksempel.dk`;
const sourceOf = (i) => `127.0.0.${2 + (i % 200)}`;

async function insertAccounts(databaseUrl, count) {
  const hash = await bcrypt.hash(PASSWORD, 10);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    for (let i = 0; i < count; i++) {
      await db.query(
        `INSERT INTO "User" ("id", "name", "email", "password", "role", "emailVerifiedAt") VALUES ($1, 'Bench Kunde', $2, $3, 'customer', now())
         ON CONFLICT ("email") DO NOTHING`,
        [`cbench${String(i).padStart(19, '0')}`, emailOf(i), hash],
      );
    }
  } finally {
    await db.end();
  }
}

/** What one answer was: a 2xx static file or a sign-in ('ok'), the Danish busy answer, or anything else ('error'). */
function classify(kind, status, body) {
  if (kind === 'static') return status === 200 ? 'ok' : 'error';
  if (status !== 200) return 'error';
  const answer = JSON.parse(body).data?.authenticateUserWithPassword;
  if (answer?.item?.id) return 'ok';
  return answer?.message === BUSY ? 'busy' : 'error';
}

/** A short name for what an unexpected answer said. */
function reasonOf(status, body) {
  try {
    const parsed = JSON.parse(body);
    return `${status} ${(parsed.errors?.[0]?.message ?? parsed.data?.authenticateUserWithPassword?.message ?? '').slice(0, 80)}`;
  } catch {
    return `${status}`;
  }
}

/**
 * `connections` closed loops for DURATION seconds; each its own client, source address and account,
 * connection i on process i mod `processes`.
 */
async function load(kind, connections, processes = 1) {
  const deadline = performance.now() + DURATION * 1000;
  const latencies = [];
  const counts = { ok: 0, busy: 0, error: 0 };
  const errorKinds = new Map();
  const loop = async (i) => {
    const client = new Client(bases[i % processes], { localAddress: sourceOf(i) });
    const request =
      kind === 'static'
        ? { method: 'GET', path: STATIC_PATH }
        : {
            method: 'POST',
            path: '/api/graphql',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query: SIGN_IN, variables: { e: emailOf(i), p: PASSWORD } }),
          };
    try {
      while (performance.now() < deadline) {
        const started = performance.now();
        let outcome;
        try {
          const res = await client.request(request);
          const body = await res.body.text();
          outcome = classify(kind, res.statusCode, body);
          if (outcome === 'error')
            errorKinds.set(reasonOf(res.statusCode, body), (errorKinds.get(reasonOf(res.statusCode, body)) ?? 0) + 1);
        } catch (error) {
          outcome = 'error';
          errorKinds.set(String(error), (errorKinds.get(String(error)) ?? 0) + 1);
        }
        latencies.push(performance.now() - started);
        counts[outcome]++;
      }
    } finally {
      await client.close();
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, (_, i) => loop(i)));
  const seconds = (performance.now() - started) / 1000;
  const p = percentiles(latencies);
  return { rps: counts.ok / seconds, busyPerSecond: counts.busy / seconds, ...counts, p50: p.p50, p99: p.p99, errorKinds: [...errorKinds] };
}

/** /healthz every 100 ms from a worker thread with its own event loop and clock. */
async function startCanary() {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads');
    const { performance } = require('node:perf_hooks');
    let stopping = false;
    parentPort.on('message', () => (stopping = true));
    (async () => {
      // Untimed: the worker's first fetch sets up undici and the connection.
      await fetch(workerData.url).then((res) => res.arrayBuffer()).catch(() => null);
      const samples = [];
      let next = performance.now();
      while (!stopping) {
        const started = performance.now();
        const res = await fetch(workerData.url).catch(() => null);
        await res?.arrayBuffer();
        samples.push(res?.status === 200 ? performance.now() - started : Infinity);
        next += 100;
        await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
      }
      parentPort.postMessage(samples);
    })();
    `,
    { eval: true, workerData: { url: `${base}/healthz` } },
  );
  const samples = new Promise((ok, fail) => {
    worker.once('message', ok);
    worker.once('error', fail);
  });
  await new Promise((ok) => setTimeout(ok, 300));
  return async () => {
    worker.postMessage('stop');
    const result = percentiles(await samples);
    await worker.terminate();
    return result;
  };
}

async function measured(kind, connections, processes) {
  const stopCanary = await startCanary();
  const result = await load(kind, connections, processes);
  return { ...result, canary: await stopCanary() };
}

const cluster = await openBenchCluster();
const servers = [];
try {
  await cluster.create(DATABASE);
  mkdirSync(staticDir, { recursive: true });
  writeFileSync(join(staticDir, 'sign-in.html'), '<!doctype html><title>statisk</title><p>ok</p>');
  const most = Math.max(...PROCESSES);
  for (let i = 0; i < most; i++) servers.push(startServer({ port: PORT + i, databaseUrl: cluster.urlOf(DATABASE) }));
  for (let i = 0; i < most; i++) await waitForServer(bases[i]);
  await insertAccounts(cluster.urlOf(DATABASE), Math.max(...LEVELS));
  const loadBefore = loadAverage();
  await load('sign-in', 4, most); // warm up: the query plans, the first GraphQL documents
  await new Promise((ok) => setTimeout(ok, 5000));
  const rssBefore = servers.map(rssOf);

  const rows = [];
  for (const connections of LEVELS) {
    for (const processes of PROCESSES) {
      const stat = await measured('static', connections, processes);
      const signIn = await measured('sign-in', connections, processes);
      rows.push({ connections, processes, stat, signIn });
      console.log(connections, processes, { static: stat, signIn });
    }
  }
  const loadAfter = loadAverage();
  await new Promise((ok) => setTimeout(ok, 5000));
  const rssAfter = servers.map(rssOf);

  const ms = (n) => (Number.isFinite(n) ? `${Math.round(n)} ms` : 'no answer');
  const num = (n) => Math.round(n).toLocaleString('da-DK');
  const section = `Rerun: \`node bench/sign-in.mjs\` (options \`--duration=${DURATION} --levels=${LEVELS.join(',')} --processes=${PROCESSES.join(',')}\`${LABEL ? ` \`--label=${LABEL}\`` : ''}).
Recorded ${recordedAt()} on this machine (2 cores **shared with other jobs while measured**: load average ${loadBefore} at the start,
${loadAfter} at the end — the absolutes are noisy, compare the ratios and the canary), \`NODE_ENV=production\`, ${cluster.description},
built server, client on the same machine. Each connection is a closed loop from its own loopback address, signing its own account in
through GraphQL's \`authenticateUserWithPassword\` (${DURATION} s per run), right after the same connections fetched a static file served by the
same process. The canary asks \`/healthz\` every 100 ms from a worker thread during every run and times it with its own clock.

| connections | processes | static req/s | sign-ins/s | × static | "prøv igen"/s | errors | sign-in p50 | sign-in p99 | canary p99 / max (sign-ins) | canary max (static) |
|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|
${rows
  .map(
    ({ connections, processes, stat, signIn }) =>
      `| ${connections} | ${processes} | ${num(stat.rps)} | ${signIn.rps.toFixed(1)} | **${(signIn.rps / stat.rps).toFixed(4)}** | ${signIn.busyPerSecond.toFixed(1)} | ${signIn.error} | ${ms(signIn.p50)} | ${ms(signIn.p99)} | ${ms(signIn.canary.p99)} / **${ms(signIn.canary.max)}** | ${ms(stat.canary.max)} |`,
  )
  .join('\n')}

Two processes: A and B (\`dist/server.mjs\` twice, the same database), connection i on A when i is even and on B when odd, for
the static file and the sign-ins alike; the canary asks A. Each process has its own password slots (\`PASSWORD_HASH_CONCURRENCY\`),
but both share the machine's ${os.availableParallelism()} cores.
Static file p50 / p99 per level: ${rows.map(({ connections, processes, stat }) => `${connections} × ${processes}: ${ms(stat.p50)} / ${ms(stat.p99)}`).join('; ')}.
Memory (RSS), after a warm-up and 5 s idle, before the first run → 5 s after the last: ${servers
    .map((_, i) => `${'AB'[i]} ${Math.round(rssBefore[i])} MB → ${Math.round(rssAfter[i])} MB`)
    .join(', ')}.
${rows
  .filter(({ signIn }) => signIn.errorKinds.length)
  .map(
    ({ connections, processes, signIn }) =>
      `Errors at ${connections} connections on ${processes} process(es): ${signIn.errorKinds.map(([kind, n]) => `${n} × "${kind}"`).join(', ')}.`,
  )
  .join('\n')}
With cms/auth/passwords.ts a sign-in answers signed in or the Danish "prøv igen" (counted apart, not as errors) after
\`PASSWORD_QUEUE_TIMEOUT_MS\` (${process.env.PASSWORD_QUEUE_TIMEOUT_MS || 2000} ms here): when it waited that long for one of the \`PASSWORD_HASH_CONCURRENCY\` slots
(${process.env.PASSWORD_HASH_CONCURRENCY || 'the default: cores − 1, so 1 on this machine'}), or without queueing when the queue ahead would clearly take longer. "503 Forespørgslen tog for lang tid" is GraphQL's
time budget (\`GRAPHQL_TIME_BUDGET_MS\`, 5 s) stopping a request. ${
    LABEL
      ? ''
      : 'Before: "Sign-in under load (bcryptjs)" below is this script run (`--label=bcryptjs`) on a build whose cms/auth/passwords.ts hashed with bcryptjs on the event loop and queued nothing, as Keystone\'s default did.'
  }
`;
  writeResultsSection(LABEL ? `Sign-in under load (${LABEL})` : 'Sign-in under load', section);
  console.log(section);
} finally {
  rmSync(staticDir, { recursive: true, force: true });
  await Promise.all(servers.map((server) => stop(server)));
  await cluster.drop(DATABASE);
  await cluster.stop();
}
