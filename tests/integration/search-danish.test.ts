/**
 * Menu search with what PostgreSQL gives (cms/domain/search/README.md), run against a production
 * server (NODE_ENV=production) after a development server made the data on the same database:
 * - 'danish' stemming ("menuer" finds "menu", "cocktailen" finds "Cocktails"), prefixes
 *   ("bryllup" finds "Bryllupsfest");
 * - unaccent: "creme brulee" finds "Crème brûlée", while æ, ø and å stay letters ("øl" does not
 *   find "Olivenbar");
 * - pg_trgm: a talent's name finds their published menus, with a typo too, and only theirs when
 *   the whole name is typed; never a draft, nor talent that is not approved or is blocked;
 * - odd input (quotes, to_tsquery syntax, look-alikes, very long) gets results or a Danish message,
 *   never a 500, through GraphQL and /soeg.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../support/fixtures';
import { dropDatabase, freshDatabaseUrl, startServer, type TestServer, Visitor } from '../support/server';

let server: TestServer | undefined;
let databaseUrl = '';
const tag = `q${Math.random().toString(36).slice(2, 7)}`;
const PASSWORD = 'fixture-password-2026';

const SEARCH = `query($s: MenuSearchInput!) { searchMenus(search: $s) { total menus { id title status } } }`;
const anonymous = () => new Visitor(server!.url);
async function titles(s: Record<string, unknown>): Promise<string[]> {
  const result = await anonymous().gql(SEARCH, { s });
  if (result.errors) throw new Error(result.errors[0].message);
  return (result.data.searchMenus.menus as { title: string }[]).map((m) => m.title).sort();
}

/** Talent made by the admin: a user, an approved profile, menus; returns the ids. */
async function talentWith(admin: Visitor, name: string, menus: { title: string; description?: string; status: string }[]) {
  const email = `${name.toLowerCase().replace(/[^a-z]/g, '')}-${tag}@example.dk`;
  const user = await admin.gql(`mutation($data: UserCreateInput!) { createUser(data: $data) { id } }`, {
    data: { name, email, password: PASSWORD, role: 'talent', phone: '+45 12 34 56 78', emailVerifiedAt: new Date().toISOString() },
  });
  expect(user.errors).toBeUndefined();
  const profile = await admin.gql(`mutation($data: TalentProfileCreateInput!) { createTalentProfile(data: $data) { id } }`, {
    data: {
      user: { connect: { id: user.data.createUser.id } },
      displayName: name,
      address: 'Festvej 1, 2100 København Ø',
      cvr: '12345678',
      verifiedAt: new Date().toISOString(),
    },
  });
  expect(profile.errors).toBeUndefined();
  const profileId = profile.data.createTalentProfile.id as string;
  for (const menu of menus) {
    const made = await admin.gql(`mutation($data: MenuCreateInput!) { createMenu(data: $data) { id } }`, {
      data: { talent: { connect: { id: profileId } }, category: 'cocktails', pricePerGuest: 25000, minGuests: 10, maxGuests: 40, ...menu },
    });
    expect(made.errors).toBeUndefined();
  }
  return { userId: user.data.createUser.id as string, profileId };
}

beforeAll(async () => {
  databaseUrl = await freshDatabaseUrl();
  // Production seeds no demo data: a development server makes it (and the admin) first.
  const dev = await startServer({ DATABASE_URL: databaseUrl });
  const admin = new Visitor(dev.url);
  await admin.signIn('admin@mixbuddy.dk', DEMO_PASSWORD);
  await talentWith(admin, 'Ingeborg Vestergren', [
    { title: `Crème brûlée og kaffe ${tag}`, description: 'Dessertbar med espresso', status: 'published' },
    { title: `Cocktails til brylluppet ${tag}`, description: 'Klassiske drinks', status: 'published' },
    { title: `Bryllupsfest ${tag}`, description: 'Bobler og snacks', status: 'published' },
    { title: `Nordisk menu ${tag}`, description: 'Tre retter', status: 'published' },
    { title: `Olivenbar ${tag}`, description: 'Oliven, brød og olie', status: 'published' },
    { title: `Ølsmagning ${tag}`, description: 'Fem slags fra små bryggerier', status: 'published' },
  ]);
  const bramsen = await talentWith(admin, 'Ingeborg Bramsen', [
    { title: `Kagebord ${tag}`, description: 'Lagkage og te', status: 'published' },
  ]);
  // Weekly hours on Mondays only, and one Monday blocked: the date filter reads both.
  for (const data of [
    { kind: 'weekly', weekday: 1, startTime: '16:00', endTime: '23:00' },
    { kind: 'blocked', date: '2030-06-24' },
  ]) {
    const made = await admin.gql(`mutation($data: AvailabilityCreateInput!) { createAvailability(data: $data) { id } }`, {
      data: { talent: { connect: { id: bramsen.profileId } }, ...data },
    });
    expect(made.errors).toBeUndefined();
  }
  await talentWith(admin, 'Kasper Kladdesen', [{ title: `Hemmelig kladde ${tag}`, description: 'Ikke færdig', status: 'draft' }]);
  await talentWith(admin, 'Halfdan Ventesen', [{ title: `Ventende bar ${tag}`, description: 'Drinks', status: 'published' }]);
  const blocked = await talentWith(admin, 'Bodil Spærresen', [{ title: `Spærret bar ${tag}`, description: 'Drinks', status: 'published' }]);
  const block = await admin.gql(`mutation($id: ID!, $at: DateTime) { updateUser(where: { id: $id }, data: { blockedAt: $at }) { id } }`, {
    id: blocked.userId,
    at: new Date().toISOString(),
  });
  expect(block.errors).toBeUndefined();
  await dev.stop();
  // Approval withdrawn behind the app's back, menu left published: only the search's own rule
  // (approved talent) keeps the name from matching.
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(`UPDATE "TalentProfile" SET "verifiedAt" = NULL WHERE "displayName" = 'Halfdan Ventesen'`);
  // Skagen served by Ingeborg Vestergren and 1,000 other talent: past 1,000 covering talent the
  // search checks them as a hashed filter rather than an array (cms/domain/search/README.md).
  await db.query(
    `INSERT INTO "TalentProfile" ("id", "displayName", "verifiedAt") SELECT 'skagen' || g, 'Skagen ' || g, now() FROM generate_series(1, 1000) g`,
  );
  await db.query(
    `INSERT INTO "Location" ("id", "talent", "region", "city", "postcode", "travelKm", "latitude", "longitude", "municipality")
     SELECT 'skagen-area-' || t."id", t."id", 'nordjylland', 'Skagen', '9990', 25, 57.7208, 10.5621, 'Frederikshavn'
     FROM "TalentProfile" t WHERE t."id" LIKE 'skagen%' OR t."displayName" = 'Ingeborg Vestergren'`,
  );
  await db.end();

  server = await startServer({
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'production',
    SESSION_SECRET: 'produktion-test-hemmelighed-mindst-32-tegn',
    SELLER_INFORMATION_KEY: '5e11e7c0ffee5e11e7c0ffee5e11e7c0ffee5e11e7c0ffee5e11e7c0ffee5e11',
    DAC7_OPERATOR_CVR: '12345674',
    STRIPE_SIMULATOR: 'true',
  });
}, 240_000);
afterAll(async () => {
  await server?.stop();
  if (databaseUrl) await dropDatabase(databaseUrl);
});

describe('Danish words (PostgreSQL stemming)', () => {
  it('finds inflected forms and words that start with what was typed', async () => {
    expect(await titles({ text: `menuer ${tag}` })).toEqual([`Nordisk menu ${tag}`]);
    expect(await titles({ text: `cocktailen ${tag}` })).toEqual([`Cocktails til brylluppet ${tag}`]);
    expect(await titles({ text: `bryllup ${tag}` })).toEqual([`Bryllupsfest ${tag}`, `Cocktails til brylluppet ${tag}`]);
    expect(await titles({ text: `bryggeriet ${tag}` })).toEqual([`Ølsmagning ${tag}`]);
  });

  it('ignores accents, but æ, ø and å are letters of their own', async () => {
    expect(await titles({ text: `creme brulee ${tag}` })).toEqual([`Crème brûlée og kaffe ${tag}`]);
    expect(await titles({ text: `CRÈME ${tag}` })).toEqual([`Crème brûlée og kaffe ${tag}`]);
    expect(await titles({ text: `øl ${tag}` })).toEqual([`Ølsmagning ${tag}`]);
    expect(await titles({ text: `oliven ${tag}` })).toEqual([`Olivenbar ${tag}`]);
    expect(await titles({ text: `ol ${tag}` })).toEqual([`Olivenbar ${tag}`]);
  });
});

describe('a date', () => {
  it('keeps talent with weekly hours to their weekdays and leaves out a blocked day', async () => {
    expect(await titles({ text: `kagebord ${tag}`, date: '2030-06-17' })).toEqual([`Kagebord ${tag}`]); // a Monday
    expect(await titles({ text: `kagebord ${tag}`, date: '2030-06-18' })).toEqual([]); // a Tuesday
    expect(await titles({ text: `kagebord ${tag}`, date: '2030-06-24' })).toEqual([]); // a blocked Monday
    // Talent without weekly hours work any day.
    expect(await titles({ text: `olivenbar ${tag}`, date: '2030-06-18' })).toEqual([`Olivenbar ${tag}`]);
  });
});

describe('a place many talent cover', () => {
  it('finds the menus of talent among more than 1,000 who cover it, and no one else', async () => {
    expect(await titles({ text: `olivenbar ${tag}`, place: 'Skagen' })).toEqual([`Olivenbar ${tag}`]);
    expect(await titles({ text: `kagebord ${tag}`, place: 'Skagen' })).toEqual([]);
    expect(await titles({ text: `olivenbar ${tag}`, region: 'nordjylland' })).toEqual([`Olivenbar ${tag}`]);
    expect(await titles({ text: `olivenbar ${tag}`, place: 'Odense' })).toEqual([]);
  });
});

describe("a talent's name (pg_trgm)", () => {
  const hers = [
    `Bryllupsfest ${tag}`,
    `Cocktails til brylluppet ${tag}`,
    `Crème brûlée og kaffe ${tag}`,
    `Nordisk menu ${tag}`,
    `Olivenbar ${tag}`,
    `Ølsmagning ${tag}`,
  ];

  it('finds their published menus by full name, first name, a typo and without accents', async () => {
    expect(await titles({ text: 'Ingeborg Vestergren' })).toEqual(hers);
    // Every word typed must be in the name: the other Ingeborg only for "ingeborg".
    expect(await titles({ text: 'ingeborg' })).toEqual([...hers, `Kagebord ${tag}`].sort());
    expect(await titles({ text: 'Ingeborg Bramsen' })).toEqual([`Kagebord ${tag}`]);
    expect(await titles({ text: 'Ingeborg Vestergen' })).toEqual(hers);
    expect(await titles({ text: 'Ingebrog Vestergren' })).toEqual(hers);
    expect(await titles({ text: 'INGEBORG VÉSTERGREN' })).toEqual(hers);
  });

  it('finds the demo talent Jonas Holm by name and by a typo, and only his menus', async () => {
    for (const text of ['Jonas Holm', 'Jonas Hom', 'jonas']) {
      const result = await anonymous().gql(
        `query($s: MenuSearchInput!) { searchMenus(search: $s) { total menus { talent { displayName } } } }`,
        {
          s: { text },
        },
      );
      expect(result.errors).toBeUndefined();
      // None of his menus says "Jonas" in its text: the name is what finds them.
      expect(result.data.searchMenus.total, text).toBeGreaterThan(0);
      expect(new Set(result.data.searchMenus.menus.map((m: { talent: { displayName: string } }) => m.talent.displayName))).toEqual(
        new Set(['Jonas Holm']),
      );
    }
  });

  it('never finds a draft, a talent not approved or a blocked talent by name', async () => {
    expect(await titles({ text: 'Kasper Kladdesen' })).toEqual([]);
    expect(await titles({ text: 'Halfdan Ventesen' })).toEqual([]);
    expect(await titles({ text: 'Bodil Spærresen' })).toEqual([]);
    // Their menus themselves are still published (so the name rule is what keeps them out).
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const { rows } = await db.query(`SELECT "title", "status" FROM "Menu" WHERE "title" IN ($1, $2) ORDER BY "title"`, [
      `Spærret bar ${tag}`,
      `Ventende bar ${tag}`,
    ]);
    await db.end();
    expect(rows).toEqual([
      { title: `Spærret bar ${tag}`, status: 'published' },
      { title: `Ventende bar ${tag}`, status: 'published' },
    ]);
  });
});

describe('odd input never breaks the search', () => {
  const odd = [
    `'; DROP TABLE "Menu"; --`,
    `"bryllup" ${tag}`,
    `o'brien`,
    '&|!:*()',
    `bryllup:* | ${tag} & !( <-> )`,
    `\\ % _ $1 ${tag}`,
    '\u0000nul',
    'zero\u200bwidth',
    'соcktails', // Cyrillic с and о
    '😀🍸',
    'ƃɐɹ',
    'a'.repeat(100),
    Array.from({ length: 40 }, (_, i) => `ord${i}`)
      .join(' ')
      .slice(0, 100),
  ];

  it('answers every odd text with results or nothing, through GraphQL', async () => {
    for (const text of odd) {
      const result = await anonymous().gql(SEARCH, { s: { text } });
      expect(result.errors, text).toBeUndefined();
      expect(result.data.searchMenus.menus.every((m: { status: string }) => m.status === 'published')).toBe(true);
    }
    // Full-width look-alikes are the letters they look like.
    expect(await titles({ text: `ｃｏｃｋｔａｉｌｅｎ ${tag}` })).toEqual([`Cocktails til brylluppet ${tag}`]);
    // Syntax of to_tsquery is only punctuation: the words around it still search.
    expect(await titles({ text: `"bryllup" ${tag}` })).toEqual([`Bryllupsfest ${tag}`, `Cocktails til brylluppet ${tag}`]);
    expect(await titles({ text: `!(kaffe) & ${tag}:*` })).toEqual([`Crème brûlée og kaffe ${tag}`]);
  });

  it('says in Danish when the text is too long', async () => {
    const result = await anonymous().gql(SEARCH, { s: { text: 'a'.repeat(5000) } });
    expect(result.errors?.[0].message).toBe('Søgningen må højst være 100 tegn');
  });

  it('/soeg renders every odd text, and a too-long one with a Danish message', async () => {
    for (const text of odd) {
      const res = await fetch(`${server!.url}/soeg?q=${encodeURIComponent(text)}`);
      expect(res.status, text).toBe(200);
      expect(await res.text()).toContain('</html>');
    }
    const long = await fetch(`${server!.url}/soeg?q=${'ø'.repeat(500)}`);
    expect(long.status).toBe(400);
    expect(await long.text()).toContain('Søgningen må højst være 100 tegn');
  });
});
