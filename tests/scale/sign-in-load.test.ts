/**
 * Signing in never freezes the process (cms/auth/passwords.ts): password hashing runs in native
 * bcrypt on libuv's thread pool, a bounded number at once, and a check that waits too long for its
 * turn is answered with the Danish "prøv igen".
 *
 * - 100 people sign in at the same moment (half through /login, half through GraphQL's
 *   `authenticateUserWithPassword`) while a canary asks /healthz every 100 ms: every sign-in
 *   succeeds or is told to try again (and then succeeds), and no /healthz answer takes 200 ms.
 *   With bcryptjs on the event loop the same burst held /healthz for seconds.
 * - Hashes written by bcryptjs (Keystone's default before: $2b$, and $2a$ from its older
 *   releases) still sign in; a changed password is stored by the new implementation.
 * - A server with one slot and no patience answers the busy message on each door.
 *
 * Production mode (NODE_ENV=production, the built server), which seeds nothing: the accounts are
 * written straight into the database with bcryptjs hashes, as a database from before holds them.
 * The canary runs in a worker thread with its own event loop and clock, so the test's own work
 * (100 requests and their answers) cannot delay it; the worker also records its own event-loop
 * delay, printed with the canary's timings, to tell a slow server from a starved client.
 */
import { randomBytes } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageBrowser } from '../support/browser';
import { startServer, Visitor, type TestServer } from '../support/server';

const BUSY = 'Der er travlt hos MixBuddy lige nu. Vent et øjeblik, og prøv igen.';
const WRONG = 'Forkert e-mail eller adgangskode.';
const OLD_PASSWORD = 'gammel-adgangskode-2025';
// Made by bcryptjs 3.0.3 (Keystone's default kdf) from OLD_PASSWORD; bcryptjs 2.x wrote $2a$.
const BCRYPTJS_2B = '$2b$10$z9OfgOUlrTTRfImCIRi2jeD8S2whjmZZYNF9J1FJN1tDmwkg22k0W';
const BCRYPTJS_2A = '$2a$10$XrzRWBXn2Wk.XNq2ontf8uYx4bSjapFC91DpA.7E/Esh0pYroRra6';
const BURST = 100;
const CANARY_EVERY_MS = 100;
const CANARY_LIMIT_MS = 200;

const SIGN_IN = `mutation($email: String!, $password: String!) {
  authenticateUserWithPassword(email: $email, password: $password) {
    ... on UserAuthenticationWithPasswordSuccess { item { id } }
    ... on UserAuthenticationWithPasswordFailure { message }
  }
}`;

const outbox = mkdtempSync(join(tmpdir(), 'mixbuddy-sign-in-load-'));
const production = (env: Record<string, string> = {}) =>
  startServer({
    NODE_ENV: 'production',
    SESSION_SECRET: 'sign-in-load-test-secret-at-least-32-characters',
    SELLER_INFORMATION_KEY: '5e11e7c0ffee5e11e7c0ffee5e11e7c0ffee5e11e7c0ffee5e11e7c0ffee5e11',
    DAC7_OPERATOR_CVR: '12345674',
    STRIPE_SIMULATOR: 'true',
    SEED_DEMO_DATA: 'false',
    EMAIL_OUTBOX_DIR: outbox,
    ...env,
  });

const cuid = () => `c${randomBytes(12).toString('hex').slice(0, 24)}`;

/** Accounts as a database from before holds them: rows with a bcryptjs hash. */
async function insertAccounts(server: TestServer, accounts: { email: string; hash: string }[]) {
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  try {
    for (const { email, hash } of accounts) {
      await db.query(
        `INSERT INTO "User" ("id", "name", "email", "password", "role", "emailVerifiedAt") VALUES ($1, $2, $3, $4, 'customer', now())`,
        [cuid(), 'Gammel Kunde', email, hash],
      );
    }
  } finally {
    await db.end();
  }
}

async function storedHash(server: TestServer, email: string) {
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  try {
    return (await db.query(`SELECT "password" FROM "User" WHERE "email" = $1`, [email])).rows[0]?.password as string;
  } finally {
    await db.end();
  }
}

type Answer = { ok: true } | { ok: false; message: string; status: number; retryAfter?: string | null };

/** Signs in through /login: 303 to the check-in with a session, or the page's alert. */
async function signInByPage(server: TestServer, email: string, password: string): Promise<Answer> {
  const res = await new PageBrowser(server.url).post('/login', { email, password });
  if (res.status === 303 && res.headers.getSetCookie().some((c) => c.startsWith('mixbuddy-session='))) return { ok: true };
  const html = await res.text();
  const message = /role="alert" id="login-error">([^<]*)</.exec(html)?.[1] ?? html.slice(0, 200);
  return { ok: false, message, status: res.status, retryAfter: res.headers.get('retry-after') };
}

/** Signs in through GraphQL: the success's item, or the failure's message. */
async function signInByGraphql(server: TestServer, email: string, password: string): Promise<Answer> {
  const result = await new Visitor(server.url).gql(SIGN_IN, { email, password });
  const answer = result.data?.authenticateUserWithPassword;
  if (answer?.item?.id) return { ok: true };
  return { ok: false, message: answer?.message ?? JSON.stringify(result), status: 200 };
}

const signIn = (server: TestServer, i: number, email: string, password: string) =>
  i % 2 ? signInByPage(server, email, password) : signInByGraphql(server, email, password);

type CanaryReport = { samples: { ms: number; status: number }[]; loopDelayMaxMs: number; loopDelayP99Ms: number };

/** /healthz every 100 ms from a worker thread, timed by the worker's own clock, until stopped. */
function startCanary(url: string) {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads');
    const { monitorEventLoopDelay, performance } = require('node:perf_hooks');
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    let stopping = false;
    parentPort.on('message', () => (stopping = true));
    (async () => {
      // Untimed: the worker's first fetch sets up undici and the connection.
      await fetch(workerData.url + '/healthz').then((res) => res.arrayBuffer()).catch(() => null);
      const samples = [];
      let next = performance.now();
      while (!stopping) {
        const started = performance.now();
        let status = 0;
        try {
          const res = await fetch(workerData.url + '/healthz');
          await res.arrayBuffer();
          status = res.status;
        } catch {
          status = -1;
        }
        samples.push({ ms: performance.now() - started, status });
        next += workerData.every;
        await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
      }
      loop.disable();
      parentPort.postMessage({ samples, loopDelayMaxMs: loop.max / 1e6, loopDelayP99Ms: loop.percentile(99) / 1e6 });
    })();
    `,
    { eval: true, workerData: { url, every: CANARY_EVERY_MS } },
  );
  const report = new Promise<CanaryReport>((ok, fail) => {
    worker.once('message', ok);
    worker.once('error', fail);
  });
  return {
    stop: async () => {
      worker.postMessage('stop');
      const result = await report;
      await worker.terminate();
      return result;
    },
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('100 sign-ins at once on a production server', () => {
  let server: TestServer;
  const accounts = Array.from({ length: BURST }, (_, i) => ({
    email: `kunde-${i}@eksempel.dk`,
    hash: i % 4 === 3 ? BCRYPTJS_2A : BCRYPTJS_2B,
  }));

  beforeAll(async () => {
    server = await production();
    await insertAccounts(server, [
      ...accounts,
      { email: 'gammel-2a@eksempel.dk', hash: BCRYPTJS_2A },
      { email: 'gammel-2b@eksempel.dk', hash: BCRYPTJS_2B },
    ]);
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(outbox, { recursive: true, force: true });
  });

  it('all sign in or are told to try again, and /healthz keeps answering within 200 ms', async () => {
    // Warm up both doors (the first render and query plans), then start the canary before the burst.
    expect(await signInByPage(server, 'gammel-2b@eksempel.dk', OLD_PASSWORD)).toEqual({ ok: true });
    expect(await signInByGraphql(server, 'gammel-2b@eksempel.dk', OLD_PASSWORD)).toEqual({ ok: true });
    const canary = startCanary(server.url);
    await sleep(5 * CANARY_EVERY_MS);

    const started = performance.now();
    const answers = await Promise.all(accounts.map((a, i) => signIn(server, i, a.email, OLD_PASSWORD)));
    const burstMs = performance.now() - started;
    await sleep(3 * CANARY_EVERY_MS);
    const report = await canary.stop();

    const busy = answers.flatMap((a, i) => (a.ok ? [] : [{ i, ...a }]));
    const timings = report.samples.map((s) => Math.round(s.ms));
    console.log(
      `${BURST} sign-ins in ${Math.round(burstMs)} ms: ${BURST - busy.length} signed in, ${busy.length} told to try again; ` +
        `canary ${report.samples.length} × /healthz, max ${Math.max(...timings)} ms [${timings.join(', ')}]; ` +
        `the canary's own event-loop delay max ${report.loopDelayMaxMs.toFixed(1)} ms, p99 ${report.loopDelayP99Ms.toFixed(1)} ms`,
    );

    // Every answer is a sign-in or the Danish busy message (503 with Retry-After on the page).
    for (const answer of busy) {
      expect(answer.message, `sign-in ${answer.i}`).toBe(BUSY);
      if (answer.i % 2) expect([answer.status, answer.retryAfter], `sign-in ${answer.i}`).toEqual([503, '2']);
    }
    expect(BURST - busy.length).toBeGreaterThan(0);
    // The canary ran through the whole burst, and /healthz never waited behind the hashing.
    expect(report.samples.length).toBeGreaterThanOrEqual(Math.floor(burstMs / CANARY_EVERY_MS));
    expect(report.samples.every((s) => s.status === 200)).toBe(true);
    expect(Math.max(...timings), `canary timings: ${timings.join(', ')} ms`).toBeLessThan(CANARY_LIMIT_MS);

    // "Prøv igen" is true: those told to try again sign in when they do (the attempt was given back).
    for (const { i } of busy) expect(await signIn(server, i, accounts[i].email, OLD_PASSWORD), `retry ${i}`).toEqual({ ok: true });
  });

  it('hashes written by bcryptjs ($2a$ and $2b$) still sign in, through /login and GraphQL, and a wrong password does not', async () => {
    for (const email of ['gammel-2a@eksempel.dk', 'gammel-2b@eksempel.dk']) {
      expect(await signInByPage(server, email, OLD_PASSWORD), email).toEqual({ ok: true });
      expect(await signInByGraphql(server, email, OLD_PASSWORD), email).toEqual({ ok: true });
      expect(await signInByPage(server, email, `${OLD_PASSWORD}!`)).toMatchObject({ ok: false, status: 401, message: WRONG });
      expect(await signInByGraphql(server, email, `${OLD_PASSWORD}!`)).toMatchObject({ ok: false, message: WRONG });
    }
  });

  it('a changed password is stored by the new implementation ($2b$, work factor 10) and the old one stops working', async () => {
    const email = 'gammel-2a@eksempel.dk';
    const person = new Visitor(server.url);
    await person.signIn(email, OLD_PASSWORD);
    const changed = await person.gql(
      `mutation($c: String, $p: String!) { changePassword(currentPassword: $c, password: $p, passwordRepeat: $p) { ok } }`,
      {
        c: OLD_PASSWORD,
        p: 'ny-lang-adgangskode-2026',
      },
    );
    expect(changed).toEqual({ data: { changePassword: { ok: true } } });
    const hash = await storedHash(server, email);
    expect(hash).toMatch(/^\$2b\$10\$.{53}$/);
    expect(hash).not.toBe(BCRYPTJS_2A);
    expect(await signInByGraphql(server, email, 'ny-lang-adgangskode-2026')).toEqual({ ok: true });
    expect(await signInByGraphql(server, email, OLD_PASSWORD)).toMatchObject({ ok: false, message: WRONG });
  });
});

describe('a server with one password slot and no patience', () => {
  let server: TestServer;

  beforeAll(async () => {
    // One check at a time, and none may wait: every check that finds the slot taken is told at once.
    server = await production({ PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_QUEUE_TIMEOUT_MS: '1' });
    await insertAccounts(
      server,
      Array.from({ length: 10 }, (_, i) => ({ email: `travl-${i}@eksempel.dk`, hash: BCRYPTJS_2B })),
    );
  });
  afterAll(() => server?.stop());

  it('answers the Danish busy message on /login (503, Retry-After), GraphQL sign-in and registration', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => signIn(server, i, `travl-${i}@eksempel.dk`, OLD_PASSWORD)));
    const byPage = answers.filter((a, i) => i % 2 && !a.ok);
    const byGraphql = answers.filter((a, i) => !(i % 2) && !a.ok);
    expect(answers.some((a) => a.ok)).toBe(true);
    expect(byPage.length + byGraphql.length).toBeGreaterThan(0);
    for (const answer of byPage) expect(answer).toMatchObject({ ok: false, status: 503, retryAfter: '2', message: BUSY });
    for (const answer of byGraphql) expect(answer).toMatchObject({ ok: false, message: BUSY });

    const registrations = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        new Visitor(server.url).gql(
          `mutation($n: String!, $e: String!, $p: String!) { registerAccount(name: $n, email: $e, password: $p) { ok } }`,
          {
            n: 'Ny Kunde',
            e: `ny-${i}@eksempel.dk`,
            p: 'en-lang-ny-adgangskode',
          },
        ),
      ),
    );
    const refused = registrations.filter((r) => r.errors);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) expect(r.errors).toMatchObject([{ message: BUSY, extensions: { code: 'SERVICE_UNAVAILABLE' } }]);
  });
});
