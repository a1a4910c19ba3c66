// Where a booking request spends the server's CPU: one production server on a database of its own
// with the demo data, signed-in booking requests for DURATION seconds at CONNECTIONS connections (the
// mutation bench/writes.mjs sends) while V8's CPU profiler runs (started and stopped over the
// inspector protocol, so start-up and sign-in are not in it), then the profile's self time summed per
// npm package (our own code is `dist/server.mjs`), and the top functions. Prints the tables; writes
// nothing to RESULTS.md (paste what a change needs).
// Options: --duration=S (default 10), --connections=N (default 10), --port=P, --top=N (functions).
// Rerun: `npm run build && node bench/profile-booking.mjs`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { numberArg, openBenchCluster, serversOn, signIn, startServer, stop, waitForServer } from './server.mjs';
import { CUSTOMERS, REQUEST, requestableSlots } from './booking-requests.mjs';

const DURATION = numberArg('duration', 10);
const CONNECTIONS = numberArg('connections', 10);
const PORT = numberArg('port', 3390);
const TOP = numberArg('top', 25);
const BASE = `http://127.0.0.1:${PORT}`;
const databaseName = `mixbuddy_bench_profile_${process.pid}`;
const outbox = mkdtempSync(join(tmpdir(), 'mixbuddy-profile-outbox-'));
const INSPECTOR_PORT = PORT + 1;

/** The package a profiled function belongs to: the npm package of its file, `node:` internals, or ours. */
function ownerOf(url) {
  if (!url) return '(native / GC / idle)';
  if (url.startsWith('node:')) return 'node: internals';
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1];
  if (url.includes('dist/server.mjs')) return 'MixBuddy (dist/server.mjs)';
  return url.replace(/^file:\/\//, '');
}

/** A tiny client of the server's inspector (Chrome DevTools protocol over its WebSocket). */
async function inspector() {
  const [target] = await (await fetch(`http://127.0.0.1:${INSPECTOR_PORT}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let id = 0;
  const waiting = new Map();
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    waiting.get(message.id)?.(message.result);
    waiting.delete(message.id);
  };
  return {
    send: (method, params = {}) =>
      new Promise((resolve) => {
        waiting.set(++id, resolve);
        socket.send(JSON.stringify({ id, method, params }));
      }),
    close: () => socket.close(),
  };
}

/** Self time (ms) per node of a .cpuprofile: samples × their intervals, attributed to the sampled node. */
function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i];
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  }
  return [...self].map(([id, ms]) => ({ node: byId.get(id), ms }));
}

const cluster = await openBenchCluster();
const start = serversOn(cluster.urlOf(databaseName), outbox);
let server;
try {
  await cluster.create(databaseName);
  const seeder = start(PORT, { NODE_ENV: 'development', SEED_DEMO_DATA: 'true' });
  await waitForServer(BASE);
  await stop(seeder);

  server = startServer({
    port: PORT,
    databaseUrl: cluster.urlOf(databaseName),
    env: { SCHEDULER_INTERVAL_MS: '0', EMAIL_OUTBOX_DIR: outbox, NODE_OPTIONS: `--inspect=127.0.0.1:${INSPECTOR_PORT}` },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  await waitForServer(BASE);
  const cookies = [];
  for (const email of CUSTOMERS) cookies.push(await signIn(BASE, email));
  const slots = await requestableSlots(BASE, cookies);
  const devtools = await inspector();
  await devtools.send('Profiler.enable');
  await devtools.send('Profiler.setSamplingInterval', { interval: 500 });
  await devtools.send('Profiler.start');
  let n = 0;
  const result = await autocannon({
    url: `${BASE}/api/graphql`,
    connections: CONNECTIONS,
    duration: DURATION,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const i = n++;
          const { cookie, days: open, ...slot } = slots[i % slots.length];
          const body = JSON.stringify({ query: REQUEST, variables: { ...slot, d: open[Math.floor(i / slots.length) % open.length] } });
          return { ...request, headers: { ...request.headers, 'content-type': 'application/json', cookie }, body };
        },
      },
    ],
  });
  // Let the queued emails and timers run, so the profile holds the whole cost of each request.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const { profile } = await devtools.send('Profiler.stop');
  devtools.close();
  const times = selfTimes(profile);
  const busy = times.filter(({ node }) => node.callFrame.functionName !== '(idle)');
  const total = busy.reduce((sum, { ms }) => sum + ms, 0);
  const requests = result.requests.total;
  console.log(`${requests} booking requests in ${DURATION} s at ${CONNECTIONS} connections (${result.non2xx} non-2xx);`);
  console.log(`server CPU (sampled, idle excluded) ${total.toFixed(0)} ms = ${(total / requests).toFixed(2)} ms per request\n`);

  const perOwner = new Map();
  for (const { node, ms } of busy) {
    const owner = ownerOf(node.callFrame.url);
    perOwner.set(owner, (perOwner.get(owner) ?? 0) + ms);
  }
  console.log('| package | ms per request | share |\n|---|---:|---:|');
  for (const [owner, ms] of [...perOwner].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`| ${owner} | ${(ms / requests).toFixed(2)} | ${((100 * ms) / total).toFixed(1)} % |`);

  const perFunction = new Map();
  for (const { node, ms } of busy) {
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${ownerOf(url)}:${lineNumber + 1}`;
    perFunction.set(key, (perFunction.get(key) ?? 0) + ms);
  }
  console.log('\n| function (self time) | ms per request |\n|---|---:|');
  for (const [key, ms] of [...perFunction].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(`| ${key} | ${(ms / requests).toFixed(3)} |`);
} finally {
  if (server) await stop(server);
  await cluster.drop(databaseName).catch(() => {});
  await cluster.stop();
  rmSync(outbox, { recursive: true, force: true });
}
