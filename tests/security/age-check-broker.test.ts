/**
 * The age check through an OpenID Connect broker (here the local test provider standing in for
 * the MitID broker): the answer is recorded on the account that started the check, and only
 * there. Customer B completing the broker's callback with A's state cookie (and A's code and
 * state) records nothing on either account; B gets the Danish "not available" page. The same
 * person's own flow is recorded, and the reported open-redirect tricks in `next` end on our
 * origin. The simulator path: tests/security/redirects.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageBrowser, locationOf } from '../support/browser';
import { DEMO_PASSWORD } from '../support/fixtures';
import { must } from '../support/bookings';
import { ageOf as ageOfUser, signedInCustomer } from '../support/age-check';
import { completeAtProvider, startOidcProvider, type TestOidcProvider } from '../support/oidc';
import { Visitor, freePort, startServer, type TestServer } from '../support/server';

const PASSWORD = 'maegler-test-kode-2026';
let server: TestServer;
let broker: TestOidcProvider;
let admin: Visitor;

beforeAll(async () => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  broker = await startOidcProvider([`${origin}/auth/age-verify/redirect`]);
  server = await startServer(
    {
      PUBLIC_URL: origin,
      SCHEDULER_INTERVAL_MS: '0',
      LOG_LEVEL: 'silent',
      OIDC_ALLOW_INSECURE: 'true',
      AGE_VERIFY_OIDC_ISSUER: broker.issuer,
      AGE_VERIFY_OIDC_CLIENT_ID: broker.clientId,
      AGE_VERIFY_OIDC_CLIENT_SECRET: broker.clientSecret,
    },
    { port },
  );
  admin = new Visitor(server.url);
  await admin.signIn('admin@mixbuddy.dk', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.stop();
  await broker?.close();
});

const customer = (key: string) => signedInCustomer(admin, server.url, key, PASSWORD);
const ageOf = (id: string) => ageOfUser(admin, id);

/** Starts the check in `browser` and goes through the broker; returns our callback path (with code and state). */
async function throughBroker(browser: PageBrowser, next: string, login = 'voksen@example.dk') {
  const start = await browser.get(`/auth/age-verify/start?next=${encodeURIComponent(next)}`);
  expect(start.status).toBe(303);
  expect(locationOf(start).startsWith(broker.issuer)).toBe(true);
  const callback = await completeAtProvider(locationOf(start), login);
  expect(callback.origin).toBe(server.url);
  return callback.pathname + callback.search;
}

describe('the broker path', () => {
  it("customer B completing A's broker callback with A's state cookie records nothing on either account", async () => {
    const a = await customer('maegler-a');
    const b = await customer('maegler-b');
    const callback = await throughBroker(a.browser, '/my-bookings');
    b.browser.cookies.set('mixbuddy-age', a.browser.cookies.get('mixbuddy-age')!);
    const answer = await b.browser.get(callback);
    expect(locationOf(answer)).toBe('/login/check-in?fejl=alder-utilgaengelig');
    expect(await (await b.browser.get(locationOf(answer))).text()).toContain(
      'Alderstjekket kunne ikke gennemføres lige nu. Prøv igen om lidt.',
    );
    for (const id of [a.id, b.id]) expect(await ageOf(id)).toEqual({ ageCheckedAt: null, ageVerifiedAt: null, ageCheckResult: null });
  });

  it('the person who started it is recorded, and the reported tricks in next end on our origin', async () => {
    const a = await customer('maegler-egen');
    const own = await a.browser.get(await throughBroker(a.browser, '/my-bookings#booking-1'));
    expect(locationOf(own)).toBe('/my-bookings?alder=bekraeftet#booking-1');
    expect((await ageOf(a.id)).ageCheckResult).toBe('adult');

    for (const trick of [
      '/..//evil.example',
      '/.//evil.example',
      '/%2e%2e//evil.example',
      '/a/../..//evil.example',
      '//evil.example',
      '/\\evil.example',
    ]) {
      const answer = await a.browser.get(await throughBroker(a.browser, trick));
      expect(locationOf(answer), trick).toBe('/login/check-in?alder=bekraeftet');
    }
  });

  it('an under-18 answer is recorded as such for the person who started it', async () => {
    const a = await customer('maegler-ung');
    const answer = await a.browser.get(await throughBroker(a.browser, '/my-bookings', 'minor-ung@example.dk'));
    expect(locationOf(answer)).toBe('/login/check-in?alder=under-18');
    expect((await ageOf(a.id)).ageCheckResult).toBe('minor');
  });
});
