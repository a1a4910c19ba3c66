/**
 * Starts the real, built MixBuddy server (dist/server.mjs) on a free port against its own
 * database, and talks to it like a browser would: GraphQL over HTTP with a session cookie.
 *
 * Each server gets its own freshly created database in the cluster of TEST_DATABASE_URL: the
 * system PostgreSQL in CI, otherwise the embedded one the global setup started (test-database.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import pg from 'pg';

export type TestServer = {
  url: string;
  databaseUrl: string;
  /** The server's operating-system process id. */
  pid: number;
  stop: () => Promise<void>;
  logs: () => string;
  /** Sends `signal` to the server process; resolves with its exit code once it has exited. */
  kill: (signal: NodeJS.Signals) => Promise<number | null>;
};

export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
  });
}

/** The cluster's URL the global setup left (tests/support/test-database.ts). */
function clusterUrl(): string {
  const base = process.env.TEST_DATABASE_URL;
  if (!base)
    throw new Error('TEST_DATABASE_URL is not set: run the tests through vitest or Playwright, whose global setup provides a PostgreSQL');
  return base;
}

/**
 * A fresh database for one server: a copy of the run's migrated and seeded template
 * (test-database.ts, `TEST_TEMPLATE_DATABASE`) when there is one, so a server starts without
 * migrating and seeding again; `empty` for a test about what a new, empty database does.
 */
export async function freshDatabaseUrl(name = 'mixbuddy_test', options: { empty?: boolean } = {}): Promise<string> {
  const base = clusterUrl();
  const database = `${name}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  const template = options.empty ? undefined : process.env.TEST_TEMPLATE_DATABASE;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${database}"${template ? ` TEMPLATE "${template}"` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Drops a database made by `freshDatabaseUrl`. */
export async function dropDatabase(databaseUrl: string) {
  const admin = new pg.Client({ connectionString: clusterUrl() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${new URL(databaseUrl).pathname.slice(1)}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/**
 * Starts one server. With `DATABASE_URL` in `env` it joins that database (a second process on the
 * same PostgreSQL database, tests/scale/) and leaves dropping it to the caller.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { port?: number; logFile?: string } = {},
): Promise<TestServer> {
  const port = options.port ?? (await freePort());
  // Without demo data it starts from an empty database, not the seeded template.
  const databaseUrl = env.DATABASE_URL ?? (await freshDatabaseUrl('mixbuddy_test', { empty: env.SEED_DEMO_DATA === 'false' }));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', resolve('dist/server.mjs')], {
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output += chunk;
    if (options.logFile) appendFileSync(options.logFile, chunk);
  };
  const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within 180 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    databaseUrl,
    pid: child.pid!,
    logs: () => output,
    kill: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    stop: async () => {
      await new Promise<void>((ok) => {
        if (child.exitCode !== null || child.signalCode !== null) return ok();
        child.once('exit', () => ok());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      });
      if (!env.DATABASE_URL) await dropDatabase(databaseUrl);
    },
  };
}

/**
 * What production mode needs to start (cms/config.ts): a session secret and Stripe keys (never
 * called at start). With these, `startServer` runs the server as the Docker image does.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'produktion-test-hemmelighed-mindst-32-tegn',
  SELLER_INFORMATION_KEY: '5e11e7c0ffee5e11e7c0ffee5e11e7c0ffee5e11e7c0ffee5e11e7c0ffee5e11',
  DAC7_OPERATOR_CVR: '12345674',
  STRIPE_SECRET_KEY: 'sk_live_example',
  STRIPE_WEBHOOK_SECRET: 'whsec_live_example',
  STRIPE_SIMULATOR: '',
};

export type GraphQLResult<T = any> = { data?: T; errors?: { message: string; path?: string[] }[] };

/** A GraphQL client with its own cookie jar: one instance = one browser. */
export class Visitor {
  cookie = '';
  constructor(readonly baseUrl: string) {}

  async gql<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLResult<T>> {
    const res = await fetch(`${this.baseUrl}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0];
    return (await res.json()) as GraphQLResult<T>;
  }

  async signIn(email: string, password: string) {
    const result = await this.gql(
      `mutation($email: String!, $password: String!) {
        authenticateUserWithPassword(email: $email, password: $password) {
          ... on UserAuthenticationWithPasswordSuccess { item { id } }
          ... on UserAuthenticationWithPasswordFailure { message }
        }
      }`,
      { email, password },
    );
    const id = result.data?.authenticateUserWithPassword?.item?.id;
    if (!id) throw new Error(`sign-in failed for ${email}: ${JSON.stringify(result)}`);
    return id as string;
  }
}
