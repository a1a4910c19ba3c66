/**
 * The talent workspace against the real server: onboarding through the pages, the publishing
 * rule (enforced by Keystone, not only the editor), the menu editor's save mutation with its
 * Danish messages, image uploads, bank details, the booking calendar, and that the other talent,
 * a customer and the anonymous visitor are refused — through GraphQL and through the pages.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, DEMO_PASSWORD, type World } from '../support/fixtures';
import { startServer, Visitor, type TestServer } from '../support/server';

let server: TestServer;
let w: World;
const uploadsDir = mkdtempSync(join(tmpdir(), 'mixbuddy-uploads-'));

/** A browser for pages: keeps every cookie, and the CSRF token of the last page it opened. */
class PageClient {
  cookies = new Map<string, string>();
  csrf = '';
  constructor(readonly baseUrl: string) {}

  private remember(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  async get(path: string) {
    const res = await fetch(this.baseUrl + path, { headers: { cookie: this.cookieHeader }, redirect: 'manual' });
    this.remember(res);
    const html = await res.text();
    this.csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? this.csrf;
    return { status: res.status, html, location: res.headers.get('location') };
  }
  /** Posts a form the way a browser does (multipart when a file is attached), with the CSRF token. */
  async post(path: string, fields: Record<string, string | Blob>) {
    if (!this.csrf) await this.get(path);
    const hasFile = Object.values(fields).some((v) => v instanceof Blob);
    let body: FormData | URLSearchParams;
    if (hasFile) {
      body = new FormData();
      for (const [k, v] of Object.entries({ csrf: this.csrf, ...fields })) body.append(k, v);
    } else {
      body = new URLSearchParams({ csrf: this.csrf, ...(fields as Record<string, string>) });
    }
    const res = await fetch(this.baseUrl + path, {
      method: 'POST',
      body,
      headers: { cookie: this.cookieHeader, origin: this.baseUrl },
      redirect: 'manual',
    });
    this.remember(res);
    return { status: res.status, html: await res.text(), location: res.headers.get('location') };
  }
  async signIn(email: string, password: string) {
    await this.get('/login');
    const res = await this.post('/login', { email, password });
    expect(res.status, `sign in ${email}`).toBe(303);
  }
}

async function png(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#b4441a' } })
    .png()
    .toBuffer();
}

async function upload(client: PageClient, bytes: Uint8Array, name: string, type: string) {
  const body = new FormData();
  body.append('file', new Blob([Uint8Array.from(bytes)], { type }), name);
  const res = await fetch(`${client.baseUrl}/api/uploads/images`, { method: 'POST', body, headers: { cookie: client.cookieHeader } });
  return { status: res.status, json: (await res.json()) as { path?: string; error?: string } };
}

const SAVE_MENU = `mutation($id: ID, $data: JSON!) { saveTalentMenu(id: $id, data: $data) { ok menuId status message fieldErrors missingStepHref } }`;
const validMenu = {
  title: 'Gin og tonic-bar',
  description: 'Seks slags gin med hjemmelavet tonic.',
  category: 'cocktails',
  items: [
    { name: 'Klassisk G&T', description: 'London dry, tonic, lime' },
    { name: 'Rabarber-G&T', description: 'Rabarbersirup og rosmarin' },
  ],
  priceKroner: '249,50',
  minGuests: '10',
  maxGuests: '40',
  durationMinutes: '180',
  containsAlcohol: true,
  allergens: '',
  images: [],
  status: 'draft',
};

/** A pages client and a GraphQL client sharing one session. */
async function talentPair(email: string, password: string) {
  const page = new PageClient(server.url);
  await page.signIn(email, password);
  const gql = new Visitor(server.url);
  gql.cookie = [...page.cookies].map(([k, v]) => `${k}=${v}`).find((c) => c.startsWith('mixbuddy-session=')) ?? page.cookieHeader;
  return { page, gql };
}

let fresh: { id: string; email: string; page: PageClient; gql: Visitor };
const FRESH_PASSWORD = 'nyt-talent-2026';

beforeAll(async () => {
  server = await startServer({ UPLOADS_DIR: uploadsDir });
  w = await createWorld(server.url);
  // A brand-new, activated talent with no profile yet.
  const email = `nyt-talent-${w.tag}@example.dk`;
  const created = await w.admin.visitor.gql(`mutation($data: UserCreateInput!) { createUser(data: $data) { id } }`, {
    data: { name: 'Nora Nyborg', email, password: FRESH_PASSWORD, role: 'talent', emailVerifiedAt: new Date().toISOString() },
  });
  const id = created.data.createUser.id as string;
  fresh = { id, email, ...(await talentPair(email, FRESH_PASSWORD)) };
});
afterAll(async () => {
  await server?.stop();
});

describe('onboarding and the publishing rule', () => {
  let menuId: string;

  it('a new talent sees the five steps and cannot publish before they are done', async () => {
    const dashboard = await fresh.page.get('/dashboard');
    expect(dashboard.status).toBe(200);
    expect(dashboard.html).toContain('0 af 5 trin er færdige');

    const draft = await fresh.gql.gql(SAVE_MENU, { data: validMenu });
    expect(draft.data.saveTalentMenu).toMatchObject({ ok: true });
    menuId = draft.data.saveTalentMenu.menuId;

    const publish = await fresh.gql.gql(SAVE_MENU, { id: menuId, data: { ...validMenu, status: 'published' } });
    expect(publish.data.saveTalentMenu.ok).toBe(false);
    expect(publish.data.saveTalentMenu.fieldErrors.status).toMatch(
      /Mangler: personlige oplysninger, profilpræsentation, områder, bankoplysninger, talentvilkår/,
    );
    expect(publish.data.saveTalentMenu.missingStepHref).toBe('/dashboard/setup/personal-information');

    // The plain list API is no way around it: it is closed to talent (one door for writes).
    const direct = await fresh.gql.gql(
      `mutation($id: ID!) { updateMenu(where: { id: $id }, data: { status: "published" }) { id status } }`,
      { id: menuId },
    );
    expect(direct.data?.updateMenu ?? null).toBeNull();
    expect(direct.errors?.[0].message).toMatch(/Access denied/);
  });

  it('a talent cannot tick a setup step through the API', async () => {
    const profile = await fresh.gql.gql(`{ authenticatedItem { ... on User { talentProfile { id } } } }`);
    const profileId = profile.data.authenticatedItem.talentProfile.id;
    const tick = await fresh.gql.gql(
      `mutation($id: ID!) { updateTalentProfile(where: { id: $id }, data: { bankDoneAt: "2026-01-01T00:00:00Z", personalInfoDoneAt: "2026-01-01T00:00:00Z" }) { id } }`,
      { id: profileId },
    );
    expect(tick.errors?.[0].message).toMatch(/Access denied|not allowed/i);
  });

  it('refuses bad step input in Danish and keeps what was typed', async () => {
    const bad = await fresh.page.post('/dashboard/setup/personal-information', {
      step: 'personalInfo',
      name: 'Nora Nyborg',
      phone: '12',
      address: 'Vestergade 1, 5000 Odense C',
      city: 'Odense',
      cvr: '123',
    });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('Skriv et dansk telefonnummer med 8 cifre');
    expect(bad.html).toContain('CVR-nummeret skal være 8 cifre');
    expect(bad.html).toContain('value="Vestergade 1, 5000 Odense C"');
    // The town is not asked for separately: an address without a postcode is refused instead.
    const noPostcode = await fresh.page.post('/dashboard/setup/personal-information', {
      step: 'personalInfo',
      name: 'Nora Nyborg',
      phone: '+45 20 30 40 50',
      address: 'Vestergade 1',
      cvr: '',
    });
    expect(noPostcode.status).toBe(400);
    expect(noPostcode.html).toContain('Skriv adressen med postnummer og by');
    expect(noPostcode.html).toContain('value="Vestergade 1"');
    expect(noPostcode.html).not.toContain('name="city"');
  });

  it('refuses an 11-digit account number and saves nothing', async () => {
    const bad = await fresh.page.post('/dashboard/setup/bank-information', {
      step: 'bank',
      registrationNumber: '1234',
      accountNumber: '12345678901',
    });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('Kontonummeret må højst være 10 cifre');
    const accounts = await w.admin.visitor.gql(`{ bankAccounts(where: { talent: { user: { id: { equals: "${fresh.id}" } } } }) { id } }`);
    expect(accounts.data.bankAccounts).toEqual([]);
    // The list refuses it too, whoever asks.
    const direct = await w.admin.visitor.gql(`mutation($data: BankAccountCreateInput!) { createBankAccount(data: $data) { id } }`, {
      data: { talent: { connect: { id: w.talent2.profileId } }, registrationNumber: '1234', accountNumber: '12345678901' },
    });
    expect(direct.errors?.[0].message).toMatch(/Kontonummeret skal være op til 10 cifre/);
  });

  it('completes the five steps through the pages, then publishes for review; approved, the menu is public', async () => {
    // The address once: the town comes from its postcode.
    let res = await fresh.page.post('/dashboard/setup/personal-information', {
      step: 'personalInfo',
      name: 'Nora Nyborg',
      phone: '+45 20 30 40 50',
      address: 'Vestergade 1, 5000 Odense C',
      cvr: '',
    });
    expect(res).toMatchObject({ status: 303, location: '/dashboard/setup/profile-presentation' });
    const town = await w.admin.visitor.gql(`{ user(where: { id: "${fresh.id}" }) { talentProfile { city } } }`);
    expect(town.data.user.talentProfile.city).toBe('Odense C');

    res = await fresh.page.post('/dashboard/setup/profile-presentation', {
      step: 'presentation',
      photo: '',
      photoFile: new Blob([await png(400, 400)], { type: 'image/png' }),
      displayName: 'Nora Nyborg',
      headline: 'Bartender med gin som speciale',
      presentation: 'Jeg har stået bag baren i Odense i otte år og laver min egen tonic og mine egne sirupper.',
      specialities: 'Gin, tonic',
    });
    expect(res).toMatchObject({ status: 303, location: '/dashboard/setup/locations' });

    // The area step starts from the postcode given in the address: nobody is asked twice.
    const step3 = await fresh.page.get('/dashboard/setup/locations');
    expect(step3.html).toMatch(/<input[^>]*name="place"[^>]*value="5000"|<input[^>]*value="5000"[^>]*name="place"/);
    // An older form's separate town and postcode still work.
    res = await fresh.page.post('/dashboard/setup/locations', {
      step: 'locations',
      intent: 'add',
      region: 'syddanmark',
      city: 'Odense C',
      postcode: '5000',
      travelKm: '30',
    });
    expect(res.status).toBe(303);
    res = await fresh.page.post('/dashboard/setup/bank-information', {
      step: 'bank',
      registrationNumber: '1234',
      accountNumber: '0012345678',
    });
    expect(res).toMatchObject({ status: 303, location: '/dashboard/setup/terms' });
    // The terms are a required checkbox: without it, a Danish refusal and nothing stored.
    res = await fresh.page.post('/dashboard/setup/terms', { step: 'terms' });
    expect(res.status).toBe(400);
    expect(res.html).toContain('Du skal acceptere talentvilkårene for at fortsætte');
    res = await fresh.page.post('/dashboard/setup/terms', { step: 'terms', accept: 'on' });
    expect(res).toMatchObject({ status: 303, location: '/dashboard' });

    const payment = await fresh.page.get('/settings/payment-information');
    expect(payment.html).toContain('•••• ••••78');
    expect(payment.html).not.toContain('0012345678');
    const own = await fresh.gql.gql(`{ bankAccounts { registrationNumber accountNumber maskedAccountNumber } }`);
    expect(own.data.bankAccounts).toEqual([{ registrationNumber: '1234', accountNumber: null, maskedAccountNumber: '•••• ••••78' }]);

    const dashboard = await fresh.page.get('/dashboard');
    expect(dashboard.html).toContain('Din profil er sat op');

    // The first publication waits for an admin (vetting): nobody else sees it yet.
    const publish = await fresh.gql.gql(SAVE_MENU, { id: menuId, data: { ...validMenu, status: 'published' } });
    expect(publish.data.saveTalentMenu).toMatchObject({ ok: true, menuId, status: 'pending' });
    const waiting = await w.anonymous.visitor.gql(`query($id: ID!) { menu(where: { id: $id }) { title } }`, { id: menuId });
    expect(waiting.data.menu).toBeNull();
    const profileId = (await fresh.gql.gql(`{ authenticatedItem { ... on User { talentProfile { id } } } }`)).data.authenticatedItem
      .talentProfile.id;
    const approved = await w.admin.visitor.gql(`mutation($id: ID!) { approveTalent(id: $id) { id verifiedAt } }`, { id: profileId });
    expect(approved.data.approveTalent.verifiedAt).not.toBeNull();
    const anon = await w.anonymous.visitor.gql(`query($id: ID!) { menu(where: { id: $id }) { title status pricePerGuest items } }`, {
      id: menuId,
    });
    expect(anon.data.menu).toMatchObject({ title: 'Gin og tonic-bar', status: 'published', pricePerGuest: 24950 });
    expect(anon.data.menu.items.map((i: { name: string }) => i.name)).toEqual(['Klassisk G&T', 'Rabarber-G&T']);
  });

  it('refuses look-alike digits and an IBAN for the bank account in Danish, shows what was typed and keeps the saved account', async () => {
    for (const [registrationNumber, accountNumber, message] of [
      ['１２３４', '0087654321', 'Reg.nr. skal være 4 cifre (0-9).'],
      ['4321', '００８７６５４３２１', 'Kontonummeret må kun indeholde cifre (0-9).'],
      ['4321', 'DK50 0040 0440 1162 43', 'Skriv reg.nr. og kontonummer hver for sig, ikke IBAN-nummeret.'],
    ]) {
      const bad = await fresh.page.post('/settings/payment-information', { step: 'bank', registrationNumber, accountNumber });
      expect(bad.status).toBe(400);
      expect(bad.html).toContain(message);
      expect(bad.html).toContain(`value="${accountNumber}"`);
    }
    const own = async () => (await fresh.gql.gql(`{ bankAccounts { registrationNumber maskedAccountNumber } }`)).data.bankAccounts;
    expect(await own()).toEqual([{ registrationNumber: '1234', maskedAccountNumber: '•••• ••••78' }]);
    const good = await fresh.page.post('/settings/payment-information', {
      step: 'bank',
      registrationNumber: '4321',
      accountNumber: '0087 654 321',
    });
    expect(good.status).toBe(303);
    expect(await own()).toEqual([{ registrationNumber: '4321', maskedAccountNumber: '•••• ••••21' }]);
  });

  it('adds areas from one place field: a typo gets "Mente du", a district, a whole municipality', async () => {
    const typo = await fresh.page.post('/settings/locations', { step: 'locations', intent: 'add', place: 'Hellerop', travelKm: '10' });
    expect(typo.status).toBe(400);
    expect(typo.html).toContain('Mente du Hellerup?');
    expect(typo.html).toContain('value="Hellerop"');
    const unknown = await fresh.page.post('/settings/locations', { step: 'locations', intent: 'add', place: 'Xyzzy', travelKm: '10' });
    expect(unknown.html).toContain('Skriv et postnummer eller en by');
    const me = await fresh.gql.gql(`{ authenticatedItem { ... on User { talentProfile { id } } } }`);
    const areas = async () =>
      (
        await w.anonymous.visitor.gql(
          `query($id: ID!) { locations(where: { talent: { id: { equals: $id } } }, orderBy: { postcode: asc }) { city postcode region municipality } }`,
          {
            id: me.data.authenticatedItem.talentProfile.id,
          },
        )
      ).data.locations;
    // Nothing was saved by the refusals.
    expect(await areas()).toEqual([{ city: 'Odense C', postcode: '5000', region: 'syddanmark', municipality: '' }]);

    expect(
      (await fresh.page.post('/settings/locations', { step: 'locations', intent: 'add', place: 'Nørrebro', travelKm: '2' })).status,
    ).toBe(303);
    expect(
      (
        await fresh.page.post('/settings/locations', {
          step: 'locations',
          intent: 'add',
          place: 'Gentofte',
          travelKm: '0',
          wholeMunicipality: 'on',
        })
      ).status,
    ).toBe(303);
    const page = await fresh.page.get('/settings/locations');
    expect(page.html).toContain('Nørrebro 2200');
    expect(page.html).toContain('hele Gentofte Kommune');
    expect(await areas()).toEqual([
      { city: 'Nørrebro', postcode: '2200', region: 'hovedstaden', municipality: '' },
      { city: 'Gentofte', postcode: '2820', region: 'hovedstaden', municipality: 'Gentofte' },
      { city: 'Odense C', postcode: '5000', region: 'syddanmark', municipality: '' },
    ]);
  });

  it('refuses a negative price and max guests below min in Danish, and changes nothing', async () => {
    const negative = await fresh.gql.gql(SAVE_MENU, {
      id: menuId,
      data: { ...validMenu, title: 'Ændret titel', priceKroner: '-10', status: 'published' },
    });
    expect(negative.data.saveTalentMenu.ok).toBe(false);
    expect(negative.data.saveTalentMenu.fieldErrors.priceKroner).toBe('Prisen kan ikke være negativ');
    const guests = await fresh.gql.gql(SAVE_MENU, {
      id: menuId,
      data: { ...validMenu, title: 'Ændret titel', minGuests: '20', maxGuests: '10', status: 'published' },
    });
    expect(guests.data.saveTalentMenu.fieldErrors.maxGuests).toBe('Maksimum antal gæster kan ikke være mindre end minimum');
    const direct = await fresh.gql.gql(
      `mutation($id: ID!) { updateMenu(where: { id: $id }, data: { minGuests: 50, maxGuests: 5, pricePerGuest: -100 }) { id } }`,
      { id: menuId },
    );
    expect(direct.errors?.[0].message).toMatch(/Access denied/);
    const menu = await fresh.gql.gql(`query($id: ID!) { menu(where: { id: $id }) { title pricePerGuest minGuests maxGuests } }`, {
      id: menuId,
    });
    expect(menu.data.menu).toEqual({ title: 'Gin og tonic-bar', pricePerGuest: 24950, minGuests: 10, maxGuests: 40 });
  });

  it('lists the menus with views and bookings, duplicates as a draft and archives', async () => {
    const list = await fresh.page.get('/my-menus');
    expect(list.html).toContain('Gin og tonic-bar');
    expect(list.html).toContain('Udgivet');
    const copy = await fresh.page.post('/my-menus', { intent: 'duplicate', menuId });
    expect(copy.status).toBe(303);
    const copyId = /\/edit-menu\/([^?]+)/.exec(copy.location ?? '')?.[1];
    const copied = await fresh.gql.gql(`query($id: ID!) { menu(where: { id: $id }) { title status pricePerGuest } }`, { id: copyId });
    expect(copied.data.menu).toEqual({ title: 'Kopi af Gin og tonic-bar', status: 'draft', pricePerGuest: 24950 });

    const archive = await fresh.page.post('/my-menus', { intent: 'archive', menuId: copyId! });
    expect(archive).toMatchObject({ status: 303, location: '/my-menus?arkiveret=1' });
    const archived = await fresh.gql.gql(`query($id: ID!) { menu(where: { id: $id }) { status } }`, { id: copyId });
    expect(archived.data.menu.status).toBe('archived');

    // The demo talent's menus show their real booking counts.
    const demo = new PageClient(server.url);
    await demo.signIn('talent@mixbuddy.dk', DEMO_PASSWORD);
    const demoList = await demo.get('/my-menus');
    const counts = [...demoList.html.matchAll(/data-testid="bookings">(\d+)</g)].map((m) => Number(m[1]));
    expect(counts.some((n) => n > 0)).toBe(true);
  });
});

describe('the dashboard', () => {
  it('shows the demo talent’s open requests with time left, earnings this month and response rate', async () => {
    const demo = new PageClient(server.url);
    await demo.signIn('talent@mixbuddy.dk', DEMO_PASSWORD);
    const gql = new Visitor(server.url);
    await gql.signIn('talent@mixbuddy.dk', DEMO_PASSWORD);
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen', year: 'numeric', month: '2-digit' }).format(new Date());
    const data = await gql.gql(
      `{ bookings(where: { status: { equals: "requested" } }) { id respondBy } ledgerEntries(where: { account: { equals: "talent_available" } }) { amount createdAt } }`,
    );
    const open = data.data.bookings.filter((b: { respondBy: string }) => new Date(b.respondBy) > new Date());
    const earned = data.data.ledgerEntries
      .filter(
        (e: { amount: number; createdAt: string }) =>
          e.amount < 0 &&
          new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen', year: 'numeric', month: '2-digit' }).format(
            new Date(e.createdAt),
          ) === month,
      )
      .reduce((sum: number, e: { amount: number }) => sum - e.amount, 0);

    const page = await demo.get('/dashboard');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Din profil er sat op');
    expect(page.html.match(/Svar inden for \d/g)?.length ?? 0).toBe(open.length);
    const shown = /data-testid="earned-this-month">([^<]+)</.exec(page.html)?.[1];
    // Whole kroner without decimals, anything else with two (cms/domain/money.ts).
    const kroner = new Intl.NumberFormat('da-DK', {
      style: 'currency',
      currency: 'DKK',
      minimumFractionDigits: earned % 100 ? 2 : 0,
    }).format(earned / 100);
    expect(shown?.replace(/\u00a0/g, ' ')).toBe(kroner.replace(/\u00a0/g, ' '));
    expect(page.html).toMatch(/data-testid="response-rate">(\d{1,3} %|–)</);
  });
});

describe('image uploads', () => {
  it('stores a real image resized as WebP, and refuses a non-image and a 20 MB file in Danish', async () => {
    const before = readdirSync(uploadsDir).length;
    const ok = await upload(fresh.page, await png(2400, 1200), 'bar.png', 'image/png');
    expect(ok.status).toBe(201);
    expect(ok.json.path).toMatch(/^\/uploads\/[a-z0-9-]+\.webp$/);
    const served = await fetch(server.url + ok.json.path);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 800]);

    const text = await upload(fresh.page, new TextEncoder().encode('<script>alert(1)</script>'), 'billede.png', 'image/png');
    expect(text).toEqual({
      status: 400,
      json: { error: 'Filen er ikke et billede. Upload et JPG-, PNG-, WebP-, AVIF- eller HEIC-billede.' },
    });

    const huge = await upload(fresh.page, new Uint8Array(20 * 1024 * 1024), 'stort.jpg', 'image/jpeg');
    expect(huge).toEqual({ status: 413, json: { error: 'Billedet er for stort. Det må højst fylde 10 MB.' } });
    expect(readdirSync(uploadsDir).length).toBe(before + 1);
  });

  it('refuses uploads from customers and anonymous visitors', async () => {
    const image = await png(300, 300);
    expect((await upload(new PageClient(server.url), image, 'a.png', 'image/png')).status).toBe(401);
    const customer = new PageClient(server.url);
    await customer.signIn('kunde@mixbuddy.dk', DEMO_PASSWORD);
    expect((await upload(customer, image, 'a.png', 'image/png')).status).toBe(403);
  });
});

describe('another talent, a customer and the anonymous visitor', () => {
  it('cannot open or change another talent’s menu (page 403, GraphQL refused)', async () => {
    const other = await talentPair(w.talent2.email, 'fixture-password-2026');
    for (const id of [w.publishedMenu1, w.draftMenu1]) {
      const page = await other.page.get(`/edit-menu/${id}`);
      expect(page.status).toBe(403);
      expect(page.html).toContain('Du har ikke adgang til denne side');
      expect(page.html).not.toContain('Hemmelig kladde');
    }
    const update = await other.gql.gql(`mutation($id: ID!) { updateMenu(where: { id: $id }, data: { title: "Kapret" }) { id } }`, {
      id: w.publishedMenu1,
    });
    expect(update.data?.updateMenu ?? null).toBeNull();
    const save = await other.gql.gql(SAVE_MENU, { id: w.publishedMenu1, data: { ...validMenu, title: 'Kapret' } });
    expect(save.data.saveTalentMenu).toMatchObject({ ok: false, message: 'Menuen findes ikke, eller du har ikke adgang til den' });
    const dup = await other.page.post('/my-menus', { intent: 'archive', menuId: w.publishedMenu1 });
    expect(dup.status).toBe(400);
    const still = await w.admin.visitor.gql(`query($id: ID!) { menu(where: { id: $id }) { title status } }`, { id: w.publishedMenu1 });
    expect(still.data.menu).toEqual({ title: 'Offentlig menu', status: 'published' });
  });

  it('cannot remove another talent’s blocked date or area', async () => {
    const demo = new PageClient(server.url);
    await demo.signIn('talent@mixbuddy.dk', DEMO_PASSWORD);
    const admin = w.admin.visitor;
    const rows = await admin.gql(
      `{ availabilities(where: { talent: { user: { email: { equals: "talent@mixbuddy.dk" } } }, kind: { equals: "blocked" } }) { id } locations(where: { talent: { user: { email: { equals: "talent@mixbuddy.dk" } } } }) { id } }`,
    );
    const blockedId = rows.data.availabilities[0].id;
    const locationId = rows.data.locations[0].id;
    const other = new PageClient(server.url);
    await other.signIn(fresh.email, FRESH_PASSWORD);
    expect((await other.post('/settings/booking-calendar', { intent: 'unblock', availabilityId: blockedId })).status).toBe(400);
    expect((await other.post('/settings/locations', { step: 'locations', intent: 'remove', locationId })).status).toBe(400);
    const after = await admin.gql(`query($a: ID!, $l: ID!) { availability(where: { id: $a }) { id } location(where: { id: $l }) { id } }`, {
      a: blockedId,
      l: locationId,
    });
    expect(after.data).toEqual({ availability: { id: blockedId }, location: { id: locationId } });
  });

  it('a customer gets the Danish 403 and the anonymous visitor is sent to sign in', async () => {
    const customer = new PageClient(server.url);
    await customer.signIn('kunde@mixbuddy.dk', DEMO_PASSWORD);
    const anonymous = new PageClient(server.url);
    for (const path of [
      '/dashboard',
      '/dashboard/setup/bank-information',
      '/my-menus',
      '/new-menu',
      `/edit-menu/${w.publishedMenu1}`,
      '/settings',
      '/settings/booking-calendar',
      '/settings/payment-information',
      '/help',
    ]) {
      const asCustomer = await customer.get(path);
      expect(asCustomer.status, path).toBe(403);
      expect(asCustomer.html, path).toContain('Du har ikke adgang til denne side');
      const asAnonymous = await anonymous.get(path);
      expect(asAnonymous.status, path).toBe(302);
      expect(asAnonymous.location, path).toBe(`/login?next=${encodeURIComponent(path)}`);
    }
    const customerGql = new Visitor(server.url);
    await customerGql.signIn('kunde@mixbuddy.dk', DEMO_PASSWORD);
    const save = await customerGql.gql(SAVE_MENU, { data: validMenu });
    expect(save.data.saveTalentMenu).toMatchObject({ ok: false, message: 'Kun talent kan gøre dette' });
    const anonSave = await w.anonymous.visitor.gql(SAVE_MENU, { data: validMenu });
    expect(anonSave.data.saveTalentMenu.ok).toBe(false);
  });
});

describe('the booking calendar', () => {
  /** 'YYYY-MM-DD' of the Saturday `weeks` weeks from now. */
  const saturdayIn = (weeks: number) => {
    const d = new Date(Date.now() + weeks * 7 * 86400_000);
    d.setUTCDate(d.getUTCDate() + ((6 - d.getUTCDay() + 7) % 7));
    return d.toISOString().slice(0, 10);
  };

  it('a blocked date cannot be booked; the next free Saturday can', async () => {
    const demo = new PageClient(server.url);
    await demo.signIn('talent@mixbuddy.dk', DEMO_PASSWORD);
    const blocked = saturdayIn(9);
    const free = saturdayIn(10);
    const res = await demo.post('/settings/booking-calendar', { intent: 'block', date: blocked, note: 'Ferie' });
    expect(res.status).toBe(303);
    const calendar = await demo.get('/settings/booking-calendar');
    expect(calendar.html).toContain('Ferie');

    const menus = await w.admin.visitor.gql(
      `{ menus(where: { status: { equals: "published" }, talent: { user: { email: { equals: "talent@mixbuddy.dk" } } } }, take: 1) { id minGuests } }`,
    );
    const menu = menus.data.menus[0];
    const customer = new Visitor(server.url);
    await customer.signIn('kunde@mixbuddy.dk', DEMO_PASSWORD);
    const book = (date: string) =>
      customer.gql(
        `mutation($menuId: ID!, $date: String!) { requestBooking(menuId: $menuId, date: $date, time: "19:00", guests: ${menu.minGuests}, address: "Festvej 2", postcode: "2100", city: "København Ø") { id } }`,
        { menuId: menu.id, date },
      );
    const refused = await book(blocked);
    expect(refused.data?.requestBooking ?? null).toBeNull();
    expect(refused.errors?.[0].message).toMatch(/ikke ledigt den dag/);
    const accepted = await book(free);
    expect(accepted.errors ?? []).toEqual([]);
    expect(accepted.data.requestBooking.id).toBeTruthy();
  });

  it('refuses weekly hours that end before they start, in Danish', async () => {
    const res = await fresh.page.post('/settings/booking-calendar', {
      intent: 'weekly',
      'day-5': 'on',
      'start-5': '22:00',
      'end-5': '18:00',
    });
    expect(res.status).toBe(400);
    expect(res.html).toContain('Sluttidspunktet skal ligge efter starttidspunktet');
  });

  it('refuses a day that is not in the calendar (29 February 2027) instead of blocking 1 March', async () => {
    for (const date of ['2027-02-29', '2027-04-31']) {
      const res = await fresh.page.post('/settings/booking-calendar', { intent: 'block', date, note: 'Skudår?' });
      expect(res.status).toBe(400);
      expect(res.html).toContain('Datoen findes ikke. Tjek dag og måned');
    }
    const rows = await w.admin.visitor.gql(
      `query($email: String!) { availabilities(where: { talent: { user: { email: { equals: $email } } }, kind: { equals: "blocked" } }) { date note } }`,
      { email: fresh.email },
    );
    expect(rows.data.availabilities.filter((row: { note: string }) => row.note === 'Skudår?')).toEqual([]);
  });
});

describe('the public profile, a page of menus at a time', () => {
  let profileId: string;
  const titleOf = (n: number) => `Sidemenu nr. ${String(n).padStart(2, '0')}`;
  const menuTitles = (html: string) => [...new Set([...html.matchAll(/Sidemenu nr\. (\d\d)/g)].map((m) => Number(m[1])))];
  const get = async (path: string) => {
    const res = await fetch(server.url + path);
    return { status: res.status, html: await res.text() };
  };

  beforeAll(async () => {
    const admin = w.admin.visitor;
    const user = await admin.gql(`mutation($data: UserCreateInput!) { createUser(data: $data) { id } }`, {
      data: {
        name: 'Mange Menuer',
        email: `mange-menuer-${w.tag}@example.dk`,
        password: FRESH_PASSWORD,
        role: 'talent',
        emailVerifiedAt: new Date().toISOString(),
      },
    });
    const profile = await admin.gql(`mutation($data: TalentProfileCreateInput!) { createTalentProfile(data: $data) { id } }`, {
      data: { user: { connect: { id: user.data.createUser.id } }, displayName: 'Mange Menuer', verifiedAt: new Date().toISOString() },
    });
    profileId = profile.data.createTalentProfile.id;
    for (let n = 1; n <= 14; n++) {
      const menu = await admin.gql(`mutation($data: MenuCreateInput!) { createMenu(data: $data) { id } }`, {
        data: {
          talent: { connect: { id: profileId } },
          title: titleOf(n),
          status: 'published',
          category: 'cocktails',
          pricePerGuest: 19900,
        },
      });
      expect(menu.errors ?? []).toEqual([]);
    }
    for (let n = 1; n <= 11; n++) {
      const review = await admin.gql(`mutation($data: ReviewCreateInput!) { createReview(data: $data) { id } }`, {
        data: { talent: { connect: { id: profileId } }, rating: n === 1 ? 1 : 5, body: `Anmeldelse nr. ${String(n).padStart(2, '0')}` },
      });
      expect(review.errors ?? []).toEqual([]);
    }
  });

  it('shows twelve menus with a Danish "Vis flere menuer" link, and the rest on page 2', async () => {
    const first = await get(`/profile/${profileId}`);
    expect(first.status).toBe(200);
    const onFirst = menuTitles(first.html);
    expect(onFirst).toHaveLength(12);
    expect(first.html).toContain('Side 1 af 2');
    expect(first.html).toContain(`href="/profile/${profileId}?side=2#menus-heading" rel="next">Vis flere menuer</a>`);

    const second = await get(`/profile/${profileId}?side=2`);
    expect(second.status).toBe(200);
    const onSecond = menuTitles(second.html);
    expect(onSecond).toHaveLength(2);
    expect([...onFirst, ...onSecond].sort((a, b) => a - b)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(second.html).toContain('Side 2 af 2');
    expect(second.html).toContain(`href="/profile/${profileId}#menus-heading" rel="prev">Vis forrige menuer</a>`);
    expect(second.html).not.toContain('Vis flere menuer');
  });

  it('shows ten reviews a page, rated over all of them, and keeps the menu page in the reviews links', async () => {
    const reviewNumbers = (html: string) => [...new Set([...html.matchAll(/Anmeldelse nr\. (\d\d)/g)].map((m) => Number(m[1])))];
    const first = await get(`/profile/${profileId}?side=2`);
    expect(reviewNumbers(first.html)).toHaveLength(10);
    expect(first.html).toContain('4,6 ud af 5 (11 anmeldelser)');
    expect(first.html).toContain(
      `href="/profile/${profileId}?side=2&amp;anmeldelser=2#reviews-heading" rel="next">Vis flere anmeldelser</a>`,
    );

    const second = await get(`/profile/${profileId}?side=2&anmeldelser=2`);
    expect(reviewNumbers(second.html)).toHaveLength(1);
    expect([...reviewNumbers(first.html), ...reviewNumbers(second.html)].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 11 }, (_, i) => i + 1),
    );
    expect(second.html).toContain('4,6 ud af 5 (11 anmeldelser)');
    expect(second.html).toContain('Vis nyere anmeldelser');
    expect(second.html).toContain('Side 2 af 2');
  });

  it('answers every page address: past the end shows the last page, nonsense the first', async () => {
    const past = await get(`/profile/${profileId}?side=99999999999`);
    expect(past.status).toBe(200);
    expect(past.html).toContain('Side 2 af 2');
    expect(menuTitles(past.html)).toHaveLength(2);
    const nonsense = await get(`/profile/${profileId}?side=-3`);
    expect(nonsense.status).toBe(200);
    expect(nonsense.html).toContain('Side 1 af 2');
  });
});
