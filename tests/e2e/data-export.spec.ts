/**
 * "Download mine data" end to end in Chromium, against a server of its own (demo data) that sends
 * mail to a real local SMTP listener: the customer writes a message, asks for their data on
 * /account, receives the Danish email, downloads the ZIP and finds their bookings and that message
 * in it; the talent (signed in) and a visitor opening the same link get 404.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { startLinkedServerWithMail, type MailCatcher } from '../support/smtp';
import type { TestServer } from '../support/server';
import { DEMO_PASSWORD } from './server';

let server: TestServer;
let mail: MailCatcher;
let stop: () => Promise<void>;
const CUSTOMER = 'kunde@mixbuddy.dk';
const TALENT = 'talent@mixbuddy.dk';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  ({ server, mail, stop } = await startLinkedServerWithMail());
});
test.afterAll(async () => stop?.());

async function signedIn(browser: Browser, email: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.url });
  const response = await context.request.post('/login', {
    form: { email, password: DEMO_PASSWORD },
    headers: { origin: server.url },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  return context;
}

test('a customer asks for their data, gets the email, downloads the ZIP with their bookings and messages; others get 404', async ({
  browser,
}) => {
  const customer = await signedIn(browser, CUSTOMER);
  const tag = Math.random().toString(36).slice(2, 8);

  // A message of theirs, so we know exactly what to look for.
  const page = await customer.newPage();
  await page.goto('/your-messages');
  await page.locator('a[href^="/your-messages/"]').first().click();
  await page.getByLabel('Skriv en besked').fill(`Glæder mig til festen ${tag}`);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.locator('#thread')).toContainText(`Glæder mig til festen ${tag}`);

  await page.goto('/account');
  await page.getByRole('button', { name: 'Download mine data' }).click();
  await expect(page.getByRole('status')).toContainText('Vi er gået i gang med at samle dine data.');

  const email = await mail.waitFor(CUSTOMER, { subject: /Dine data fra MixBuddy er klar/, timeoutMs: 60_000 });
  expect(email.text).toContain('Kun du kan hente den.');
  const link = mail.link(email, '/data-export/');

  // The account page offers the same file; the browser downloads it.
  await page.goto('/account');
  const offered = page.getByRole('link', { name: 'Hent ZIP-filen' });
  await expect(offered).toHaveAttribute('href', new URL(link).pathname);
  const [download] = await Promise.all([page.waitForEvent('download'), offered.click()]);
  expect(download.suggestedFilename()).toMatch(/^mixbuddy-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  const text = (name: string) => strFromU8(files[name]);
  expect(text('README.txt')).toContain('Dine data fra MixBuddy');
  const bookings = JSON.parse(text('bookinger.json'));
  expect(bookings.somKunde.length).toBeGreaterThan(0);
  expect(JSON.parse(text('konto.json')).email).toBe(CUSTOMER);
  const messages = JSON.parse(text('samtaler.json')).dineBeskeder.map((m: { body: string }) => m.body);
  expect(messages).toContain(`Glæder mig til festen ${tag}`);

  // The email's link itself, opened by the owner, is the file too.
  const direct = await customer.request.get(link);
  expect(direct.status()).toBe(200);
  expect(direct.headers()['content-type']).toBe('application/zip');

  // Another signed-in person and a visitor: 404, the page says only that there is no such file.
  const talent = await signedIn(browser, TALENT);
  const visitor = await browser.newContext({ baseURL: server.url });
  for (const other of [talent, visitor]) {
    const otherPage = await other.newPage();
    const response = await otherPage.goto(link);
    expect(response!.status()).toBe(404);
    await expect(otherPage.getByRole('heading', { level: 1 })).toHaveText('Filen findes ikke');
    await otherPage.close();
  }
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(link);
  await expect(visitorPage.getByRole('link', { name: 'Log ind' }).last()).toBeVisible();

  await customer.close();
  await talent.close();
  await visitor.close();
});
