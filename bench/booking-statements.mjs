// `node bench/booking-statements.mjs`: the SQL statements one booking request costs. Seeds the demo
// data into its own database (bench/server.mjs), starts the built server with bench/statement-log.mjs
// loaded, signs a demo customer in, and sends --requests booking requests one at a time (after the
// requests that find what each customer may book, which also warm the server up), each on a new day:
// the statements the app's Prisma connections sent for each request, and those of the last one by
// kind (SELECT, INSERT, …). Writes the "Statements per booking request" section of bench/RESULTS.md
// (with --label=NAME: "Statements per booking request (NAME)"). Options: --requests=N (default 10), --port=P.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CUSTOMERS, REQUEST, requestableSlots } from './booking-requests.mjs';
import {
  graphql,
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
  const kindOf = (sql) => sql.split(' ')[0].toUpperCase();
  const kinds = new Map();
  for (const sql of last) kinds.set(kindOf(sql), (kinds.get(kindOf(sql)) ?? 0) + 1);
  const section = `Rerun: \`npm run build && node bench/booking-statements.mjs\` (options \`--requests=${REQUESTS}\`${LABEL ? ` \`--label=${LABEL}\`` : ''}).
Recorded ${recordedAt()}, ${cluster.description}, demo data, built server (\`NODE_ENV=production\`) with bench/statement-log.mjs
loaded: every statement the app's Prisma connections sent while one GraphQL \`requestBooking\` (signed in, a message, a new day)
was answered, ${REQUESTS} requests one at a time. Not counted: the job worker's own connections (the emails and timers the
request queued run there after it).

Statements per request: ${counts.join(', ')}. The last request's by kind: ${[...kinds].map(([kind, n]) => `${kind} ${n}`).join(', ')}.

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
