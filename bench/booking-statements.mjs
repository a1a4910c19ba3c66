// `node bench/booking-statements.mjs`: the SQL statements one booking request costs. Seeds the demo
// data into its own database (bench/server.mjs), starts the built server with bench/statement-log.mjs
// loaded, signs a demo customer in, and sends --requests booking requests one at a time (after the
// requests that find what each customer may book, which also warm the server up), each on a new day:
// the statements the app's Prisma connections sent for each request, and those of the last one by
// kind (SELECT, INSERT, …). Writes the "Statements per booking request" section of bench/RESULTS.md
// (with --label=NAME: "Statements per booking request (NAME)"). Then, on the same server without the
// statement log, --cpu-requests more requests one at a time: the CPU time per request of the server
// process (its job worker, which sends the request's emails, included) and of the PostgreSQL backends
// connected to this database (/proc, so the cluster must be on this machine), which other work on the
// machine does not add to as it adds to latency. Options: --requests=N (default 10), --cpu-requests=N
// (default 200), --port=P.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CUSTOMERS, REQUEST, requestableSlots } from './booking-requests.mjs';
import pg from 'pg';
import {
  cpuSecondsOf,
  graphql,
  loadAverage,
  numberArg,
  openBenchCluster,
  recordedAt,
  serversOn,
  signIn,
  stop,
  stringArg,
  waitForServer,
  writeResultsSection,
} from './server.mjs';

const REQUESTS = numberArg('requests', 10);
const CPU_REQUESTS = numberArg('cpu-requests', 200);
const PORT = numberArg('port', 3390);
const LABEL = stringArg('label') ?? '';
const base = `http://127.0.0.1:${PORT}`;
const databaseName = `mixbuddy_bench_statements_${process.pid}`;
const work = mkdtempSync(join(tmpdir(), 'mixbuddy-bench-statements-'));
const log = join(work, 'statements.log');
const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));

const cluster = await openBenchCluster();
const start = serversOn(cluster.urlOf(databaseName), join(work, 'outbox'));
let server;
try {
  await cluster.create(databaseName);
  const seeder = start(PORT, { NODE_ENV: 'development', SEED_DEMO_DATA: 'true' });
  await waitForServer(base);
  await stop(seeder);
  server = start(PORT, { NODE_OPTIONS: `--import=${resolve('bench/statement-log.mjs')}`, BENCH_STATEMENT_LOG: log });
  await waitForServer(base);
  const cookies = [];
  for (const email of CUSTOMERS) cookies.push(await signIn(base, email));
  const slots = await requestableSlots(base, cookies);
  if (!slots.length) throw new Error('no menu takes requests in the days probed');

  const counts = [];
  let last = [];
  for (let i = 0; i < REQUESTS; i++) {
    const { cookie, days, ...slot } = slots[i % slots.length];
    await sleep(300); // jobs the last request queued run on the worker's own connections: not counted
    writeFileSync(log, '');
    const answer = await graphql(base, cookie, REQUEST, { ...slot, d: days[1 + Math.floor(i / slots.length)] });
    if (!answer.data?.requestBooking) throw new Error(`request ${i} refused: ${JSON.stringify(answer.errors)}`);
    last = readFileSync(log, 'utf8').split('\n').filter(Boolean);
    counts.push(last.length);
  }
  // CPU per request, without the statement log.
  await stop(server);
  server = start(PORT);
  await waitForServer(base);
  const session = [];
  for (const email of CUSTOMERS) session.push(await signIn(base, email));
  const slotOf = (i) => {
    const { cookie, days, ...slot } = slots[i % slots.length];
    return [session[cookies.indexOf(cookie)], { ...slot, d: days[3 + (Math.floor(i / slots.length) % (days.length - 3))] }];
  };
  const admin = new pg.Client({ connectionString: cluster.urlOf(databaseName) });
  await admin.connect();
  const backendCpu = async () => {
    const { rows } = await admin.query('SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [databaseName]);
    return rows.reduce((sum, { pid }) => {
      try {
        return sum + cpuSecondsOf(pid);
      } catch {
        return sum; // ended meanwhile
      }
    }, 0);
  };
  const cpu = { node: 0, postgres: 0 };
  let answered = 0;
  for (let i = 0; i < CPU_REQUESTS + 20; i++) {
    // The first 20 warm up; each request is measured from before it is sent until its emails have gone.
    const before = { node: cpuSecondsOf(server.pid), postgres: await backendCpu() };
    const [cookie, variables] = slotOf(REQUESTS + i);
    const answer = await graphql(base, cookie, REQUEST, variables);
    await sleep(150);
    if (i < 20 || !answer.data?.requestBooking) continue;
    cpu.node += cpuSecondsOf(server.pid) - before.node;
    cpu.postgres += (await backendCpu()) - before.postgres;
    answered++;
  }
  await admin.end();
  const perRequest = { node: (cpu.node * 1000) / answered, postgres: (cpu.postgres * 1000) / answered };
  console.log(`CPU per request over ${answered}: node ${perRequest.node.toFixed(1)} ms, PostgreSQL ${perRequest.postgres.toFixed(1)} ms`);

  const kindOf = (sql) => sql.split(' ')[0].toUpperCase();
  const kinds = new Map();
  for (const sql of last) kinds.set(kindOf(sql), (kinds.get(kindOf(sql)) ?? 0) + 1);
  const section = `Rerun: \`npm run build && node bench/booking-statements.mjs\` (options \`--requests=${REQUESTS}\`${LABEL ? ` \`--label=${LABEL}\`` : ''}).
Recorded ${recordedAt()}, ${cluster.description}, demo data, built server (\`NODE_ENV=production\`) with bench/statement-log.mjs
loaded: every statement the app's Prisma connections sent while one GraphQL \`requestBooking\` (signed in, a message, a new day)
was answered, ${REQUESTS} requests one at a time. Not counted: the job worker's own connections (the emails and timers the
request queued run there after it).

Statements per request: ${counts.join(', ')}. The last request's by kind: ${[...kinds].map(([kind, n]) => `${kind} ${n}`).join(', ')}.

CPU per request, ${answered} requests one at a time (each until its emails were sent, 150 ms), on a server without the statement log:
**${perRequest.node.toFixed(1)} ms** in the server process (GraphQL, Prisma, the job worker sending the two emails) and
**${perRequest.postgres.toFixed(1)} ms** in the PostgreSQL backends connected to this database (load average ${loadAverage()} at the end).

<details><summary>The last request's statements</summary>

\`\`\`sql
${last.map((sql) => (sql.length > 240 ? `${sql.slice(0, 240)} …` : sql)).join('\n')}
\`\`\`

</details>
`;
  writeResultsSection(LABEL ? `Statements per booking request (${LABEL})` : 'Statements per booking request', section);
  console.log(section);
} finally {
  if (server) await stop(server);
  await cluster.drop(databaseName);
  await cluster.stop();
  rmSync(work, { recursive: true, force: true });
}
