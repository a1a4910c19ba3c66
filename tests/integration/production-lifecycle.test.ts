/**
 * Shutdown in production mode, as Docker runs it (`NODE_ENV=production`, `node dist/server.mjs`,
 * SIGTERM from `docker stop`; cms/server/lifecycle.ts). With 40 requests under way — half being
 * answered, half still waiting in the kernel's accept queue when the signal comes — every one gets
 * its whole answer, new connections are refused, idle keep-alive connections and live streams
 * end, a request still being uploaded is answered, and the process exits 0.
 *
 * Production seeds no demo data, so a development server fills the database first.
 */
import { request, Agent, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropDatabase, freshDatabaseUrl, PRODUCTION_ENV, startServer, Visitor, type TestServer } from '../support/server';

let databaseUrl = '';
let server: TestServer;

beforeAll(async () => {
  databaseUrl = await freshDatabaseUrl('mixbuddy_prod_lifecycle');
  const development = await startServer({ DATABASE_URL: databaseUrl, SCHEDULER_INTERVAL_MS: '0' });
  await development.stop();
  server = await startServer({ ...PRODUCTION_ENV, DATABASE_URL: databaseUrl, SCHEDULER_INTERVAL_MS: '0', SHUTDOWN_GRACE_MS: '30000' });
}, 180_000);
afterAll(async () => {
  await server?.stop();
  if (databaseUrl) await dropDatabase(databaseUrl);
});

type Answer = { status: number; body: string; complete: boolean };

/**
 * One request on a connection of its own (no pool): `connected` once the kernel has accepted the
 * TCP connection (it may still wait in the accept queue), `answer` with the whole answer or its error.
 */
function send(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  let connected!: Promise<void>;
  const answer = new Promise<Answer>((resolve) => {
    const failed = (error: Error) => resolve({ status: 0, body: String(error), complete: false });
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body, complete: res.complete }));
      res.on('error', failed);
    });
    connected = new Promise((ok) => req.once('socket', (socket) => socket.once('connect', () => ok())));
    req.on('error', failed);
    req.end(options.body);
  });
  return { connected, answer };
}

const MENUS_QUERY = JSON.stringify({ query: '{ menus(take: 50) { id title talent { id } } }' });

/** Resolves once a new TCP connection to `port` is refused. */
async function untilRefused(port: number) {
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    });
    if (refused) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('SIGTERM in production mode', () => {
  it('answers all 40 requests in flight, refuses new connections, ends streams and idle connections, exits 0', async () => {
    const port = Number(new URL(server.url).port);
    let exitCode: number | null | undefined;

    // A live stream of a signed-in customer (demo data).
    const customer = new Visitor(server.url);
    await customer.signIn('kunde@mixbuddy.dk', 'mixbuddy-demo-2026');
    const stream = await fetch(`${server.url}/api/messages/stream`, { headers: { cookie: customer.cookie } });
    expect(stream.status).toBe(200);
    const streamReader = stream.body!.getReader();
    await streamReader.read(); // `retry: 5000`
    const streamEnded = (async () => {
      for (;;) if ((await streamReader.read()).done) return true;
    })();

    // An idle keep-alive connection (one request answered, the socket kept for the next).
    const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });
    const idleClosed = await new Promise<Promise<void>>((resolve, reject) => {
      const req = request(`${server.url}/healthz`, { agent: keepAlive }, (res: IncomingMessage) => {
        res.resume();
        res.on('end', () => resolve(new Promise<void>((closed) => req.socket!.once('close', () => closed()))));
      });
      req.on('error', reject);
      req.end();
    });

    // A request still uploading its body at the signal: it holds the process open until we finish it.
    let finishUpload = () => {};
    const upload = new Promise<Answer>((resolve, reject) => {
      const req = request(
        `${server.url}/api/graphql`,
        { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(MENUS_QUERY) } },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, body, complete: res.complete }));
        },
      );
      req.on('error', reject);
      req.write(MENUS_QUERY.slice(0, 20));
      finishUpload = () => req.end(MENUS_QUERY.slice(20));
    });
    await new Promise((resolve) => setTimeout(resolve, 200));

    // 40 requests, each on a connection of its own: uncached page renders (a cookie bypasses the
    // page cache) and GraphQL reads. 20 are fired and answered in part; then the process is
    // paused (SIGSTOP, as a long pause of its event loop would) while 20 more connect — the kernel
    // completes them into the accept queue — and SIGTERM arrives before it resumes.
    const fire = (i: number) =>
      i % 2
        ? send(`${server.url}/soeg?q=${['cocktail', 'gin', 'tapas', 'brunch'][i % 4]}`, { headers: { cookie: 'besoegt=1' } })
        : send(`${server.url}/api/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: MENUS_QUERY });
    let answered = 0;
    const counted = (answer: Answer) => (answer.status && answered++, answer);
    const inFlight = Array.from({ length: 20 }, (_, i) => fire(i).answer.then(counted));
    await Promise.race(inFlight);
    process.kill(server.pid, 'SIGSTOP');
    const waiting = Array.from({ length: 20 }, (_, i) => fire(20 + i));
    await Promise.all(waiting.map((w) => w.connected));
    const answeredBeforeSignal = answered;
    const signalled = server.kill('SIGTERM');
    void signalled.then((code) => (exitCode = code));
    process.kill(server.pid, 'SIGCONT');
    const requests = [...inFlight, ...waiting.map((w) => w.answer)];

    const answers = await Promise.all(requests);
    expect(answeredBeforeSignal).toBeLessThan(20);
    for (const [i, answer] of answers.entries()) {
      expect(answer, `request ${i}`).toMatchObject({ status: 200, complete: true });
      if (i % 2) expect(answer.body).toContain('</html>');
      else expect(JSON.parse(answer.body).data.menus.length).toBeGreaterThan(0);
    }

    // The listening socket is closed while the upload still holds the process.
    await untilRefused(port);
    await idleClosed;
    expect(await streamEnded).toBe(true);
    expect(exitCode).toBeUndefined();

    finishUpload();
    const uploaded = await upload;
    expect(uploaded).toMatchObject({ status: 200, complete: true });
    expect(JSON.parse(uploaded.body).data.menus.length).toBeGreaterThan(0);

    expect(await signalled).toBe(0);
    keepAlive.destroy();
  });
});
