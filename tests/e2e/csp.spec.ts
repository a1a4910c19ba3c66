/**
 * The Content-Security-Policy (cms/server/security-headers.ts) lets honest pages work: the home
 * page, a public menu page, the assistant and the menu editor (React islands hydrated by Astro's
 * inline bootstrap scripts, allowed by hash) and the back office (MUI/emotion styles) run without a
 * single `securitypolicyviolation` event or CSP console error.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './server';

type Violation = { directive: string; blocked: string; source: string };

/** Records CSP violations (the DOM event and Chromium's console message) for one page. */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const list = ((window as unknown as { __csp: Violation[] }).__csp ??= []);
      list.push({ directive: event.violatedDirective, blocked: event.blockedURI, source: event.sourceFile });
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return async () => {
    const fromPage = await page.evaluate(() => (window as unknown as { __csp?: Violation[] }).__csp ?? []).catch(() => []);
    return [...violations, ...fromPage.map((v) => `${v.directive} blocked ${v.blocked} (${v.source})`)];
  };
}

async function signIn(page: Page, email: string, next: string) {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Adgangskode').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log ind' }).click();
}

test('the public pages and islands run under the CSP without violations', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/');
  const policy = response!.headers()['content-security-policy'];
  expect(policy).toMatch(/script-src 'self' 'sha256-/);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  // Cookie consent opens and closes with the page's own script.
  await page.getByRole('link', { name: 'Handelsbetingelser' }).waitFor();
  expect(await violations()).toEqual([]);

  const menuLink = page.locator('a[href^="/menu/"]').first();
  await page.goto((await menuLink.getAttribute('href'))!);
  await expect(page.locator('h1').first()).toBeVisible();
  expect(await violations()).toEqual([]);

  // MixBuddy AI: a React island that streams its answer.
  await page.goto('/mixbuddy-ai');
  await expect(page.locator('astro-island').first()).not.toHaveAttribute('ssr', { timeout: 10_000 });
  expect(await violations()).toEqual([]);
});

test('the menu editor island runs under the CSP without violations', async ({ page }) => {
  const violations = await watchViolations(page);
  await signIn(page, 'talent@mixbuddy.dk', '/my-menus');
  await expect(page).toHaveURL(/\/my-menus/);
  const edit = page.locator('a[href^="/edit-menu/"]').first();
  await page.goto((await edit.getAttribute('href'))!);
  // Hydrated: Astro removes the `ssr` attribute once the island's bootstrap script has run.
  await expect(page.locator('astro-island').first()).not.toHaveAttribute('ssr', { timeout: 10_000 });
  expect(await violations()).toEqual([]);
});

test('the back office runs under the CSP without violations', async ({ page }) => {
  const violations = await watchViolations(page);
  await signIn(page, 'admin@mixbuddy.dk', '/admin');
  await expect(page).toHaveURL(/\/admin/);
  await expect(page.getByRole('banner')).toBeVisible();
  await page.goto('/admin/bookings');
  await expect(page.getByText('Bookinger').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});
