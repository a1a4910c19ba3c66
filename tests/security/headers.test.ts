/**
 * Security headers on every kind of answer (cms/server/security-headers.ts): the site's pages,
 * the back office, GraphQL (GET and POST) and the Stripe simulator's hosted page carry a
 * Content-Security-Policy without 'unsafe-inline' for scripts, frame-ancestors 'none',
 * X-Frame-Options DENY, nosniff and a Referrer-Policy — and no HSTS outside production.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server';

let server: TestServer;
let menuPath = '';

beforeAll(async () => {
  server = await startServer({ SCHEDULER_INTERVAL_MS: '0' });
  const menus = await fetch(`${server.url}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ menus(where: { status: { equals: "published" } }, take: 1) { id } }' }),
  }).then((r) => r.json());
  menuPath = `/menu/${menus.data.menus[0].id}`;
});
afterAll(async () => server?.stop());

/** The directives of a CSP header as name → sources. */
function directives(policy: string | null) {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

function expectCommonHeaders(res: Response, what: string) {
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(res.headers.get('x-frame-options'), what).toBe('DENY');
  expect(res.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('strict-transport-security'), what).toBeNull();
  const csp = directives(res.headers.get('content-security-policy'));
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  for (const [name, values] of csp) if (name.startsWith('script-src')) expect(values, `${what} ${name}`).not.toContain("'unsafe-inline'");
  return csp;
}

function expectStrictPolicy(res: Response, what: string) {
  const csp = expectCommonHeaders(res, what);
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  expect(csp.get('script-src')?.[0], what).toBe("'self'");
  expect(
    csp.get('script-src')?.every((s) => s === "'self'" || /^'sha256-/.test(s)),
    what,
  ).toBe(true);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('base-uri'), what).toEqual(["'self'"]);
  expect(csp.get('form-action')?.[0], what).toBe("'self'");
  return csp;
}

describe('security headers', () => {
  it('the site pages carry the strict policy, with hashes for their inline island scripts', async () => {
    for (const path of ['/', menuPath, '/login', '/mixbuddy-ai', '/side-der-ikke-findes']) {
      const res = await fetch(`${server.url}${path}`);
      const csp = expectStrictPolicy(res, path);
      if (path === '/mixbuddy-ai') {
        // An island page: the astro-island bootstrap script runs because its hash is allowed.
        expect(await res.text()).toContain('<astro-island');
        expect(csp.get('script-src')!.some((s) => s.startsWith("'sha256-"))).toBe(true);
      }
    }
  });

  it('the back office, uploads and the Stripe simulator page carry the strict policy', async () => {
    for (const path of ['/admin', '/admin/bookings', '/uploads/findes-ikke.jpg', '/stripe-simulator/checkout/cs_test_ukendt']) {
      expectStrictPolicy(await fetch(`${server.url}${path}`), path);
    }
  });

  it('GraphQL answers GET and POST with the strict policy', async () => {
    const get = await fetch(`${server.url}/api/graphql?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
    });
    expectStrictPolicy(get, 'GET /api/graphql');
    const post = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(post.status).toBe(200);
    expectStrictPolicy(post, 'POST /api/graphql');
  });

  it("the playground (outside production) keeps frame-ancestors 'none' and brings its own nonce policy", async () => {
    const res = await fetch(`${server.url}/api/graphql`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expectCommonHeaders(res, 'playground');
    expect(await res.text()).toMatch(/http-equiv="Content-Security-Policy" content="script-src 'self' 'nonce-/);
  });

  it('forms may post to our origin and to the Stripe simulator the checkout redirects to', async () => {
    const csp = directives((await fetch(server.url)).headers.get('content-security-policy'));
    expect(csp.get('form-action')).toEqual(["'self'", server.url]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });
});
