/**
 * The reported open redirect, end to end in Chromium: a signed-in customer who starts the age
 * check with `next=/..//evil.example` and passes it in the development simulator ends on our own
 * site (the check-in page, with the Danish confirmation), and the browser never asks evil.example
 * for anything. The rule itself: cms/auth/next-path.ts; the full corpus: tests/security/.
 */
import { expect, test } from '@playwright/test';
import { newActivatedCustomer } from './roles';

test('the age check with next=/..//evil.example ends on our own origin', async ({ browser, baseURL }) => {
  const password = 'omdirigering-e2e-2026';
  const email = await newActivatedCustomer('Otto Omvej', 'omdirigering', password);

  const context = await browser.newContext();
  const elsewhere: string[] = [];
  // Nothing may reach another host; record and refuse any attempt.
  await context.route(
    (url) => url.hostname !== new URL(baseURL!).hostname,
    (route) => {
      elsewhere.push(route.request().url());
      return route.abort();
    },
  );
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Adgangskode').fill(password);
  await page.getByRole('button', { name: 'Log ind' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));

  await page.goto(`/auth/age-verify/start?next=${encodeURIComponent('/..//evil.example')}`);
  await expect(page).toHaveURL(/\/dev\/alderstjek\?state=/);
  await page.getByRole('button', { name: 'Jeg er fyldt 18 år' }).click();

  await page.waitForURL((url) => url.pathname === '/login/check-in');
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  await expect(page.getByText('Tak — din alder er bekræftet.')).toBeVisible();
  expect(elsewhere.filter((url) => url.includes('evil.example'))).toEqual([]);
  await context.close();
});
