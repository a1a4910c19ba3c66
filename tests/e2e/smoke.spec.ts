/**
 * Foundation smoke tests: the one-origin product answers with Danish pages from the demo data,
 * the back office opens for the demo admin, and a server error shows the error screen with a
 * digest that is also in the server log.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, E2E_LOG } from './server';

test('the home page renders Danish content from the demo data', async ({ page, request }) => {
  const response = await request.post('/api/graphql', {
    data: { query: '{ stars(orderBy: [{ position: asc }]) { kind talent { displayName } menu { title } } }' },
  });
  const { data } = await response.json();
  expect(data.stars.length).toBeGreaterThan(0);
  const first = data.stars[0];
  const starredName = first.kind === 'talent' ? first.talent.displayName : first.menu.title;

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
  await expect(page.getByText(starredName).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Handelsbetingelser' })).toBeVisible();
  await expect(page.getByRole('searchbox').or(page.locator('form[action="/soeg"]')).first()).toBeVisible();
});

test('/healthz, /admin and /api/graphql answer on the same origin', async ({ request }) => {
  expect((await request.get('/healthz')).ok()).toBe(true);
  for (const path of ['/admin', '/admin/payoffs-history']) {
    const shell = await request.get(path, { maxRedirects: 0 });
    expect(shell.status(), path).toBe(200);
    expect(await shell.text()).toContain('MixBuddy administration');
  }
  const graphql = await request.post('/api/graphql', { data: { query: '{ menusCount(where: { status: { equals: "published" } }) }' } });
  expect((await graphql.json()).data.menusCount).toBeGreaterThanOrEqual(40);
});

test('the back office sends a visitor to sign in and opens for the demo admin', async ({ page }) => {
  await page.goto('/admin/bookings');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin/);
  await page.getByLabel('E-mail').fill('admin@mixbuddy.dk');
  await page.getByLabel('Adgangskode').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log ind' }).click();
  await expect(page).toHaveURL(/\/admin\/bookings/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByText('Bookinger').first()).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/bookings/);
  await expect(page.getByText('Bookinger').first()).toBeVisible();
});

test('the demo customer is not let into the back office', async ({ page }) => {
  await page.goto('/login?next=/admin');
  await page.getByLabel('E-mail').fill('kunde@mixbuddy.dk');
  await page.getByLabel('Adgangskode').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log ind' }).click();
  // Signed in, but not an admin: a Danish 403 instead of any back-office view or data.
  await expect(page.getByRole('heading', { name: 'Ingen adgang' })).toBeVisible();
  await expect(page.getByText('Overblik')).toHaveCount(0);
  const bookings = await page.request.post('/api/graphql', { data: { query: '{ payoffs { id } }' } });
  expect((await bookings.json()).data.payoffs).toEqual([]);
});

test('a server error shows the error screen with a digest that is in the server log', async ({ page }) => {
  const response = await page.goto('/dev/fejl');
  expect(response?.status()).toBe(500);
  await expect(page.getByText('Application error: a server-side exception has occurred')).toBeVisible();
  const digest = (await page.getByTestId('error-digest').textContent())?.trim() ?? '';
  expect(digest).toMatch(/^[0-9a-f]{6,}$/);
  await expect.poll(() => readFileSync(E2E_LOG, 'utf8')).toContain(digest);
});
