/**
 * Error reporting in the browser, with a local ingest standing in for Sentry:
 * an error in a React island and one in the back office arrive through the same-origin
 * /web-vitals tunnel with release, environment and the digest shown on the error screen, and
 * the Authorization value of a request they made arrives masked in the replay; "Script error."
 * and errors thrown from a chrome-extension:// script are not sent; and without a DSN (the
 * shared e2e server) nothing is requested from /web-vitals.
 */
import { expect, test, type Page } from '@playwright/test';
import { startSentryIngest, type SentryIngest } from '../support/sentry-ingest';
import { startServer, type TestServer } from '../support/server';
import { DEMO_PASSWORD } from './server';

let ingest: SentryIngest;
let server: TestServer;

/** Clicks a button inside a React island once the island is hydrated (Astro drops `ssr` then): a click before does nothing. */
async function clickInIsland(page: Page, name: string) {
  const button = page.getByRole('button', { name });
  await expect(page.locator('astro-island[ssr]').filter({ has: button })).toHaveCount(0);
  await button.click();
}

test.describe('with a DSN', () => {
  test.describe.configure({ timeout: 60_000 });

  test.beforeAll(async () => {
    ingest = await startSentryIngest();
    server = await startServer({ SENTRY_DSN: ingest.dsn });
  });
  // Error reporting is a non-essential script: the site loads it only after cookie consent.
  test.beforeEach(async ({ context }) => {
    await context.addCookies([{ name: 'mb_samtykke', value: 'alle', url: server.url }]);
  });
  test.afterAll(async () => {
    await server?.stop();
    await ingest?.close();
  });

  /** Tunnelled error events carrying this digest tag. */
  const eventWithDigest = (digest: string) =>
    ingest
      .tunneled()
      .flatMap((e) => e.items)
      .find((i) => i.type === 'event' && (i.payload as any).tags?.digest === digest)?.payload as any;

  /** The decoded replay recordings that came through the tunnel. */
  const recordings = () =>
    ingest
      .tunneled()
      .flatMap((e) => e.items)
      .filter((i) => i.type === 'replay_recording')
      .map((i) => i.text)
      .join('\n');

  async function expectMaskedAuthorization(secret: string) {
    // The request the failing view made is in the replay, with its Authorization header masked.
    await expect.poll(recordings, { timeout: 20_000 }).toMatch(/"authorization":"\[Filtered\]"/i);
    expect(ingest.allText()).not.toContain(secret);
  }

  async function sentryReady(page: Page) {
    await expect(page.locator('html')).toHaveAttribute('data-sentry', 'on');
  }

  /**
   * The error screen shows a digest, and the event with that digest tag arrived through the tunnel
   * with our release and environment, and the request made before the error has its Authorization
   * value masked.
   */
  async function expectReportedThroughTunnel(page: Page, message: string, secret: string) {
    await expect(page.getByText('Application error: a client-side exception has occurred')).toBeVisible({ timeout: 15_000 });
    const digest = (await page.getByTestId('error-digest').textContent())!.trim();
    expect(digest).toMatch(/^[0-9a-f]{10}$/);
    await expect.poll(() => eventWithDigest(digest), { timeout: 15_000 }).toBeTruthy();
    const event = eventWithDigest(digest);
    expect(event.release).toBe('mixbuddy@0.1.0');
    expect(event.environment).toBe('local');
    expect(event.exception.values.at(-1).value).toBe(message);
    await expectMaskedAuthorization(secret);
  }

  /** CSP violations reported in the console (Sentry's replay worker, its lazy chunk, the tunnel). */
  function watchCsp(page: Page) {
    const violations: string[] = [];
    page.on('console', (message) => /Content Security Policy/i.test(message.text()) && violations.push(message.text()));
    return violations;
  }

  test('an island error shows the client-side screen and arrives through the tunnel with its digest', async ({ page }) => {
    const violations = watchCsp(page);
    const tunnelPosts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/web-vitals') && tunnelPosts.push(r.url()));
    await page.goto(`${server.url}/dev/island-fejl`);
    await sentryReady(page);
    await clickInIsland(page, 'Udløs en fejl i øen');
    await expectReportedThroughTunnel(page, 'Testfejl fra en React-ø', 'dev-island-secret');
    expect(tunnelPosts.length).toBeGreaterThan(0);
    expect(tunnelPosts.every((url) => new URL(url).origin === server.url && /\/web-vitals\?o=0&p=4242$/.test(url))).toBe(true);
    // Sentry (SDK chunk, replay worker, tunnel) works under the Content-Security-Policy.
    expect(violations).toEqual([]);
  });

  test("a reset link's token and a typed password never reach Sentry from the browser", async ({ page }) => {
    const violations = watchCsp(page);
    const token = 'e2e-nulstil-token-hemmelig';
    await page.goto(`${server.url}/login/set-password?token=${token}`);
    await sentryReady(page);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('Fejl på nulstillingssiden');
      });
    });
    const arrived = () => ingest.tunneled().flatMap((e) => e.items);
    await expect
      .poll(() => arrived().some((i) => i.type === 'event' && i.text.includes('Fejl på nulstillingssiden')), { timeout: 15_000 })
      .toBe(true);
    // The replay of that error (page address, navigation) arrives too.
    await expect.poll(() => arrived().some((i) => i.type === 'replay_event'), { timeout: 20_000 }).toBe(true);
    expect(ingest.allText()).toContain('/login/set-password');
    expect(ingest.allText()).not.toContain(token);
    expect(violations).toEqual([]);
  });

  test('a back-office error arrives through the tunnel with its digest and masked Authorization', async ({ page }) => {
    await page.goto(`${server.url}/login?next=/admin`);
    await page.getByLabel('E-mail').fill('admin@mixbuddy.dk');
    await page.getByLabel('Adgangskode').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log ind' }).click();
    await expect(page).toHaveURL(/\/admin/);
    await page.goto(`${server.url}/admin?testfejl=1`);
    await expectReportedThroughTunnel(page, 'Testfejl fra back office', 'dev-backoffice-secret');
    // The password typed on the login page (a form post, a server transaction) never arrives.
    expect(ingest.allText()).not.toContain(DEMO_PASSWORD);
  });

  test('"Script error." and errors from a chrome-extension:// script are not sent', async ({ page }) => {
    await page.goto(`${server.url}/`);
    await sentryReady(page);
    // A script from another origin throws: the page sees only "Script error." (no error object).
    // The CSP no longer lets another origin's script run at all, so the browser's report is replayed.
    await page.evaluate(() => {
      window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.', filename: '', lineno: 0, colno: 0 }));
    });
    // An error whose throwing frame is a browser extension's content script.
    await page.evaluate(() => {
      setTimeout(() => {
        const error = new Error('Fejl fra en browserudvidelse');
        error.stack = 'Error: Fejl fra en browserudvidelse\n    at inject (chrome-extension://abcdefghijklmnop/content.js:10:15)';
        throw error;
      });
    });
    // Then one of our own, which must arrive: once it has, the two before it would have too.
    await page.waitForTimeout(500);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('Kontrolfejl efter støjen');
      });
    });
    const messages = () =>
      ingest
        .tunneled()
        .flatMap((e) => e.items)
        .filter((i) => i.type === 'event')
        .map((i) => JSON.stringify(i.payload));
    await expect.poll(() => messages().some((m) => m.includes('Kontrolfejl efter støjen')), { timeout: 15_000 }).toBe(true);
    expect(messages().filter((m) => /Script error|cross-origin detail|browserudvidelse/.test(m))).toEqual([]);
  });
});

test('without a DSN no page requests /web-vitals or downloads the Sentry SDK', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'mb_samtykke', value: 'alle', url: baseURL! }]);
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  for (const path of ['/', '/login']) await page.goto(path);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.goto('/dev/island-fejl');
  await clickInIsland(page, 'Udløs en fejl i øen');
  await expect(page.getByText('Application error: a client-side exception has occurred')).toBeVisible();
  await page.waitForTimeout(500);
  expect(requested.filter((url) => url.includes('/web-vitals') || /sentry-sdk/.test(url))).toEqual([]);
  expect(requested.length).toBeGreaterThan(3);
});
