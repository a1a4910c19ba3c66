/**
 * Menu search (cms/domain/search through the `searchMenus` query and /soeg): Danish text handling,
 * filters, sorting and paging narrow the published menus correctly, unpublished menus never leak,
 * bad input gets a Danish error; and the support form, favourites and their access rules.
 * PostgreSQL's full-text search with the 'danish' configuration.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPOSSIBLE_DATE_MESSAGE } from '../../cms/domain/time';
import { createWorld, type World } from '../support/fixtures';
import { startServer, type TestServer, Visitor } from '../support/server';

let server: TestServer;
let w: World;
let talentProfile: string;
const tag = Math.random().toString(36).slice(2, 7);

const SEARCH = `query($s: MenuSearchInput!) { searchMenus(search: $s) { total totalCapped page pageCount menus { id title pricePerGuest status ratingAverage ratingCount } } }`;
const search = async (visitor: Visitor, s: Record<string, unknown>) => {
  const result = await visitor.gql(SEARCH, { s });
  if (result.errors) throw new Error(result.errors[0].message);
  return result.data.searchMenus as {
    total: number;
    totalCapped: boolean;
    page: number;
    pageCount: number;
    menus: { id: string; title: string; pricePerGuest: number; status: string; ratingAverage: number; ratingCount: number }[];
  };
};
const titles = (r: { menus: { title: string }[] }) => r.menus.map((m) => m.title).sort();

beforeAll(async () => {
  server = await startServer();
  w = await createWorld(server.url);
  talentProfile = w.talent2.profileId;
  const create = (data: Record<string, unknown>) =>
    w.admin.visitor.gql(`mutation($data: MenuCreateInput!) { createMenu(data: $data) { id } }`, {
      data: {
        talent: { connect: { id: talentProfile } },
        status: 'published',
        category: 'cocktails',
        minGuests: 10,
        maxGuests: 40,
        ...data,
      },
    });
  await w.admin.visitor.gql(`mutation($data: LocationCreateInput!) { createLocation(data: $data) { id } }`, {
    data: { talent: { connect: { id: talentProfile } }, region: 'nordjylland', city: 'Ærøskøbing', postcode: '5970' },
  });
  await w.admin.visitor.gql(`mutation($data: AvailabilityCreateInput!) { createAvailability(data: $data) { id } }`, {
    data: { talent: { connect: { id: talentProfile } }, kind: 'blocked', date: '2030-06-14' },
  });
  for (const data of [
    { title: `Bryllupsbar ${tag}`, description: 'Champagne og cocktails til brylluppet', pricePerGuest: 30000 },
    { title: `Ølsmagning ${tag}`, description: 'Fem slags ØL fra små bryggerier', category: 'oel', pricePerGuest: 20000 },
    {
      title: `Mocktails ${tag}`,
      description: 'Alkoholfri drinks med årstidens bær',
      category: 'alkoholfri',
      containsAlcohol: false,
      pricePerGuest: 15000,
      minGuests: 5,
      maxGuests: 12,
    },
    { title: `Hemmelig kladde ${tag}`, description: 'Bryllupper og øl', status: 'draft', pricePerGuest: 1000 },
  ]) {
    const result = await create(data);
    expect(result.errors).toBeUndefined();
  }
});
afterAll(async () => {
  await server?.stop();
});

describe('text search in Danish', () => {
  it('ignores case and finds æ, ø and å words', async () => {
    const anon = w.anonymous.visitor;
    expect(titles(await search(anon, { text: `ØLSMAGNING ${tag}` }))).toEqual([`Ølsmagning ${tag}`]);
    expect(titles(await search(anon, { text: `årstidens ${tag}` }))).toEqual([`Mocktails ${tag}`]);
    expect(titles(await search(anon, { text: `øl ${tag}` }))).toEqual([`Ølsmagning ${tag}`]);
  });

  it('finds simple word forms (plural, definite)', async () => {
    const anon = w.anonymous.visitor;
    expect(titles(await search(anon, { text: `bryllupper ${tag}` }))).toEqual([`Bryllupsbar ${tag}`]);
    expect(titles(await search(anon, { text: `brylluppet ${tag}` }))).toEqual([`Bryllupsbar ${tag}`]);
    expect(titles(await search(anon, { text: `bryggeriet ${tag}` }))).toEqual([`Ølsmagning ${tag}`]);
  });

  it('never returns a draft, even when its words match', async () => {
    const result = await search(w.anonymous.visitor, { text: `kladde ${tag}` });
    expect(result.total).toBe(0);
    const owner = await search(w.talent2.visitor, { text: `bryllupper ${tag}` });
    expect(owner.menus.every((m) => m.status === 'published')).toBe(true);
  });

  it('finds a menu changed after it was created (the index follows updates)', async () => {
    const { menus } = await search(w.anonymous.visitor, { text: `mocktails ${tag}` });
    const updated = await w.admin.visitor.gql(
      `mutation($id: ID!, $d: String) { updateMenu(where: { id: $id }, data: { description: $d }) { id } }`,
      { id: menus[0].id, d: 'Hyldeblomst og rabarber' },
    );
    expect(updated.errors).toBeUndefined();
    expect(titles(await search(w.anonymous.visitor, { text: `rabarber ${tag}` }))).toEqual([`Mocktails ${tag}`]);
    expect((await search(w.anonymous.visitor, { text: `årstidens ${tag}` })).total).toBe(0);
  });
});

describe('filters, sorting and paging', () => {
  const mine = { text: tag };

  it('filters by category, alcohol-free, guests and price per guest', async () => {
    const anon = w.anonymous.visitor;
    expect(titles(await search(anon, { ...mine, category: 'oel' }))).toEqual([`Ølsmagning ${tag}`]);
    expect(titles(await search(anon, { ...mine, alcoholFree: true }))).toEqual([`Mocktails ${tag}`]);
    expect(titles(await search(anon, { ...mine, guests: 30 }))).toEqual([`Bryllupsbar ${tag}`, `Ølsmagning ${tag}`]);
    expect(titles(await search(anon, { ...mine, minPrice: 16000, maxPrice: 25000 }))).toEqual([`Ølsmagning ${tag}`]);
  });

  it('filters by region, city (any case, æ/ø) and postcode', async () => {
    const anon = w.anonymous.visitor;
    expect((await search(anon, { ...mine, region: 'nordjylland' })).total).toBe(3);
    expect((await search(anon, { ...mine, region: 'hovedstaden' })).total).toBe(0);
    expect((await search(anon, { ...mine, place: 'ærøskøbing' })).total).toBe(3);
    expect((await search(anon, { ...mine, place: 'Ærø' })).total).toBe(3);
    expect((await search(anon, { ...mine, place: 'Odense' })).total).toBe(0);
  });

  it('leaves out talent whose calendar is blocked on the date', async () => {
    const anon = w.anonymous.visitor;
    expect((await search(anon, { ...mine, date: '2030-06-14' })).total).toBe(0);
    expect((await search(anon, { ...mine, date: '2030-06-15' })).total).toBe(3);
  });

  it('sorts by price both ways and pages through the results', async () => {
    const anon = w.anonymous.visitor;
    const cheap = await search(anon, { ...mine, sort: 'pris' });
    expect(cheap.menus.map((m) => m.pricePerGuest)).toEqual([15000, 20000, 30000]);
    const dear = await search(anon, { ...mine, sort: 'pris-faldende' });
    expect(dear.menus.map((m) => m.pricePerGuest)).toEqual([30000, 20000, 15000]);
    const page2 = await search(anon, { ...mine, sort: 'pris', perPage: 2, page: 2 });
    expect(page2).toMatchObject({ total: 3, page: 2, pageCount: 2 });
    expect(page2.menus.map((m) => m.pricePerGuest)).toEqual([30000]);
  });

  it('answers bad input with a Danish error', async () => {
    const result = await w.anonymous.visitor.gql(SEARCH, { s: { date: '2030-02-30' } });
    expect(result.errors?.[0].message).toBe(IMPOSSIBLE_DATE_MESSAGE);
    const price = await w.anonymous.visitor.gql(SEARCH, { s: { minPrice: 500, maxPrice: 100 } });
    expect(price.errors?.[0].message).toBe('Mindsteprisen kan ikke være højere end maksprisen');
  });
});

describe('the index follows menus (keyed by the menu row, not its id)', () => {
  it('drops a deleted menu and keeps finding its neighbours', async () => {
    const word = `slettes${tag}`;
    const made = await w.admin.visitor.gql(`mutation($data: [MenuCreateInput!]!) { createMenus(data: $data) { id title } }`, {
      data: ['Første', 'Anden', 'Tredje'].map((n) => ({
        talent: { connect: { id: talentProfile } },
        status: 'published',
        title: `${n} ${word}`,
        description: `${n.toLowerCase()}${tag} hyldeblomst`,
      })),
    });
    expect(made.errors).toBeUndefined();
    const [first, second] = made.data.createMenus as { id: string }[];
    const deleted = await w.admin.visitor.gql(`mutation($id: ID!) { deleteMenu(where: { id: $id }) { id } }`, { id: first.id });
    expect(deleted.errors).toBeUndefined();
    expect(titles(await search(w.anonymous.visitor, { text: word }))).toEqual([`Anden ${word}`, `Tredje ${word}`]);
    expect((await search(w.anonymous.visitor, { text: `første${tag}` })).total).toBe(0);

    // A new title replaces the old words, for that menu only.
    await w.admin.visitor.gql(`mutation($id: ID!, $t: String) { updateMenu(where: { id: $id }, data: { title: $t }) { id } }`, {
      id: second.id,
      t: `Omdøbt ${tag}`,
    });
    expect(titles(await search(w.anonymous.visitor, { text: word }))).toEqual([`Tredje ${word}`]);
    expect(titles(await search(w.anonymous.visitor, { text: `omdøbt ${tag}` }))).toEqual([`Omdøbt ${tag}`]);
    expect(titles(await search(w.anonymous.visitor, { text: `anden${tag}` }))).toEqual([`Omdøbt ${tag}`]); // its description stayed
  });
});

describe('rating', () => {
  const review = (menuId: string, rating: number) =>
    w.admin.visitor.gql(`mutation($data: ReviewCreateInput!) { createReview(data: $data) { id } }`, {
      data: {
        menu: { connect: { id: menuId } },
        talent: { connect: { id: talentProfile } },
        customer: { connect: { id: w.customerA.id } },
        rating,
      },
    });

  it('sorting by rating follows new, changed and deleted reviews', async () => {
    const word = `stjerner${tag}`;
    const made = await w.admin.visitor.gql(`mutation($data: [MenuCreateInput!]!) { createMenus(data: $data) { id } }`, {
      data: ['Alfa', 'Beta'].map((n) => ({ talent: { connect: { id: talentProfile } }, status: 'published', title: `${n} ${word}` })),
    });
    const [alfa, beta] = made.data.createMenus as { id: string }[];
    const byRating = async () =>
      (await search(w.anonymous.visitor, { text: word, sort: 'bedoemmelse' })).menus.map((m) => [m.title, m.ratingAverage, m.ratingCount]);

    expect((await review(alfa.id, 3)).errors).toBeUndefined();
    expect(await byRating()).toEqual([
      [`Alfa ${word}`, 3, 1],
      [`Beta ${word}`, 0, 0],
    ]);
    const five = await review(beta.id, 5);
    await review(beta.id, 4);
    expect(await byRating()).toEqual([
      [`Beta ${word}`, 4.5, 2],
      [`Alfa ${word}`, 3, 1],
    ]);

    // An admin moderating: a changed rating and a deleted review count at once.
    await w.admin.visitor.gql(`mutation($id: ID!) { updateReview(where: { id: $id }, data: { rating: 1 }) { id } }`, {
      id: five.data.createReview.id,
    });
    expect(await byRating()).toEqual([
      [`Alfa ${word}`, 3, 1],
      [`Beta ${word}`, 2.5, 2],
    ]);
    await w.admin.visitor.gql(`mutation($id: ID!) { deleteReview(where: { id: $id }) { id } }`, { id: five.data.createReview.id });
    expect(await byRating()).toEqual([
      [`Beta ${word}`, 4, 1],
      [`Alfa ${word}`, 3, 1],
    ]);
  });

  it('is the system’s to write: not even an admin sets it', async () => {
    const { menus } = await search(w.anonymous.visitor, { text: `bryllupper ${tag}` });
    const forged = await w.admin.visitor.gql(
      `mutation($id: ID!) { updateMenu(where: { id: $id }, data: { ratingAverage: 5, ratingCount: 99 }) { id } }`,
      { id: menus[0].id },
    );
    expect(forged.errors?.[0].message).toMatch(/not allowed|Access denied|not defined/i);
    expect((await search(w.anonymous.visitor, { text: `bryllupper ${tag}` })).menus[0]).toMatchObject({ ratingAverage: 0, ratingCount: 0 });
  });
});

describe('big result sets', () => {
  it('counts up to a cap and /soeg says "over 1.000"', async () => {
    const word = `masser${tag}`;
    const data = Array.from({ length: 1001 }, (_, i) => ({
      talent: { connect: { id: talentProfile } },
      status: 'published',
      title: `Menu ${i} ${word}`,
      pricePerGuest: 10000 + i,
    }));
    // In slices: one request stays within the GraphQL time budget (100 a request ran over 5 s at load 8–15).
    for (let i = 0; i < data.length; i += 25) {
      const made = await w.admin.visitor.gql(`mutation($data: [MenuCreateInput!]!) { createMenus(data: $data) { id } }`, {
        data: data.slice(i, i + 25),
      });
      expect(made.errors).toBeUndefined();
    }
    const first = await search(w.anonymous.visitor, { text: word, sort: 'pris' });
    expect(first).toMatchObject({ total: 1000, totalCapped: true, pageCount: 84 });
    expect(first.menus[0].title).toBe(`Menu 0 ${word}`);
    // Deep pages still know there is a next one, and the last menu is there.
    const last = await search(w.anonymous.visitor, { text: word, sort: 'pris', perPage: 48, page: 21 });
    expect(last.menus.map((m) => m.title).at(-1)).toBe(`Menu 1000 ${word}`);
    expect(last.totalCapped).toBe(false);
    expect((await search(w.anonymous.visitor, { text: word, perPage: 48, page: 99 })).menus).toEqual([]);

    const html = await (await fetch(`${server.url}/soeg?q=${word}`)).text();
    expect(html).toMatch(/data-testid="result-count"[^>]*>Over 1\.000 menuer</);
    const narrow = await (await fetch(`${server.url}/soeg?q=${word}&maxpris=101`)).text();
    expect(narrow).toMatch(/data-testid="result-count"[^>]*>101 menuer</);
  });
});

describe('/soeg', () => {
  it('renders the search from the URL, keeps bad values out with a Danish message', async () => {
    const ok = await fetch(`${server.url}/soeg?q=${encodeURIComponent(`bryllupper ${tag}`)}`);
    const html = await ok.text();
    expect(ok.status).toBe(200);
    expect(html).toContain(`Bryllupsbar ${tag}`);
    expect(html).not.toContain(`Hemmelig kladde ${tag}`);
    const bad = await fetch(`${server.url}/soeg?q=${tag}&dato=2030-13-40&kategori=oel`);
    const badHtml = await bad.text();
    expect(bad.status).toBe(400);
    expect(badHtml).toContain('Datoen findes ikke');
    expect(badHtml).toContain(`Ølsmagning ${tag}`); // the rest of the search still ran
  });
});

describe('support requests', () => {
  it('the contact form is the only door in; only admins can read them', async () => {
    const data = { name: 'Anne', email: 'anne@example.dk', topic: 'booking', message: 'Hvornår får jeg svar på min booking?' };
    const forged = await w.anonymous.visitor.gql(
      `mutation($data: SupportRequestCreateInput!) { createSupportRequest(data: $data) { id } }`,
      { data },
    );
    expect(forged.errors?.[0]?.message).toMatch(/Access denied/);
    // The contact form (/support, tested in the browser in public.spec.ts) writes through the support domain.
    const sent = await w.admin.visitor.gql(`mutation($data: SupportRequestCreateInput!) { createSupportRequest(data: $data) { id } }`, {
      data,
    });
    expect(sent.errors).toBeUndefined();
    for (const visitor of [w.anonymous.visitor, w.customerA.visitor, w.customerB.visitor, w.talent1.visitor]) {
      const read = await visitor.gql(`{ supportRequests { id message } supportRequestsCount }`);
      expect(read.data?.supportRequests ?? []).toEqual([]);
    }
    const admin = await w.admin.visitor.gql(`{ supportRequests { message status } }`);
    expect(admin.data.supportRequests).toContainEqual({ message: 'Hvornår får jeg svar på min booking?', status: 'new' });
  });

  it('nobody but an admin can set the status or attach a user', async () => {
    const result = await w.customerA.visitor.gql(
      `mutation($data: SupportRequestCreateInput!) { createSupportRequest(data: $data) { id } }`,
      {
        data: {
          name: 'X',
          email: 'x@example.dk',
          message: 'Ti tegn mindst her',
          status: 'resolved',
          user: { connect: { id: w.customerB.id } },
        },
      },
    );
    expect(result.errors?.[0].message).toMatch(/Access denied|not allowed/i);
  });
});

describe('favourites', () => {
  it('the other customer, talent and the anonymous visitor cannot see or delete a customer’s favourite', async () => {
    for (const visitor of [w.anonymous.visitor, w.customerB.visitor, w.talent1.visitor, w.talent2.visitor]) {
      const read = await visitor.gql(`query($id: ID!) { favourite(where: { id: $id }) { id } }`, { id: w.favouriteId });
      expect(read.data?.favourite ?? null).toBeNull();
      const del = await visitor.gql(`mutation($id: ID!) { deleteFavourite(where: { id: $id }) { id } }`, { id: w.favouriteId });
      expect(del.data?.deleteFavourite ?? null).toBeNull();
    }
    const own = await w.customerA.visitor.gql(`query($id: ID!) { favourite(where: { id: $id }) { id } }`, { id: w.favouriteId });
    expect(own.data.favourite).toEqual({ id: w.favouriteId });
  });

  it('/favourites sends the anonymous visitor to sign in and refuses talent with a 403', async () => {
    const anon = await fetch(`${server.url}/favourites`, { redirect: 'manual' });
    expect(anon.status).toBe(302);
    expect(anon.headers.get('location')).toBe('/login?next=%2Ffavourites');
    const talent = await fetch(`${server.url}/favourites`, { headers: { cookie: w.talent1.visitor.cookie }, redirect: 'manual' });
    expect(talent.status).toBe(403);
    expect(await talent.text()).not.toContain('Offentlig menu');
  });
});
