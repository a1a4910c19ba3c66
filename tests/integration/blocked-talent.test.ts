/**
 * A talent an admin blocks (`User.blockedAt`) disappears with their published menus, for everyone
 * but admins (rules.visibleMenus, the search SQL, site/src/lib/public-read.ts): /menu/{id} is the
 * Danish 404, /soeg, the home page, the sitemap, the talent's profile and MixBuddy AI list none of
 * them, and GraphQL gives nothing away as a visitor or another customer — not by id, count,
 * filter or through another list's relationship; their profile is the Danish 404 too. The customer
 * who booked one still sees the menu they booked and the talent's profile. The shared page cache forgets the menu's page when the talent is blocked, and
 * shows it again when they are unblocked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingWorld, dateInDays, must, page, requestBooking, type BookingWorld } from '../support/bookings';
import { startServer, Visitor, type TestServer } from '../support/server';

let server: TestServer;
let w: BookingWorld;
let title: string;
const ASK = 'Whisky til 4 gæster, hvor som helst i landet';

const setBlocked = (blockedAt: string | null) =>
  must(w.admin, `mutation($id: ID!, $at: DateTime) { updateUser(where: { id: $id }, data: { blockedAt: $at }) { id } }`, {
    id: w.talent1.id,
    at: blockedAt,
  });

const searchFor = (text: string) => `/soeg?q=${encodeURIComponent(text)}`;
const resultCount = (html: string) => /data-testid="result-count">([^<]*)</.exec(html)?.[1];

async function askAssistant(content: string) {
  const res = await fetch(`${server.url}/api/assistant`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ messages: [{ role: 'user', content }] }),
  });
  return res.text();
}

beforeAll(async () => {
  server = await startServer({ SCHEDULER_INTERVAL_MS: '0', LOG_LEVEL: 'silent' });
  w = await createBookingWorld(server.url);
  // A theme MixBuddy AI's built-in engine searches for (few demo menus have it).
  title = `Whisky ${w.tag}`;
  await must(w.admin, `mutation($id: ID!, $title: String!) { updateMenu(where: { id: $id }, data: { title: $title }) { id } }`, {
    id: w.menuId,
    title,
  });
  // Customer A has booked the menu; customer B has saved it; it is starred on the home page.
  const requested = await requestBooking(w, w.customerA.visitor, dateInDays(30));
  expect(requested.errors).toBeUndefined();
  await must(w.customerB.visitor, `mutation($id: ID!) { addFavourite(kind: menu, id: $id) }`, { id: w.menuId });
  await must(w.admin, `mutation($data: StarCreateInput!) { createStar(data: $data) { id } }`, {
    data: { kind: 'menu', menu: { connect: { id: w.menuId } }, position: 0 },
  });
});
afterAll(async () => {
  await server?.stop();
});

describe('a blocked talent', () => {
  it('the menu is public before the block, and its page is cached', async () => {
    expect((await page(server.url, w.anonymous, `/menu/${w.menuId}`)).status).toBe(200);
    expect((await page(server.url, w.anonymous, `/profile/${w.talent1.profileId}`)).status).toBe(200);
    expect((await page(server.url, w.anonymous, '/')).html).toContain(`/menu/${w.menuId}`);
    expect(resultCount((await page(server.url, w.anonymous, searchFor(title))).html)).toBe('1 menu');
    expect(await askAssistant(ASK)).toContain(w.menuId);
  });

  it('/menu/{id} answers the Danish 404 to a visitor and another customer, and the page cache forgot it', async () => {
    await setBlocked(new Date().toISOString());
    for (const visitor of [w.anonymous, w.customerB.visitor, w.talent2.visitor]) {
      const answer = await page(server.url, visitor, `/menu/${w.menuId}`);
      expect(answer.status).toBe(404);
      expect(answer.html).toContain('Menuen findes ikke');
      expect(answer.html).not.toContain(title);
    }
    // The customer who booked it still reads the menu of their booking.
    const booked = await page(server.url, w.customerA.visitor, `/menu/${w.menuId}`);
    expect(booked.status).toBe(200);
    expect(booked.html).toContain(title);
  });

  it("the talent's profile answers the Danish 404 to a visitor and another customer; the customer who booked still reads it", async () => {
    for (const visitor of [w.anonymous, w.customerB.visitor, w.talent2.visitor]) {
      const answer = await page(server.url, visitor, `/profile/${w.talent1.profileId}`);
      expect(answer.status).toBe(404);
      expect(answer.html).toContain('Talentet findes ikke');
      expect(answer.html).not.toContain(`Talent Et ${w.tag}`);
      const read = await visitor.gql(`query($id: ID!) { talentProfile(where: { id: $id }) { id displayName } }`, {
        id: w.talent1.profileId,
      });
      expect(read.data?.talentProfile ?? null).toBeNull();
    }
    const booked = await page(server.url, w.customerA.visitor, `/profile/${w.talent1.profileId}`);
    expect(booked.status).toBe(200);
  });

  it('no list, page or answer of MixBuddy AI names the menu', async () => {
    const paths = [
      '/',
      `/soeg?q=${encodeURIComponent(title)}`,
      '/soeg?kategori=cocktails',
      '/sitemap.xml',
      `/profile/${w.talent1.profileId}`,
    ];
    for (const visitor of [w.anonymous, w.customerB.visitor]) {
      for (const path of paths) {
        const answer = await page(server.url, visitor, path);
        expect(answer.html, path).not.toContain(w.menuId);
        // /soeg may quote the searched words back; anywhere else the title is the menu's.
        if (!path.startsWith('/soeg?q=')) expect(answer.html, path).not.toContain(title);
      }
    }
    // The search counts what it shows: no "1 menu" above an empty list.
    expect(resultCount((await page(server.url, w.anonymous, searchFor(title))).html)).toBe('0 menuer');
    const assistant = await askAssistant(ASK);
    expect(assistant).not.toContain(w.menuId);
    expect(assistant).not.toContain(title);
  });

  it('GraphQL gives nothing away by id, count, filter or relationship, as a visitor or another customer', async () => {
    const vars = { id: w.menuId, talent: w.talent1.profileId, title };
    const queries = [
      `query($id: ID!) { menu(where: { id: $id }) { id title } }`,
      `query($id: ID!) { menus(where: { id: { in: [$id] } }) { id } }`,
      `query($title: String!) { menus(where: { title: { equals: $title } }) { id } }`,
      `query($talent: ID!) { menus(where: { talent: { id: { equals: $talent } } }) { id } }`,
      `query($title: String!) { menusCount(where: { title: { equals: $title } }) }`,
      `query($talent: ID!) { menusCount(where: { talent: { id: { equals: $talent } } }) }`,
      `query { menusCount(where: { status: { equals: "published" } }) }`,
      `query($talent: ID!) { talentProfile(where: { id: $talent }) { menus { id title } menusCount } }`,
      `query($id: ID!) { talentProfiles(where: { menus: { some: { id: { equals: $id } } } }) { id } }`,
      `query($id: ID!) { stars(where: { menu: { id: { equals: $id } } }) { id } }`,
      `query { stars { id menu { id title } } }`,
      `query { favourites { id menu { id title } } }`,
      `query($id: ID!) { reviews(where: { menu: { id: { equals: $id } } }) { id } }`,
    ];
    const admin = await must(w.admin, `query { menusCount(where: { status: { equals: "published" } }) }`);
    for (const visitor of [w.anonymous, w.customerB.visitor, w.talent2.visitor]) {
      const published = await must(visitor, `query { menusCount(where: { status: { equals: "published" } }) }`);
      expect(published.menusCount).toBe(admin.menusCount - 1);
      for (const query of queries) {
        const result = await visitor.gql(query, vars);
        const answer = JSON.stringify(result.data ?? null);
        expect(answer, query).not.toContain(w.menuId);
        expect(answer, query).not.toContain(title);
        if (/menusCount\(where: \{ (title|talent)/.test(query)) expect(result.data?.menusCount, query).toBe(0);
        if (query.includes('talentProfile(')) expect(result.data?.talentProfile?.menusCount ?? 0, query).toBe(0);
      }
    }
    // The customer who booked it, and admins, still read it.
    for (const visitor of [w.customerA.visitor, w.admin]) {
      const read = await must(visitor, `query($id: ID!) { menu(where: { id: $id }) { id title } }`, { id: w.menuId });
      expect(read.menu).toEqual({ id: w.menuId, title });
    }
  });

  it('unblocked, the menu is back everywhere, past the page cache', async () => {
    await setBlocked(null);
    expect((await page(server.url, new Visitor(server.url), `/menu/${w.menuId}`)).status).toBe(200);
    expect((await page(server.url, w.anonymous, searchFor(title))).html).toContain(`/menu/${w.menuId}`);
    expect((await must(w.anonymous, `query($id: ID!) { menu(where: { id: $id }) { id } }`, { id: w.menuId })).menu).toEqual({
      id: w.menuId,
    });
  });
});
