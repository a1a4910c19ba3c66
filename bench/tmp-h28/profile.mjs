import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from '/work/wt-h28/node_modules/autocannon/autocannon.js';
import { CUSTOMERS, REQUEST, requestableSlots } from '/work/wt-h28/bench/booking-requests.mjs';
import { openBenchCluster, serversOn, signIn, stop, waitForServer } from '/work/wt-h28/bench/server.mjs';
const PORT = 3395, base = `http://127.0.0.1:${PORT}`, db = `mixbuddy_h28_prof_${process.pid}`;
const cluster = await openBenchCluster();
const start = serversOn(cluster.urlOf(db), mkdtempSync(join(tmpdir(), 'h28-outbox-')));
let server;
try {
  await cluster.create(db);
  const seeder = start(PORT, { NODE_ENV: 'development', SEED_DEMO_DATA: 'true' });
  await waitForServer(base); await stop(seeder);
  server = start(PORT, { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=/tmp/h28/prof` });
  await waitForServer(base);
  const cookies = []; for (const e of CUSTOMERS) cookies.push(await signIn(base, e));
  const slots = await requestableSlots(base, cookies);
  let n = 0;
  const r = await autocannon({ url: `${base}/api/graphql`, connections: 10, duration: Number(process.argv[2] ?? 15), requests: [{ method: 'POST', setupRequest: (req) => { const i = n++; const { cookie, days, ...slot } = slots[i % slots.length]; return { ...req, headers: { ...req.headers, 'content-type': 'application/json', cookie }, body: JSON.stringify({ query: REQUEST, variables: { ...slot, d: days[Math.floor(i / slots.length) % days.length] } }) }; } }] });
  console.log('rps', r.requests.average, 'p99', r.latency.p99, 'non2xx', r.non2xx);
} finally { if (server) await stop(server); await cluster.drop(db); await cluster.stop(); }
