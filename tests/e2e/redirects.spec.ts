/**
 * The reported open redirect, end to end in Chromium: a signed-in customer who starts the age
 * check with `next=/..//evil.example` and passes it in the development simulator ends on our own
 * site (the check-in page, with the Danish confirmation), and the browser never asks evil.example
 * for anything. The rule itself: cms/auth/next-path.ts; the full corpus: tests/security/.
 */
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './server';

test('the age check with next=/..//evil.example ends on our own origin', async ({ browser, playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL });
  await admin.post('/api/graphql', {
    data: { query: `mutation { authenticateUserWithPassword(email: "admin@mixbuddy.dk", password: "${DEMO_PASSWORD}") { ... on UserAuthenticationWithPasswordSuccess { item { id } } } }` },
  });
  const email = `omdirigering-${Math.random().toString(36).slice(2, 8)}@example.dk`;
  const password = 'omdirigering-e2e-2026';
  const created = await (await admin.post('/api/graphql', {
    data: {
      query: 'mutation($data: UserCreateInput!) { createUser(data: $data) { id } }',
      variables: { data: { name: 'Otto Omvej', email, password, role: 'customer', emailVerifiedAt: new Date().toISOString() } },
    },
  })).json();
  expect(created.data.createUser.id).toBeTruthy();
  await admin.dispose();

  const context = await browser.newContext();
  const elsewhere: string[] = [];
  // Nothing may reach another host; record and refuse any attempt.
  await context.route((url) => url.hostname !== new URL(baseURL!).hostname, (route) => {
    elsewhere.push(route.request().url());
    return route.abort();
  });
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
