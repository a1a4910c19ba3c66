/**
 * The talent workspace in Chromium: a brand-new talent completes onboarding, creates a menu with
 * two images in the editor island, publishes it and finds it in the public search and on its
 * menu page; a failed save keeps the unsaved work; another talent gets the Danish 403.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_PASSWORD } from './server';

const PASSWORD = 'nyt-talent-e2e-2026';

async function png(colour: string, width = 900, height = 600) {
  return sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
}

/** An activated talent account with nothing filled in, created by the demo admin. */
async function newTalent(request: APIRequestContext) {
  const gql = async (query: string, variables: Record<string, unknown> = {}) => (await (await request.post('/api/graphql', { data: { query, variables } })).json());
  await gql(`mutation { authenticateUserWithPassword(email: "admin@mixbuddy.dk", password: "${DEMO_PASSWORD}") { __typename } }`);
  const email = `e2e-talent-${Date.now().toString(36)}@example.dk`;
  const created = await gql(`mutation($data: UserCreateInput!) { createUser(data: $data) { id } }`, {
    data: { name: 'Ella Eriksen', email, password: PASSWORD, role: 'talent', emailVerifiedAt: new Date().toISOString() },
  });
  expect(created.errors ?? []).toEqual([]);
  await gql(`mutation { endSession }`);
  return email;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Adgangskode').fill(password);
  await page.getByRole('button', { name: 'Log ind' }).click();
}

test('a new talent onboards, publishes a menu with two images and finds it in search', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = await newTalent(request);
  await signIn(page, email, PASSWORD);
  // Sign-in sends a talent with an unfinished setup to the first missing step.
  await expect(page).toHaveURL(/\/dashboard\/setup\/personal-information$/);
  await page.goto('/dashboard');
  await expect(page.getByText('0 af 4 trin er færdige')).toBeVisible();

  // Step 1: personal information (with a typo first: the message is Danish, the input stays).
  await page.getByRole('link', { name: 'Personlige oplysninger' }).first().click();
  await page.getByLabel('Telefonnummer').fill('12');
  await page.getByLabel('Adresse', { exact: true }).fill('Nørregade 12, 7100 Vejle');
  await page.getByRole('button', { name: 'Gem og fortsæt' }).click();
  await expect(page.getByText('Skriv et dansk telefonnummer med 8 cifre')).toBeVisible();
  await expect(page.getByLabel('Adresse', { exact: true })).toHaveValue('Nørregade 12, 7100 Vejle');
  await page.getByLabel('Telefonnummer').fill('20 30 40 50');
  await page.getByLabel('By', { exact: true }).fill('Vejle');
  await page.getByRole('button', { name: 'Gem og fortsæt' }).click();

  // Step 2: presentation with a photo.
  await expect(page).toHaveURL(/profile-presentation/);
  await page.getByLabel('Profilbillede').setInputFiles({ name: 'mig.png', mimeType: 'image/png', buffer: await png('#345', 500, 500) });
  await page.getByLabel('Overskrift').fill('Bartender med mobilbar i Trekantområdet');
  await page.getByLabel('Din historie').fill('Jeg har kørt mobilbar siden 2018 og laver drinks til bryllupper, firmafester og fødselsdage.');
  await page.getByRole('button', { name: 'Gem og fortsæt' }).click();

  // Step 3: one area, then continue.
  await expect(page).toHaveURL(/setup\/locations/);
  // One field for the place: a misspelt town gets a suggestion, the postcode finds town and region.
  await page.getByLabel('Postnummer eller by').fill('Vejel');
  await page.getByRole('button', { name: 'Tilføj område' }).click();
  await expect(page.getByText('Mente du Vejle?').first()).toBeVisible();
  await page.getByLabel('Postnummer eller by').fill('7100');
  await page.getByRole('button', { name: 'Tilføj område' }).click();
  await expect(page.getByTestId('location-list')).toContainText('Vejle 7100');
  await page.getByRole('link', { name: 'Fortsæt' }).click();

  // Step 4: bank details; an 11-digit account number is refused first.
  await expect(page).toHaveURL(/bank-information/);
  await page.getByLabel('Reg.nr.').fill('1234');
  await page.getByLabel('Kontonummer').fill('12345678901');
  await page.getByRole('button', { name: 'Gem og fortsæt' }).click();
  await expect(page.getByText('Kontonummeret må højst være 10 cifre')).toBeVisible();
  await page.getByLabel('Kontonummer').fill('0012345678');
  await page.getByRole('button', { name: 'Gem og fortsæt' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('onboarding-complete')).toBeVisible();

  // The menu editor.
  await page.goto('/new-menu');
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  const title = `Gin og tonic ${Date.now().toString(36)}`;
  await page.getByLabel('Titel').fill(title);
  await page.getByLabel('Beskrivelse', { exact: true }).fill('Seks slags gin med hjemmelavet tonic og friske urter.');
  await page.getByLabel('Navn (1)').fill('Klassisk G&T');
  await page.getByRole('button', { name: 'Tilføj punkt' }).click();
  await page.getByLabel('Navn (2)').fill('Rabarber-G&T');
  await page.getByRole('button', { name: 'Flyt op Punkt 2' }).click();
  await expect(page.getByLabel('Navn (1)')).toHaveValue('Rabarber-G&T');
  await page.getByLabel('Pris pr. gæst (kr.)').fill('-5');
  await page.getByLabel('Status').selectOption('published');
  await page.getByRole('button', { name: 'Gem menu' }).click();
  // A failed save: Danish message by the field, nothing typed is lost.
  await expect(page.getByText('Prisen kan ikke være negativ')).toBeVisible();
  await expect(page.getByLabel('Titel')).toHaveValue(title);
  await expect(page.getByLabel('Navn (2)')).toHaveValue('Klassisk G&T');

  await page.getByLabel('Pris pr. gæst (kr.)').fill('249,50');
  await page.getByLabel('Upload billeder').setInputFiles([
    { name: 'bar.png', mimeType: 'image/png', buffer: await png('#b4441a') },
    { name: 'drinks.png', mimeType: 'image/png', buffer: await png('#f5c26b') },
  ]);
  await expect(page.getByRole('img', { name: /^Billede \d$/ })).toHaveCount(2);
  await expect(page.getByTestId('menu-preview')).toContainText('249,50');
  await page.getByRole('button', { name: 'Gem menu' }).click();
  await expect(page.getByText('Menuen er gemt og udgivet.')).toBeVisible();
  await expect(page).toHaveURL(/\/edit-menu\/[^/]+$/);
  const menuId = page.url().split('/').pop()!;

  // Public: the search and the menu page, for an anonymous visitor.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`/soeg?q=${encodeURIComponent(title)}`);
  await expect(visitor.getByRole('link', { name: title })).toBeVisible();
  await visitor.goto(`/menu/${menuId}`);
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
  await expect(visitor.locator(`img[src^="/uploads/"]`).first()).toBeVisible();
  await visitor.close();

  // /my-menus lists it as published.
  await page.goto('/my-menus');
  await expect(page.locator(`tr[data-menu-id="${menuId}"]`)).toContainText('Udgivet');
});

test('another talent gets the Danish 403 on a menu that is not theirs', async ({ page, request }) => {
  const menus = await (await request.post('/api/graphql', { data: { query: '{ menus(where: { status: { equals: "published" } }, take: 50) { id talent { displayName } } }' } })).json();
  const notJonas = menus.data.menus.find((m: { talent: { displayName: string } }) => m.talent.displayName !== 'Jonas Holm');
  await signIn(page, 'talent@mixbuddy.dk', DEMO_PASSWORD);
  const response = await page.goto(`/edit-menu/${notJonas.id}`);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Du har ikke adgang til denne side' })).toBeVisible();
  await expect(page.getByLabel('Titel')).toHaveCount(0);
});

test('the booking calendar shows blocked dates and bookings', async ({ page }) => {
  await signIn(page, 'talent@mixbuddy.dk', DEMO_PASSWORD);
  await page.goto('/settings/booking-calendar');
  // Far enough ahead that the demo calendar has nothing blocked that day (it blocks dates in its first weeks).
  const freeDay = new Date(Date.now() + 150 * 86400_000).toISOString().slice(0, 10);
  await page.getByRole('textbox', { name: 'Dato' }).fill(freeDay);
  await page.getByLabel(/^Note/).fill('Sommerferie');
  await page.getByRole('button', { name: 'Bloker dato' }).click();
  await expect(page.getByTestId('blocked-dates')).toContainText('Sommerferie');
  await page.goto(`/settings/booking-calendar?maaned=${freeDay.slice(0, 7)}`);
  await expect(page.locator(`[data-date="${freeDay}"]`)).toHaveAttribute('data-blocked', 'true');
});
