/**
 * The public site as visitors use it: search that narrows and round-trips through the URL,
 * a favourite pressed while signed out that survives sign-in, the price calculator, the support
 * form, and axe-core finding no accessibility violations on the public pages.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './server';

const resultCount = async (page: Page) => Number((await page.getByTestId('result-count').textContent())?.match(/\d+/)?.[0] ?? NaN);

test('search by text and by filters narrows the results, and the URL round-trips', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Hvad').fill('vin');
  await page.getByRole('button', { name: 'Søg', exact: true }).click();
  await expect(page).toHaveURL(/\/soeg\?q=vin/);
  const byText = await resultCount(page);
  expect(byText).toBeGreaterThan(1);
  await expect(page.locator('.menu-card').first()).toBeVisible();

  await page.getByLabel('Kategori').selectOption('vin');
  await page.getByLabel('Maks. pris pr. gæst (kr.)').fill('300');
  await page.getByLabel('Sortér efter').selectOption('pris');
  await page.getByRole('button', { name: 'Vis resultater' }).click();
  await expect(page).toHaveURL(/kategori=vin/);
  await expect(page).toHaveURL(/maxpris=300/);
  const filtered = await resultCount(page);
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(byText);
  const prices = await page.locator('.menu-card .price strong').allTextContents();
  const kroner = prices.map((p) => Number(p.replace(/[^\d,]/g, '').replace(',', '.')));
  expect(kroner.every((k) => k <= 300)).toBe(true);
  expect([...kroner].sort((a, b) => a - b)).toEqual(kroner);
  await expect(page.locator('.menu-card .tag').first()).toHaveText('Vin');

  // The URL is the whole search: opening it fresh shows the same results and filled-in filters.
  const shared = page.url();
  const titles = await page.locator('.menu-card .card-title').allTextContents();
  const other = await page
    .context()
    .browser()!
    .newPage({ baseURL: new URL(shared).origin });
  await other.goto(shared);
  expect(await other.locator('.menu-card .card-title').allTextContents()).toEqual(titles);
  await expect(other.getByLabel('Kategori')).toHaveValue('vin');
  await expect(other.getByLabel('Maks. pris pr. gæst (kr.)')).toHaveValue('300');
  await other.close();
});

test('a bad filter gets a Danish message and the rest of the search still runs', async ({ page }) => {
  const response = await page.goto('/soeg?q=cocktails&minpris=100&maxpris=50');
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('alert')).toContainText('Mindsteprisen kan ikke være højere end maksprisen');
  expect(await resultCount(page)).toBeGreaterThan(0);
});

test('a favourite added while signed out survives sign-in', async ({ page }) => {
  await page.goto('/soeg?q=fadølsbar');
  await page.getByRole('link', { name: 'Fadølsbar til festen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fadølsbar til festen');
  const menuUrl = new URL(page.url()).pathname;
  const favourite = page.getByRole('button', { name: 'Gem Fadølsbar til festen som favorit' });
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await favourite.click();

  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('E-mail').fill('kunde@mixbuddy.dk');
  await page.getByLabel('Adgangskode').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log ind' }).click();

  await expect(page).toHaveURL(menuUrl);
  await expect(page.getByRole('button', { name: 'Gem Fadølsbar til festen som favorit' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/favourites');
  await expect(page.getByRole('link', { name: 'Fadølsbar til festen' })).toBeVisible();

  // Toggling off removes it from /favourites.
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/favourites/toggle')),
    page.getByRole('button', { name: 'Gem Fadølsbar til festen som favorit' }).click(),
  ]);
  await page.goto('/favourites');
  await expect(page.getByRole('link', { name: 'Fadølsbar til festen' })).toHaveCount(0);
});

test('the menu page calculates the price for the number of guests and offers booking and messaging', async ({ page }) => {
  await page.goto('/soeg?q=fadølsbar');
  await page.getByRole('link', { name: 'Fadølsbar til festen' }).click();
  const guests = page.getByLabel(/Antal gæster \(/);
  await guests.fill('20');
  await expect(page.locator('output[data-total]')).toContainText('3.580 kr.'); // 179 kr. × 20
  const form = page.locator('form.booking-form').first();
  await expect(form).toHaveAttribute('action', /\/menu\/[a-z0-9]+\/book$/);
  for (const name of ['dato', 'tid', 'gaester', 'adresse', 'postnummer', 'by', 'besked']) {
    await expect(form.locator(`[name="${name}"]`)).toHaveCount(1);
  }
  await expect(page.locator('form[action="/your-messages/new"] [name="besked"]')).toHaveCount(1);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${new URL(page.url()).pathname}$`));
});

test('the support form refuses bad input in Danish and then creates a request for admins', async ({ page, request }) => {
  await page.goto('/support');
  await page.getByLabel('Navn').fill('Test Person');
  await page.getByLabel('E-mail').fill('ikke-en-mail');
  await page.getByLabel('Besked').fill('For kort');
  await page.getByRole('button', { name: 'Send besked' }).click();
  await expect(page.getByText('Skriv en gyldig e-mailadresse')).toBeVisible();
  await expect(page.getByText('Skriv mindst 10 tegn, så vi kan hjælpe dig')).toBeVisible();
  await expect(page.getByLabel('Navn')).toHaveValue('Test Person'); // nothing typed is lost

  const message = `Hvordan ændrer jeg antal gæster? ${Date.now()}`;
  await page.getByLabel('E-mail').fill('test.person@example.dk');
  await page.getByLabel('Besked').fill(message);
  await page.getByRole('button', { name: 'Send besked' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tak for din besked' })).toBeVisible();

  const anonymous = await request.post('/api/graphql', { data: { query: '{ supportRequests { message } }' } });
  expect((await anonymous.json()).data.supportRequests).toEqual([]);
  const login = await request.post('/api/graphql', {
    data: { query: `mutation { authenticateUserWithPassword(email: "admin@mixbuddy.dk", password: "${DEMO_PASSWORD}") { __typename } }` },
  });
  expect(login.ok()).toBe(true);
  const admin = await request.post('/api/graphql', { data: { query: '{ supportRequests { message email } }' } });
  expect((await admin.json()).data.supportRequests).toContainEqual({ message, email: 'test.person@example.dk' });

  // …and it is waiting for them in the back office.
  await page.request.post('/api/graphql', {
    data: { query: `mutation { authenticateUserWithPassword(email: "admin@mixbuddy.dk", password: "${DEMO_PASSWORD}") { __typename } }` },
  });
  await page.goto('/admin/support');
  await page.getByText('Test Person').first().click();
  await expect(page.getByText(message)).toBeVisible();
});

test('the cookie banner blocks nothing essential and remembers the choice', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookies' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Kun nødvendige' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(0);
  expect((await page.context().cookies()).find((c) => c.name === 'mb_samtykke')?.value).toBe('noedvendige');
});

test('sitemap.xml and robots.txt list the public pages', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/handelsbetingelser</loc>');
  expect(sitemap).toMatch(/\/menu\/[a-z0-9]+<\/loc>/);
  expect(sitemap).toMatch(/\/profile\/[a-z0-9]+<\/loc>/);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
});

test('the accessibility statement is linked from the footer and says how to report a problem', async ({ page, request }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Tilgængelighed' }).click();
  await expect(page).toHaveURL(/\/tilgaengelighed$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tilgængelighedserklæring');
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
  await expect(page.getByRole('heading', { name: 'Det ved vi ikke virker godt nok endnu' })).toBeVisible();
  // Dated the Danish way, and the way to report leads to the support form.
  await expect(page.getByText(/senest opdateret \d{1,2}\. [a-zæøå]+ \d{4}\./)).toBeVisible();
  await page.getByRole('link', { name: 'supportformularen' }).click();
  await expect(page).toHaveURL(/\/support$/);
  expect(await (await request.get('/sitemap.xml')).text()).toContain('/tilgaengelighed</loc>');
});

test.describe('accessibility (axe-core)', () => {
  const pages: [string, (page: Page) => Promise<void>][] = [
    ['home', (p) => p.goto('/').then(() => undefined)],
    ['search', (p) => p.goto('/soeg?q=cocktails&kategori=cocktails&sort=pris').then(() => undefined)],
    [
      'menu',
      async (p) => {
        await p.goto('/soeg?q=fadølsbar');
        await p.getByRole('link', { name: 'Fadølsbar til festen' }).click();
        await p.waitForURL(/\/menu\//);
      },
    ],
    [
      'profile',
      async (p) => {
        await p.goto('/soeg?q=fadølsbar');
        await p.locator('.menu-card .card-sublink').first().click();
        await p.waitForURL(/\/profile\//);
      },
    ],
    ...[
      '/brugsbetingelser',
      '/cookiepolitik',
      '/handelsbetingelser',
      '/privatlivspolitik',
      '/talent-vilkaar',
      '/bliv-talent',
      '/vores-historie',
      '/support',
    ].map((path) => [path, (p: Page) => p.goto(path).then(() => undefined)] as [string, (page: Page) => Promise<void>]),
  ];
  for (const [name, open] of pages) {
    test(`${name} has no axe violations`, async ({ page }) => {
      await open(page);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
