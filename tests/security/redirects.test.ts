/**
 * Open redirects and the age check's owner, over HTTP against the built server with the
 * development age-check simulator:
 *  - for every trick in the attacker's corpus (tests/security/corpora/redirects.ts), the
 *    Location of `/auth/age-verify/start?next=…` (signed in and not), of the simulator's answer,
 *    of `/login/check-in?next=…` and of `POST /samtykke` stays on our origin;
 *  - a state cookie started by customer A and finished by customer B records nothing, on
 *    neither account, and B gets the Danish "not available" page.
 * The broker (OpenID) path of the second point: tests/security/age-check-broker.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageBrowser, locationOf } from '../support/browser';
import { DEMO_PASSWORD } from '../support/fixtures';
import { must } from '../support/bookings';
import { ageOf as ageOfUser, signedInCustomer } from '../support/age-check';
import { Visitor, startServer, type TestServer } from '../support/server';
import { openRedirectCorpus } from './corpora/redirects';

const PASSWORD = 'omdirigering-test-kode-2026';
let server: TestServer;
let admin: Visitor;

beforeAll(async () => {
  server = await startServer({ SCHEDULER_INTERVAL_MS: '0', LOG_LEVEL: 'silent' });
  admin = new Visitor(server.url);
  await admin.signIn('admin@mixbuddy.dk', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.stop();
});

const customer = (key: string) => signedInCustomer(admin, server.url, key, PASSWORD, { accountTypeChosenAt: new Date().toISOString() });

/** The origin a browser on our site ends on for this Location (it drops tabs/newlines and reads "\" as "/"). */
const originOf = (res: Response) =>
  new URL(
    locationOf(res)
      .replace(/[\t\n\r]/g, '')
      .replace(/\\/g, '/'),
    `${server.url}/`,
  ).origin;
const stateOf = (res: Response) => new URL(locationOf(res), server.url).searchParams.get('state') ?? '';

describe('every trick in the corpus stays on our origin', () => {
  it('through the age check: start (anonymous and signed in) and the simulator answer', async () => {
    const anonymous = new PageBrowser(server.url);
    const person = await customer('omdirigering');
    for (const trick of openRedirectCorpus) {
      const query = `/auth/age-verify/start?next=${encodeURIComponent(trick)}`;
      const toLogin = await anonymous.get(query);
      expect(originOf(toLogin), `anonymous start ${JSON.stringify(trick)}`).toBe(server.url);

      const start = await person.browser.get(query);
      expect(start.status).toBe(303);
      expect(originOf(start), `start ${JSON.stringify(trick)}`).toBe(server.url);
      const answer = await person.browser.post('/auth/age-verify/redirect', { state: stateOf(start), result: 'adult' }, { csrf: false });
      expect(answer.status).toBe(303);
      expect(originOf(answer), `finish ${JSON.stringify(trick)}`).toBe(server.url);
      expect(locationOf(answer).startsWith('//'), trick).toBe(false);
    }
  });

  it('the reported bypass ends on the check-in page, not at evil.example', async () => {
    const person = await customer('rapporteret');
    for (const trick of ['/..//evil.example', '/.//evil.example', '/%2e%2e//evil.example', '/a/../..//evil.example']) {
      const start = await person.browser.get(`/auth/age-verify/start?next=${encodeURIComponent(trick)}`);
      const answer = await person.browser.post('/auth/age-verify/redirect', { state: stateOf(start), result: 'adult' }, { csrf: false });
      expect(locationOf(answer)).toBe('/login/check-in?alder=bekraeftet');
    }
  });

  it("through the site's pages that take a next: check-in and the cookie choice", async () => {
    const person = await customer('sider');
    for (const trick of openRedirectCorpus) {
      const checkIn = await person.browser.get(`/login/check-in?next=${encodeURIComponent(trick)}`);
      expect([200, 302]).toContain(checkIn.status);
      if (checkIn.status === 302) expect(originOf(checkIn), `check-in ${JSON.stringify(trick)}`).toBe(server.url);
      else expect(await checkIn.text()).not.toMatch(/href="(?:https?:)?\/\/evil|href="\/\\/);
      const consent = await new PageBrowser(server.url).post('/samtykke', { valg: 'noedvendige', next: trick });
      expect(originOf(consent), `samtykke ${JSON.stringify(trick)}`).toBe(server.url);
    }
  });
});

describe('the age check belongs to the account that started it', () => {
  const ageOf = (id: string) => ageOfUser(admin, id);

  it("customer B finishing with A's state cookie records nothing on either account", async () => {
    const a = await customer('starter');
    const b = await customer('afslutter');
    const start = await a.browser.get('/auth/age-verify/start?next=%2Fmy-bookings');
    const state = stateOf(start);
    expect(a.browser.cookies.get('mixbuddy-age')).toBeTruthy();

    // B's browser, carrying A's signed state cookie and A's state.
    b.browser.cookies.set('mixbuddy-age', a.browser.cookies.get('mixbuddy-age')!);
    const answer = await b.browser.post('/auth/age-verify/redirect', { state, result: 'adult' }, { csrf: false });
    expect(locationOf(answer)).toBe('/login/check-in?fejl=alder-utilgaengelig');
    const page = await (await b.browser.get(locationOf(answer))).text();
    expect(page).toContain('Alderstjekket kunne ikke gennemføres lige nu. Prøv igen om lidt.');

    for (const id of [a.id, b.id]) expect(await ageOf(id)).toEqual({ ageCheckedAt: null, ageVerifiedAt: null, ageCheckResult: null });
  });

  it('the same person finishing their own check is recorded (the binding does not stop honest use)', async () => {
    const a = await customer('egen');
    const start = await a.browser.get('/auth/age-verify/start?next=%2Fmy-bookings');
    const answer = await a.browser.post('/auth/age-verify/redirect', { state: stateOf(start), result: 'adult' }, { csrf: false });
    expect(locationOf(answer)).toBe('/my-bookings?alder=bekraeftet');
    expect((await ageOf(a.id)).ageCheckResult).toBe('adult');
  });
});
