/**
 * PostgreSQL away, as a production server sees it: its connections drop and new ones are
 * refused (a TCP proxy between the server and the database, cut by the test). Every door says
 * "MixBuddy er midlertidigt utilgængelig" with 503 and Retry-After — a page (the site's error
 * page), GraphQL (code SERVICE_UNAVAILABLE, also when the session cannot be read) and the JSON
 * routes — never that the person's input was wrong; /healthz stays 200 and /readyz answers 503.
 * When the database is back, the same requests answer 200 without a restart
 * (cms/db/unavailable.ts, cms/server/unavailable.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../support/processes';
import { dropDatabase, freshDatabaseUrl, PRODUCTION_ENV, startServer, type TestServer } from '../support/server';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';

const UNAVAILABLE = 'MixBuddy er midlertidigt utilgængelig';
/** A session token of the right shape: reading it asks the database. */
const SESSION_COOKIE = `mixbuddy-session=${'s'.repeat(43)}`;

let databaseUrl = '';
let proxy: TcpProxy;
let server: TestServer;

beforeAll(async () => {
  databaseUrl = await freshDatabaseUrl('mixbuddy_outage');
  proxy = await startTcpProxy(databaseUrl);
  server = await startServer({ ...PRODUCTION_ENV, DATABASE_URL: proxy.url, SCHEDULER_INTERVAL_MS: '0' });
});
afterAll(async () => {
  await proxy?.restore().catch(() => {});
  await server?.stop();
  await proxy?.close();
  if (databaseUrl) await dropDatabase(databaseUrl);
});

/** A search page, past the page cache (any cookie but the consent cookie bypasses it). */
const page = (cookie = 'besoegt=1') => fetch(`${server.url}/soeg?q=gin`, { headers: { accept: 'text/html', cookie } });
const graphql = (cookie?: string) =>
  fetch(`${server.url}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query: '{ menus(take: 3) { id title } }' }),
  });
/** A form post: signing in asks the database (signed in, so does reading the session first). */
const form = (cookie?: string) =>
  fetch(`${server.url}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      accept: 'text/html',
      origin: server.url,
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams({ email: 'kunde@example.dk', password: 'et-langt-kodeord-2026' }).toString(),
  });
/** A signed-in Express route: its session is read from the database first. */
const expressRoute = (accept: string) => fetch(`${server.url}/api/messages/stream`, { headers: { accept, cookie: SESSION_COOKIE } });
const jsonRoute = () => expressRoute('application/json');

describe('PostgreSQL away', () => {
  it('answers 503 with Retry-After and the Danish message on every door, then 200 again when it is back', async () => {
    expect((await page()).status).toBe(200);
    const up = await graphql();
    expect(up.status).toBe(200);
    const menusBefore = (await up.json()).data.menus;

    await proxy.cut();

    // Anonymous (the page's own reads fail) and with a session (reading it fails before the page).
    for (const cookie of ['besoegt=1', SESSION_COOKIE]) {
      const down = await page(cookie);
      expect(down.status).toBe(503);
      expect(Number(down.headers.get('retry-after'))).toBeGreaterThan(0);
      const html = await down.text();
      expect(html).toContain(`<h1 id="error-heading">${UNAVAILABLE}</h1>`);
      expect(html).not.toContain('ugyldige værdier');
      expect(html).toContain('</html>');
    }

    for (const cookie of [undefined, SESSION_COOKIE]) {
      const answer = await graphql(cookie);
      expect(answer.status).toBe(503);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      const body = await answer.json();
      expect(body.errors).toEqual([
        expect.objectContaining({ message: expect.stringContaining(UNAVAILABLE), extensions: { code: 'SERVICE_UNAVAILABLE' } }),
      ]);
    }

    for (const cookie of [undefined, SESSION_COOKIE]) {
      const posted = await form(cookie);
      expect(posted.status).toBe(503);
      expect(Number(posted.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await posted.text()).toContain(`<h1 id="error-heading">${UNAVAILABLE}</h1>`);
    }

    const upload = fetch(`${server.url}/api/uploads/images`, {
      method: 'POST',
      headers: { origin: server.url, cookie: SESSION_COOKIE },
      body: new FormData(),
    });
    for (const json of [await jsonRoute(), await upload]) {
      expect(json.status).toBe(503);
      expect(Number(json.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await json.json()).toMatchObject({ error: expect.stringContaining(UNAVAILABLE) });
    }
    // A browser on such a route gets the site's page.
    const browser = await expressRoute('text/html');
    expect(browser.status).toBe(503);
    expect(await browser.text()).toContain(`<h1 id="error-heading">${UNAVAILABLE}</h1>`);

    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(503);

    await proxy.restore();

    await until('the page to answer again', async () => ((await page()).status === 200 ? true : undefined));
    const back = await graphql();
    expect(back.status).toBe(200);
    expect((await back.json()).data.menus).toEqual(menusBefore);
    expect((await jsonRoute()).status).toBe(401);
    // The sign-in form answers again: a refused sign-in (no such account), not an outage.
    const refused = await form();
    expect(refused.status).toBe(401);
    expect(await refused.text()).not.toContain(UNAVAILABLE);
    await until('/readyz to answer 200', async () => ((await fetch(`${server.url}/readyz`)).status === 200 ? true : undefined));
  });
});
