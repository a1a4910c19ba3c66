/**
 * Helpers for the back-office tests: an admin session on a real server, a fetch that carries a
 * Visitor's cookie (what the browser does with `credentials: 'same-origin'`), and the schema the
 * production build embeds.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSchema, introspectionFromSchema, type IntrospectionSchema } from 'graphql';
import pg from 'pg';
import { Visitor, type TestServer } from '../../support/server';
import { trimIntrospection } from '../../../backoffice/src/dataProvider/keystoneSchema';

export const DEMO_ADMIN = { email: 'admin@mixbuddy.dk', password: 'mixbuddy-demo-2026' };

/** The trimmed introspection the Vite build embeds, made from generated/schema.graphql. */
export function embeddedSchema(): IntrospectionSchema {
  const sdl = readFileSync(resolve('generated/schema.graphql'), 'utf8');
  return trimIntrospection(introspectionFromSchema(buildSchema(sdl)).__schema);
}

/** A fetch that sends the Visitor's cookie and keeps the cookies the server sets, like a browser. */
export function cookieFetch(visitor: Visitor): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (visitor.cookie) headers.set('cookie', visitor.cookie);
    const response = await fetch(input, { ...init, headers });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) visitor.cookie = setCookie.split(';')[0];
    return response;
  };
}

let counter = 0;
export const unique = (prefix: string) => `${prefix}-${process.pid}-${Date.now().toString(36)}-${++counter}`;

export async function gqlOk<T = any>(visitor: Visitor, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await visitor.gql<T>(query, variables);
  if (result.errors?.length || !result.data) throw new Error(`GraphQL failed: ${JSON.stringify(result.errors ?? result)}`);
  return result.data;
}

/** Registers a customer through the public door (`registerAccount`); they can sign in with the password. */
export async function register(server: TestServer, name: string) {
  const email = `${unique('bo')}@example.test`;
  const password = 'korrekt-hest-batteri';
  const anonymous = new Visitor(server.url);
  await gqlOk(
    anonymous,
    'mutation($name: String!, $email: String!, $password: String!) { registerAccount(name: $name, email: $email, password: $password) { ok } }',
    {
      name,
      email,
      password,
    },
  );
  return { email, password };
}

/** Promotes a user straight in the test database (only for when no seeded admin exists). */
async function promoteToAdmin(databaseUrl: string, email: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`UPDATE "User" SET role = 'admin' WHERE email = $1`, [email]);
  } finally {
    await client.end();
  }
}

/**
 * A signed-in admin: the seeded demo admin when the seed has run, otherwise a freshly registered
 * user promoted to admin in the test database.
 */
export async function signInAdmin(server: TestServer): Promise<Visitor> {
  const admin = new Visitor(server.url);
  try {
    await admin.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    return admin;
  } catch {
    const user = await register(server, 'Bagkontor Bente');
    await promoteToAdmin(server.databaseUrl, user.email);
    await admin.signIn(user.email, user.password);
    return admin;
  }
}
