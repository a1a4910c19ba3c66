/**
 * The rendered-page cache (cms/server/page-cache.ts) against the real server: what an anonymous
 * visitor, a signed-in person and an attacker see. Anonymous public pages are kept and shared,
 * personal pages never are, a change shows at once, and the Host header cannot poison a page.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../support/fixtures';
import { PageBrowser } from '../support/browser';
import { startServer, Visitor, type TestServer } from '../support/server';

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ SCHEDULER_INTERVAL_MS: '0' });
});

afterAll(async () => {
  await server?.stop();
});

const tag = Math.random().toString(36).slice(2, 8);
const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { redirect: 'manual', headers });
const cacheState = (res: Response) => res.headers.get('x-cache');

/** A GET with headers fetch() will not send (Host), straight over HTTP/1.1. */
function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** GETs a page until it is served from the cache; returns that response's body. */
async function warm(path: string) {
  await (await get(path)).text();
  const res = await get(path);
  expect(cacheState(res), path).toBe('HIT');
  return res.text();
}

describe('anonymous public pages', () => {
  const PUBLIC_PAGES = [
    '/',
    '/soeg',
    '/soeg?q=gin&sort=pris',
    '/bliv-talent',
    '/support',
    '/vores-historie',
    '/mixbuddy-ai',
    '/brugsbetingelser',
    '/handelsbetingelser',
    '/talent-vilkaar',
    '/privatlivspolitik',
    '/cookiepolitik',
    '/tilgaengelighed',
  ];

  it('set no cookie and carry no CSRF token, and are shared with a public cache policy', async () => {
    for (const path of [...PUBLIC_PAGES, '/login', '/register/create-account']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.getSetCookie(), path).toEqual([]);
      expect(await res.text(), path).not.toContain('name="csrf"');
    }
    for (const path of PUBLIC_PAGES) {
      const res = await get(path);
      expect(cacheState(res), path).toBe('HIT');
      expect(res.headers.get('cache-control'), path).toBe('public, s-maxage=60, stale-while-revalidate=300');
      expect(res.headers.get('vary'), path).toMatch(/Accept-Encoding.*Cookie/);
    }
  });

  it('are sent brotli- or gzip-compressed as asked, answer 304 to their ETag, and keep the page CSP', async () => {
    const fresh = await get('/soeg?kategori=vin', { cookie: 'andet=1' });
    expect(cacheState(fresh)).toBe('BYPASS');
    await warm('/soeg?kategori=vin');
    const plain = await get('/soeg?kategori=vin', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const page = await plain.text();
    expect(page).toContain('</html>');
    // Each compressed copy is made on first demand, then sent from the cache: the same page either time.
    for (const encoding of ['br', 'gzip', 'br', 'gzip']) {
      const res = await get('/soeg?kategori=vin', { 'accept-encoding': encoding });
      expect(cacheState(res)).toBe('HIT');
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(Number(res.headers.get('content-length'))).toBeLessThan(Buffer.byteLength(page) / 2);
      expect(await res.text()).toBe(page);
    }
    const kept = await get('/soeg?kategori=vin');
    expect(kept.headers.get('content-security-policy')).toBe(fresh.headers.get('content-security-policy'));
    expect(kept.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
    const etag = kept.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    const revalidated = await get('/soeg?kategori=vin', { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    const other = await get('/soeg?kategori=vin', { 'if-none-match': 'W/"noget-andet"' });
    expect(other.status).toBe(200);
  });

  it("never answer a visitor's question to the assistant from the cache: each comes back to be asked", async () => {
    await warm('/mixbuddy-ai');
    for (const question of [`Hvem står bag ${tag}`, `Hvem står bag ${tag} nu`]) {
      const res = await get(`/mixbuddy-ai?spoergsmaal=${encodeURIComponent(question)}`);
      expect(res.status).toBe(200);
      expect(cacheState(res)).toBe('BYPASS');
      expect(res.headers.get('cache-control')).not.toMatch(/public/);
      expect(await res.text()).toContain(question);
    }
    expect(await warm('/mixbuddy-ai')).not.toContain(`Hvem står bag ${tag}`);
  });

  it('keep one copy per cookie choice, and bypass the cache for any other cookie', async () => {
    const undecided = await warm('/vores-historie');
    expect(undecided).toContain('action="/samtykke"');
    await (await get('/vores-historie', { cookie: 'mb_samtykke=alle' })).text();
    const decided = await get('/vores-historie', { cookie: 'mb_samtykke=alle' });
    expect(cacheState(decided)).toBe('HIT');
    expect(await decided.text()).not.toContain('action="/samtykke"');
    for (const cookie of ['mb_samtykke=alle; flash-booking=abc', 'mixbuddy-session=x', 'noget=1']) {
      expect(cacheState(await get('/vores-historie', { cookie })), cookie).toBe('BYPASS');
    }
    expect(cacheState(await get('/vores-historie', { authorization: 'Bearer abc' }))).toBe('BYPASS');
  });

  it('cannot be poisoned through the Host header', async () => {
    const attacks: Record<string, string>[] = [
      { host: 'evil.example' },
      { 'x-forwarded-host': 'evil.example' },
      { host: 'evil.example', 'x-forwarded-proto': 'https' },
    ];
    for (const headers of attacks) {
      const poisoned = await rawGet('/talent-vilkaar', headers);
      expect(poisoned.status).toBe(200);
      expect(poisoned.body).not.toContain('evil.example');
    }
    const normal = await get('/talent-vilkaar');
    expect(cacheState(normal)).toBe('HIT');
    expect(await normal.text()).not.toContain('evil.example');
  });
});

describe('signed-in pages', () => {
  it('never reach anyone else, and a kept anonymous page never reaches a signed-in person', async () => {
    const customer = await new PageBrowser(server.url).signIn('kunde@mixbuddy.dk', DEMO_PASSWORD);
    expect(await warm('/')).not.toContain('Camilla Jensen');
    const own = await customer.get('/');
    expect(cacheState(own)).toBe('BYPASS');
    expect(own.headers.get('cache-control')).toBe('private, no-cache');
    expect(await own.text()).toContain('Camilla Jensen');
    for (let i = 0; i < 2; i++) {
      const anonymous = await get('/');
      expect(cacheState(anonymous)).toBe('HIT');
      expect(await anonymous.text()).not.toContain('Camilla Jensen');
    }
    expect(await (await customer.get('/')).text()).toContain('Camilla Jensen');
  });
});

describe('changes', () => {
  const MENU = `query($id: ID!) { menu(where: { id: $id }) { title description category items pricePerGuest minGuests maxGuests durationMinutes containsAlcohol } }`;
  const SAVE_MENU = `mutation($id: ID, $data: JSON!) { saveTalentMenu(id: $id, data: $data) { ok message } }`;

  it('a talent’s menu edit shows at once on the menu page, the talent’s profile and the search', async () => {
    const talent = new Visitor(server.url);
    await talent.signIn('talent@mixbuddy.dk', DEMO_PASSWORD);
    const mine = await talent.gql(
      `{ authenticatedItem { ... on User { talentProfile { id menus(where: { status: { equals: "published" } }, take: 1) { id } } } } }`,
    );
    const profileId = mine.data.authenticatedItem.talentProfile.id as string;
    const menuId = mine.data.authenticatedItem.talentProfile.menus[0].id as string;
    const menu = (await talent.gql(MENU, { id: menuId })).data.menu;
    const title = `Cachetest ${tag}`;
    const pages = [`/menu/${menuId}`, `/profile/${profileId}`, `/soeg?q=Cachetest`];
    for (const path of pages) expect(await warm(path), path).not.toContain(title);
    // The listings may show the menu too (another test shows a change on them); they are dropped.
    for (const path of ['/', '/soeg', '/vores-historie']) await warm(path);

    const saved = await talent.gql(SAVE_MENU, {
      id: menuId,
      data: {
        ...menu,
        title,
        priceKroner: String(menu.pricePerGuest / 100),
        pricePerGuest: undefined,
        allergens: '',
        images: [],
        status: 'published',
      },
    });
    expect(saved.data.saveTalentMenu).toMatchObject({ ok: true });
    for (const path of pages) {
      const res = await get(path);
      expect(cacheState(res), path).toBe('MISS');
      expect(await res.text(), path).toContain(title);
    }
    for (const path of ['/', '/soeg']) expect(cacheState(await get(path)), path).toBe('MISS');
    expect(cacheState(await get('/vores-historie')), 'a page without menus stays').toBe('HIT');
  });

  it('an admin’s change through the list API shows at once on / and /soeg', async () => {
    const admin = new Visitor(server.url);
    await admin.signIn('admin@mixbuddy.dk', DEMO_PASSWORD);
    const home = await warm('/');
    const search = await warm('/soeg');
    const linked = (html: string) => new Set([...html.matchAll(/href="\/menu\/([^"?]+)"/g)].map((m) => m[1]));
    const onSearch = linked(search);
    const menuId = [...linked(home)].find((id) => onSearch.has(id))!;
    expect(menuId).toBeTruthy();
    const title = `Forsidetest ${tag}`;
    const updated = await admin.gql(
      `mutation($id: ID!, $title: String!) { updateMenu(where: { id: $id }, data: { title: $title }) { id } }`,
      { id: menuId, title },
    );
    expect(updated.errors ?? []).toEqual([]);
    for (const path of ['/', '/soeg']) expect(await (await get(path)).text(), path).toContain(title);
  });
});

describe('anonymous form posts', () => {
  it('work from our own pages and are refused from another site', async () => {
    const consent = (headers: Record<string, string>) =>
      fetch(`${server.url}/samtykke`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ valg: 'alle', next: '/' }),
      });
    const own = await consent({ origin: server.url, 'sec-fetch-site': 'same-origin' });
    expect(own.status).toBe(303);
    expect(own.headers.getSetCookie().some((c) => c.startsWith('mb_samtykke=alle'))).toBe(true);
    const foreign = await consent({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.getSetCookie()).toEqual([]);

    const visitor = new PageBrowser(server.url);
    const sent = await visitor.post('/support', {
      name: 'Cache Test',
      email: `cache-${tag}@example.dk`,
      topic: 'andet',
      message: 'Virker kontaktformularen uden token?',
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/support?sendt=1');
  });
});
