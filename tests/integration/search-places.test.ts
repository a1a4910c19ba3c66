/**
 * Places as service areas (cms/domain/places + the search's covering rule), through the public
 * `searchMenus` query and /soeg: each place name — suburb, district,
 * abbreviation, English name, postcode, municipality — finds the menus of every talent whose area
 * covers it and of no talent whose area does not; and misspellings find the menus or get the
 * right "Mente du …?" (pg_trgm's trigram measure and edit distance, the same on both databases).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from '../support/fixtures';
import { startServer, type TestServer } from '../support/server';

let server: TestServer;
let w: World;
const tag = `omr${Math.random().toString(36).slice(2, 7)}`;

const SEARCH = `query($s: MenuSearchInput!) { searchMenus(search: $s) { total menus { title } } }`;
async function found(place: string, extra: Record<string, unknown> = {}) {
  const result = await w.anonymous.visitor.gql(SEARCH, { s: { text: tag, place, ...extra } });
  if (result.errors) throw new Error(result.errors[0]!.message);
  return (result.data.searchMenus.menus as { title: string }[]).map((m) => m.title.replace(` ${tag}`, ''));
}

/** Talent and their areas: København Ø + 12 km; Aarhus C + 15 km; all of Odense Kommune and
 * Svendborg + 5 km; Helsingør + 35 km; all of Region Nordjylland (no point). */
const TALENT: { name: string; areas: Record<string, unknown>[] }[] = [
  { name: 'Kbh', areas: [{ region: 'hovedstaden', city: 'København Ø', postcode: '2100', travelKm: 12 }] },
  { name: 'Aarhus', areas: [{ region: 'midtjylland', city: 'Aarhus C', postcode: '8000', travelKm: 15 }] },
  {
    name: 'Fyn',
    areas: [
      { region: 'syddanmark', city: 'Odense Kommune', postcode: '', travelKm: 0, municipality: 'Odense' },
      { region: 'syddanmark', city: 'Svendborg', postcode: '5700', travelKm: 5 },
    ],
  },
  { name: 'Nordsjælland', areas: [{ region: 'hovedstaden', city: 'Helsingør', postcode: '3000', travelKm: 35 }] },
  { name: 'Nord', areas: [{ region: 'nordjylland', city: '', postcode: '', travelKm: 0 }] },
];

beforeAll(async () => {
  server = await startServer();
  w = await createWorld(server.url);
  const admin = w.admin.visitor;
  for (const [i, talent] of TALENT.entries()) {
    const user = await admin.gql(`mutation($data: UserCreateInput!) { createUser(data: $data) { id } }`, {
      data: { name: `Område ${talent.name}`, email: `omraade-${i}-${tag}@example.dk`, password: 'omraade-kodeord-2026', role: 'talent' },
    });
    const profile = await admin.gql(`mutation($data: TalentProfileCreateInput!) { createTalentProfile(data: $data) { id } }`, {
      // Approved talent (vetting): only they can publish.
      data: {
        user: { connect: { id: user.data.createUser.id } },
        displayName: `Område ${talent.name}`,
        verifiedAt: new Date().toISOString(),
      },
    });
    const profileId = profile.data.createTalentProfile.id;
    for (const area of talent.areas) {
      const created = await admin.gql(`mutation($data: LocationCreateInput!) { createLocation(data: $data) { id } }`, {
        data: { talent: { connect: { id: profileId } }, ...area },
      });
      expect(created.errors).toBeUndefined();
    }
    const menu = await admin.gql(`mutation($data: MenuCreateInput!) { createMenu(data: $data) { id } }`, {
      data: {
        talent: { connect: { id: profileId } },
        title: `${talent.name} ${tag}`,
        status: 'published',
        category: 'cocktails',
        pricePerGuest: 25000,
        minGuests: 5,
        maxGuests: 80,
      },
    });
    expect(menu.errors).toBeUndefined();
  }
  // A word only a title has, and a draft whose word must never be suggested.
  for (const [title, status] of [
    [`Rabarberspritz ${tag}`, 'published'],
    [`Hemmeligdrik ${tag}`, 'draft'],
  ]) {
    const menu = await admin.gql(`mutation($data: MenuCreateInput!) { createMenu(data: $data) { id } }`, {
      data: { talent: { connect: { id: w.talent2.profileId } }, title, status, category: 'cocktails', pricePerGuest: 25000 },
    });
    expect(menu.errors).toBeUndefined();
  }
});
afterAll(async () => {
  await server?.stop();
});

describe('a searched place finds the talent whose area covers it, and no other', () => {
  const cases: [place: string, talent: string[]][] = [
    // Suburbs and districts of København, abbreviations and English names.
    ['Hellerup', ['Kbh', 'Nordsjælland']],
    ['Valby', ['Kbh']],
    ['Gentofte', ['Kbh', 'Nordsjælland']],
    ['Lyngby', ['Kbh', 'Nordsjælland']],
    ['Kgs. Lyngby', ['Kbh', 'Nordsjælland']],
    ['Kbh', ['Kbh']],
    ['Cph', ['Kbh']],
    ['Copenhagen', ['Kbh']],
    ['københavn', ['Kbh']],
    ['Kbh Ø', ['Kbh']],
    ['Nørrebro', ['Kbh']],
    ['Vesterbro', ['Kbh']],
    ['Østerbro', ['Kbh']],
    ['Amager', ['Kbh']],
    ['Frederiksberg', ['Kbh']],
    ['2900', ['Kbh', 'Nordsjælland']],
    ['2500', ['Kbh']],
    ['Charlottenlund', ['Kbh', 'Nordsjælland']],
    ['Roskilde', []],
    // Aarhus by every spelling.
    ['Århus', ['Aarhus']],
    ['Aarhus', ['Aarhus']],
    ['Aarhus C', ['Aarhus']],
    ['8200', ['Aarhus']],
    ['Risskov', ['Aarhus']],
    ['Silkeborg', []],
    // A whole municipality, and a small radius.
    ['Odense', ['Fyn']],
    ['5000', ['Fyn']],
    ['Odense Kommune', ['Fyn']],
    ['Svendborg', ['Fyn']],
    ['Nyborg', []],
    // A whole region.
    ['Aalborg', ['Nord']],
    ['Skagen', ['Nord']],
    ['Hjørring', ['Nord']],
  ];
  it.each(cases)('%s', async (place, talent) => {
    expect((await found(place)).sort()).toEqual([...talent].sort());
  });

  it('sorts by distance when asked ("nærmest først")', async () => {
    expect(await found('Hellerup', { sort: 'afstand' })).toEqual(['Kbh', 'Nordsjælland']);
    expect(await found('Humlebæk', { sort: 'afstand' })).toEqual(['Nordsjælland']);
    // Without a place the sort falls back to the newest, and nothing fails (+1: Rabarberspritz).
    expect((await w.anonymous.visitor.gql(SEARCH, { s: { text: tag, sort: 'afstand' } })).data.searchMenus.total).toBe(TALENT.length + 1);
  });

  it('/soeg finds them from the URL and offers "Nærmest først" once a place is given', async () => {
    const res = await fetch(`${server.url}/soeg?q=${tag}&sted=Hellerup`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain(`Kbh ${tag}`);
    expect(html).not.toContain(`Aarhus ${tag}`);
    expect(html).toContain('Nærmest først');
    const without = await (await fetch(`${server.url}/soeg?q=${tag}`)).text();
    expect(without).not.toContain('Nærmest først');
  });

  it('/soeg free text "cocktails til 20 i Aarhus" fills the filters; a plain word stays a text search', async () => {
    const res = await fetch(`${server.url}/soeg?q=${encodeURIComponent('cocktails til 20 i Aarhus')}`, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/soeg?sted=Aarhus&gaester=20&kategori=cocktails');
    const plain = await fetch(`${server.url}/soeg?q=cocktails`, { redirect: 'manual' });
    expect(plain.status).toBe(200);
    // Filters already chosen are left alone.
    const chosen = await fetch(`${server.url}/soeg?q=${encodeURIComponent('til 20 i Aarhus')}&sted=Odense`, { redirect: 'manual' });
    expect(chosen.status).toBe(200);
  });

  it('an admin-changed postcode moves the area (the list hook keeps the point in step)', async () => {
    const areas = await w.admin.visitor.gql(`{ locations(where: { postcode: { equals: "8000" } }) { id latitude } }`);
    const mine = areas.data.locations as { id: string; latitude: number }[];
    expect(mine.length).toBeGreaterThan(0);
    const area = mine[mine.length - 1]!;
    await w.admin.visitor.gql(
      `mutation($id: ID!) { updateLocation(where: { id: $id }, data: { postcode: "9000", city: "Aalborg" }) { id } }`,
      { id: area.id },
    );
    const moved = await w.admin.visitor.gql(`query($id: ID!) { location(where: { id: $id }) { latitude longitude } }`, { id: area.id });
    expect(moved.data.location.latitude).toBeGreaterThan(57);
    await w.admin.visitor.gql(
      `mutation($id: ID!) { updateLocation(where: { id: $id }, data: { postcode: "8000", city: "Aarhus C" }) { id } }`,
      { id: area.id },
    );
  });

  it('nobody but an admin can write an area’s point or municipality', async () => {
    const areas = await w.anonymous.visitor.gql(`{ locations(where: { postcode: { equals: "2100" } }) { id } }`);
    const id = areas.data.locations[0].id;
    for (const visitor of [w.anonymous.visitor, w.customerA.visitor, w.talent1.visitor]) {
      const res = await visitor.gql(
        `mutation($id: ID!) { updateLocation(where: { id: $id }, data: { latitude: 57.0, municipality: "Aalborg" }) { id } }`,
        { id },
      );
      expect(res.errors?.[0]?.message).toMatch(/Access denied/i);
    }
    expect(await found('Aalborg')).toEqual(['Nord']);
  });
});

describe('misspellings find the menus or get the right "Mente du …?"', () => {
  const SUGGEST = `query($s: MenuSearchInput!) { searchMenus(search: $s) { total suggestion { text place } } }`;
  const ask = async (s: Record<string, unknown>) =>
    (await w.anonymous.visitor.gql(SUGGEST, { s })).data.searchMenus as {
      total: number;
      suggestion: { text: string | null; place: string | null } | null;
    };

  const cases: [typed: Record<string, string>, suggested: { text?: string; place?: string }][] = [
    [{ text: 'coktails' }, { text: 'cocktails' }],
    [{ text: 'mocktials' }, { text: 'mocktails' }],
    [{ text: 'champange' }, { text: 'champagne' }],
    [{ text: 'brylup' }, { text: 'bryllup' }],
    [{ text: 'julefrokst' }, { text: 'julefrokost' }],
    [{ text: 'tappas' }, { text: 'tapas' }],
    [{ text: 'rabarbespritz' }, { text: 'rabarberspritz' }],
    [{ text: 'cocktails', place: 'Hellerop' }, { place: 'Hellerup' }],
    [{ text: 'cocktails', place: 'Nørebro' }, { place: 'Nørrebro' }],
    [
      { text: 'coktails', place: 'Valbi' },
      { text: 'cocktails', place: 'Valby' },
    ],
  ];
  it.each(cases)('%o', async (typed, suggested) => {
    const result = await ask(typed);
    expect(result.total).toBe(0);
    expect({ text: result.suggestion?.text ?? undefined, place: result.suggestion?.place ?? undefined }).toEqual(suggested);
    // The suggestion finds what was meant.
    expect((await ask({ ...typed, ...suggested })).total).toBeGreaterThan(0);
  });

  it('a place the resolver folds (Kobenhavn, Aarhuus) is simply found', async () => {
    expect(await found('Kobenhavn')).toEqual(['Kbh']);
    expect(await found('Koebenhavn')).toEqual(['Kbh']);
  });

  it('never suggests a word only a draft has, nor anything when something matched', async () => {
    expect((await ask({ text: 'hemmeligdrink' })).suggestion).toBeNull();
    expect((await ask({ text: 'cocktails' })).suggestion).toBeNull();
  });

  it('/soeg shows "Mente du" as a link to the corrected search', async () => {
    const html = await (await fetch(`${server.url}/soeg?q=coktails&sted=Valbi`)).text();
    expect(html).toMatch(/Mente du\s*<a href="\/soeg\?q=cocktails&amp;sted=Valby">cocktails i Valby<\/a>\?/);
  });
});
