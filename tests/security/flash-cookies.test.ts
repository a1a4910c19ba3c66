/**
 * Small flash cookies: a rejected booking or message form with 4000 characters of
 * Danish text used to come back in a cookie of over 16 KB (every "ø" is 6 bytes URL-encoded),
 * which browsers and proxies drop. Now the typed text waits on the server and the cookie holds
 * only an id: every Set-Cookie stays under 4 KB, and the text still comes back in the form.
 *
 * The rule behind it — nothing a person typed goes into a cookie (nor into a redirect's Location)
 * — is swept below with ~100 000 characters of Danish text, CRLFs and emoji in every field of
 * every form that crosses a redirect (booking, message, calendar link, registration): the
 * response's Set-Cookie lines add up to under 1 KB and hold none of the text, the person gets a
 * Danish message, and what they typed comes back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageBrowser, locationOf } from '../support/browser';
import { DAY, PASSWORD as WORLD_PASSWORD, createBookingWorld, dateInDays, must, type BookingWorld } from '../support/bookings';
import { startServer, type TestServer } from '../support/server';

const PASSWORD = 'flash-test-kode-2026';
let server: TestServer;
let w: BookingWorld;
let browser: PageBrowser;

/** Exactly `length` characters of Danish text, heavy on æ, ø and å. */
function danishText(length: number) {
  const words = 'Rødgrød med fløde, æblekage og hyldeblomst på Ærø; vi får gæster fra Århus og Søborg. ';
  return words.repeat(Math.ceil(length / words.length)).slice(0, length);
}

beforeAll(async () => {
  server = await startServer({ SCHEDULER_INTERVAL_MS: '0', LOG_LEVEL: 'silent' });
  w = await createBookingWorld(server.url);
  const email = `flash-${w.tag}@example.dk`;
  const at = new Date(Date.now() - DAY).toISOString();
  await must(w.admin, `mutation($data: UserCreateInput!) { createUser(data: $data) { id } }`, {
    data: {
      name: 'Flash Kunde',
      email,
      password: PASSWORD,
      role: 'customer',
      emailVerifiedAt: at,
      ageVerifiedAt: at,
      ageCheckedAt: at,
      ageCheckResult: 'adult',
    },
  });
  browser = await new PageBrowser(server.url).signIn(email, PASSWORD);
});
afterAll(async () => {
  await server?.stop();
});

const expectSmallCookies = (res: Response) => {
  const lines = res.headers.getSetCookie();
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect(Buffer.byteLength(line, 'utf8'), line.slice(0, 60)).toBeLessThan(4096);
};

describe('a rejected form with 4000 characters of text', () => {
  it('booking: every cookie stays under 4 KB and the text comes back in the form', async () => {
    const text = danishText(4000);
    const res = await browser.post(`/menu/${w.menuId}/book`, {
      dato: dateInDays(30),
      tid: '18:00',
      gaester: '5',
      adresse: 'Festvej 2',
      postnummer: '12',
      by: 'Aarhus C',
      besked: text,
    });
    expect(res.status).toBe(303);
    expect(locationOf(res)).toBe(`/menu/${w.menuId}?booking=fejl#booking`);
    expectSmallCookies(res);

    const page = await browser.get(locationOf(res));
    const html = await page.text();
    expect(html).toContain('Postnummeret skal være 4 cifre');
    expect(html).toContain('Beskeden må højst være 2000 tegn');
    expect(html).toContain(text);
    expect(html).toContain('value="Festvej 2"');
    for (const line of page.headers.getSetCookie()) expect(Buffer.byteLength(line)).toBeLessThan(4096);
    // The booking form keeps what was typed until the request is sent: a reload shows it again,
    // from the server-side draft (the cookie stays a small token).
    const reload = await browser.get(locationOf(res));
    expect(await reload.text()).toContain(text);
    for (const line of reload.headers.getSetCookie()) expect(Buffer.byteLength(line)).toBeLessThan(4096);
  });

  it('message: every cookie stays under 4 KB and the text comes back in the form', async () => {
    const text = danishText(4000);
    const res = await browser.post('/your-messages/new', { talentId: 'findes-ikke', menuId: w.menuId, besked: text });
    expect(res.status).toBe(303);
    expect(locationOf(res)).toBe(`/menu/${w.menuId}?besked=fejl`);
    expectSmallCookies(res);

    const html = await (await browser.get(locationOf(res))).text();
    expect(html).toContain(`>${text}</textarea>`);
    expect(html).toMatch(/class="alert alert-error" role="alert"[^>]*>[^<]+</);
  });
});

/** ~`length` characters a person might paste: Danish letters, CRLF line breaks and emoji (no HTML metacharacters). */
function pasted(length: number, marker: string) {
  const chunk = `${marker} Rødgrød med fløde på Ærø 🍹\r\nGæster fra Århus — skål! 🇩🇰\r\n`;
  return chunk.repeat(Math.ceil(length / chunk.length)).slice(0, length);
}

/** Set-Cookie lines: under 1 KB together, none carrying the marker in any encoding; the Location neither. */
function expectNothingTypedInHeaders(res: Response, marker: string) {
  const lines = res.headers.getSetCookie();
  expect(lines.reduce((sum, line) => sum + Buffer.byteLength(line), 0)).toBeLessThan(1024);
  const encodings = [
    marker,
    encodeURIComponent(marker),
    new URLSearchParams({ m: marker }).toString().slice(2),
    Buffer.from(marker).toString('base64').slice(0, 12),
  ];
  for (const header of [...lines, res.headers.get('location') ?? '']) {
    for (const form of encodings) expect(header.includes(form), `${header.slice(0, 80)} holds typed text`).toBe(false);
  }
  let size = 0;
  res.headers.forEach((value, name) => (size += name.length + value.length + 4));
  expect(size).toBeLessThan(8 * 1024);
}

const HUGE = 100_000;

describe('no form puts typed text in a cookie (100 000 characters in every field)', () => {
  it('booking: signed in, every field huge → small cookies, Danish errors, the text comes back', async () => {
    const marker = 'MARKØR-BOOKING';
    const text = pasted(HUGE, marker);
    const fields = ['dato', 'tid', 'gaester', 'adresse', 'postnummer', 'by', 'besked', 'firma', 'firmanavn', 'cvr', 'ean', 'reference'];
    const res = await browser.post(`/menu/${w.menuId}/book`, Object.fromEntries(fields.map((f) => [f, text])));
    expect(res.status).toBe(303);
    expect(locationOf(res)).toBe(`/menu/${w.menuId}?booking=fejl#booking`);
    expectNothingTypedInHeaders(res, marker);

    const html = await (await browser.get(locationOf(res))).text();
    expect(html).toContain('Beskeden må højst være 2000 tegn');
    expect(html).toContain('Adressen er for lang');
    expect(html).toContain(text.trim());
  });

  it('booking: anonymous (sent to sign in first) → small cookies, and the text waits for them', async () => {
    const marker = 'MARKØR-ANONYM';
    const text = pasted(HUGE, marker);
    const visitor = new PageBrowser(server.url);
    const res = await visitor.post(`/menu/${w.menuId}/book`, { besked: text, adresse: text });
    expect(res.status).toBe(303);
    expect(locationOf(res)).toBe(`/login?next=${encodeURIComponent(`/menu/${w.menuId}#booking`)}`);
    expectNothingTypedInHeaders(res, marker);
    const signedIn = await visitor.signIn(w.customerA.email, WORLD_PASSWORD);
    expect(await (await signedIn.get(`/menu/${w.menuId}`)).text()).toContain(text.trim());
  });

  it('message: a huge text posted from the menu page, as a browser does → small cookies, a Danish message, the text comes back', async () => {
    const marker = 'MARKØR-BESKED';
    const text = pasted(HUGE, marker);
    const body = new URLSearchParams({ talentId: w.talent1.profileId, menuId: w.menuId, besked: text, csrf: await browser.csrf() });
    const res = browser.keep(
      await fetch(`${server.url}/your-messages/new`, {
        method: 'POST',
        redirect: 'manual',
        body,
        headers: {
          cookie: browser.cookieHeader,
          origin: server.url,
          referer: `${server.url}/menu/${w.menuId}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
      }),
    );
    expect(res.status).toBe(303);
    expect(locationOf(res)).toBe(`/menu/${w.menuId}?besked=fejl`);
    expectNothingTypedInHeaders(res, marker);
    const html = await (await browser.get(locationOf(res))).text();
    expect(html).toMatch(/class="alert alert-error" role="alert"[^>]*>[^<]+</);
    expect(html).toContain(`>${text}</textarea>`);
  });

  it('message: hidden fields made huge too, without a Referer: nothing typed reaches the Location or a cookie', async () => {
    const marker = 'MARKØR-UDEN-REFERER';
    const text = pasted(HUGE, marker);
    const res = await browser.post('/your-messages/new', { talentId: text, menuId: text, besked: text });
    expect(res.status).toBe(303);
    expect(new URL(locationOf(res), server.url).origin).toBe(server.url);
    expectNothingTypedInHeaders(res, marker);
  });

  it('calendar link: a huge URL → small cookies, a Danish error, the URL comes back', async () => {
    const marker = 'MARKØR-KALENDER';
    const text = `https://example.dk/${pasted(HUGE, marker)}`;
    const talent = await new PageBrowser(server.url).signIn(w.talent1.email, WORLD_PASSWORD);
    const res = await talent.post('/settings/calendar-links', { intent: 'external-save', url: text });
    expect(res.status).toBe(303);
    expectNothingTypedInHeaders(res, marker);
    const html = await (await talent.get(locationOf(res))).text();
    expect(html).toContain('Adressen er for lang');
    expect(html).toContain(text.slice(0, 2000));
  });

  it('registration: name and email are kept on the server, never in the wizard cookie', async () => {
    const visitor = new PageBrowser(server.url);
    const huge = await visitor.post('/register/create-account', { name: pasted(HUGE, 'MARKØR-NAVN'), email: pasted(HUGE, 'MARKØR-EMAIL') });
    expect(huge.status).toBe(400);
    expectNothingTypedInHeaders(huge, 'MARKØR-NAVN');
    expect(huge.headers.getSetCookie().some((line) => line.startsWith('mixbuddy-registration='))).toBe(false);
    const page = await huge.text();
    expect(page).toContain('MARKØR-NAVN Rødgrød');

    const name = 'Ærlige Åse Østergård';
    const email = `aase-${w.tag}@example.dk`;
    const ok = await visitor.post('/register/create-account', { name, email });
    expect(locationOf(ok)).toBe('/register/set-password');
    expectNothingTypedInHeaders(ok, email);
    expectNothingTypedInHeaders(ok, 'Østergård');
    const cookie = visitor.cookies.get('mixbuddy-registration') ?? '';
    expect(cookie).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // The next step still knows the address (from the server's draft).
    expect(await (await visitor.get('/register/set-password')).text()).toContain(email);
  });
});
