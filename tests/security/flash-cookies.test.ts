/**
 * Small flash cookies: a rejected booking or message form with 4000 characters of
 * Danish text used to come back in a cookie of over 16 KB (every "ø" is 6 bytes URL-encoded),
 * which browsers and proxies drop. Now the typed text waits on the server and the cookie holds
 * only an id: every Set-Cookie stays under 4 KB, and the text still comes back in the form.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageBrowser, locationOf } from '../support/browser';
import { DAY, createBookingWorld, dateInDays, must, type BookingWorld } from '../support/bookings';
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
    data: { name: 'Flash Kunde', email, password: PASSWORD, role: 'customer', emailVerifiedAt: at, ageVerifiedAt: at, ageCheckedAt: at, ageCheckResult: 'adult' },
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
      dato: dateInDays(30), tid: '18:00', gaester: '5', adresse: 'Festvej 2', postnummer: '12', by: 'Aarhus C', besked: text,
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
    // Read once: a reload shows the empty form
    expect(await (await browser.get(locationOf(res))).text()).not.toContain(text);
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
