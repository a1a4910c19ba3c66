/**
 * The talent workspace in Chromium: a new talent signs up from /bliv-talent, completes onboarding
 * with the talent terms, creates a menu with two images in the editor island and publishes it for
 * review; an admin approves it in the back office and it is public with the "Verificeret" badge; a
 * failed save keeps the unsaved work; another talent gets the Danish 403; declining asks for a
 * reason that reaches the customer's email with similar menus.
 */
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { danishField, firstSegment } from './keys';
import { DEMO_PASSWORD } from './server';

const PASSWORD = 'nyt-talent-e2e-2026';

async function png(colour: string, width = 900, height = 600) {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** The newest mail to `to` with a subject matching `subject` (and `text`), read from the dev outbox (/dev/outbox). */
async function outboxMail(page: Page, to: string, subject: RegExp, text?: string) {
  let item = page
    .locator('.outbox-list li')
    .filter({ hasText: to })
    .filter({ has: page.getByRole('heading', { name: subject }) });
  if (text) item = item.filter({ hasText: text });
  item = item.first();
  await expect(async () => {
    await page.goto('/dev/outbox');
    await expect(item).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  return item;
}

/** Signs up from /bliv-talent: the wizard, the activation link from the outbox, the account type preselected. */
async function signUpAsTalent(page: Page) {
  const email = `e2e-talent-${Date.now().toString(36)}@example.dk`;
  await page.goto('/bliv-talent');
  await page.getByRole('link', { name: 'Opret en talentkonto' }).click();
  await expect(page).toHaveURL(/\/register\/create-account$/);
  await expect(page.getByText('Du opretter en talentkonto')).toBeVisible();
  await page.getByLabel('Navn').fill('Ella Eriksen');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Fortsæt' }).click();
  await page.getByLabel('Adgangskode', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Gentag adgangskode').fill(PASSWORD);
  await page.getByRole('button', { name: 'Opret konto' }).click();
  await expect(page.getByRole('heading', { name: 'Tjek din e-mail' })).toBeVisible();
  const activation = await outboxMail(page, email, /Aktivér din MixBuddy-konto/);
  // The mail's link names the public address; open its path on this server.
  const link = new URL((await activation.getByRole('link', { name: /\/activate-account/ }).getAttribute('href'))!);
  await page.goto(link.pathname + link.search);
  await page.getByRole('button', { name: 'Aktivér konto' }).click();
  await expect(page.getByRole('heading', { name: 'Hvordan vil du bruge MixBuddy?' })).toBeVisible();
  // Came from /bliv-talent: talent is already chosen.
  await expect(page.getByRole('radio', { name: /Talent/ })).toBeChecked();
  await page.getByRole('button', { name: 'Vælg kontotype' }).click();
  return email;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Adgangskode').fill(password);
  await page.getByRole('button', { name: 'Log ind' }).click();
}

test('a talent signs up from /bliv-talent, onboards with the terms, publishes a first menu for review; approved by an admin it is public with the badge', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = await signUpAsTalent(page);
  // A talent with an unfinished setup is sent to the first missing step.
  await expect(page).toHaveURL(/\/dashboard\/setup\/personal-information$/);
  await page.goto('/dashboard');
  await expect(page.getByText('0 af 5 trin er færdige')).toBeVisible();

  // Step 1: personal information (with a typo first: the message is Danish, the input stays).
  await page.getByRole('link', { name: 'Personlige oplysninger' }).first().click();
  await page.getByLabel('Telefonnummer').fill('12');
  await page.getByLabel('Adresse', { exact: true }).fill('Nørregade 12, 7100 Vejle');
  await page.getByRole('button', { name: 'Gem og fortsæt' }).click();
  await expect(page.getByText('Skriv et dansk telefonnummer med 8 cifre')).toBeVisible();
  await expect(page.getByLabel('Adresse', { exact: true })).toHaveValue('Nørregade 12, 7100 Vejle');
  await page.getByLabel('Telefonnummer').fill('20 30 40 50');
  await page.getByRole('button', { name: 'Gem og fortsæt' }).click();

  // Step 2: presentation with a photo.
  await expect(page).toHaveURL(/profile-presentation/);
  await page.getByLabel('Profilbillede').setInputFiles({ name: 'mig.png', mimeType: 'image/png', buffer: await png('#345', 500, 500) });
  await page.getByLabel('Overskrift').fill('Bartender med mobilbar i Trekantområdet');
  await page
    .getByLabel('Din historie')
    .fill('Jeg har kørt mobilbar siden 2018 og laver drinks til bryllupper, firmafester og fødselsdage.');
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

  // Step 5: the talent terms, a required checkbox.
  await expect(page).toHaveURL(/setup\/terms$/);
  await expect(page.getByRole('link', { name: 'Læs talentvilkårene' })).toHaveAttribute('href', '/talent-vilkaar');
  await page.getByLabel('Jeg har læst og accepterer talentvilkårene').check();
  await page.getByRole('button', { name: 'Acceptér og fortsæt' }).click();
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
  // The first publication waits for MixBuddy.
  await expect(page.getByText('Menuen er gemt og sendt til godkendelse.')).toBeVisible();
  await expect(page).toHaveURL(/\/edit-menu\/[^/]+$/);
  const menuId = page.url().split('/').pop()!;
  await page.goto('/my-menus');
  await expect(page.locator(`tr[data-menu-id="${menuId}"]`)).toContainText('Afventer godkendelse');
  await expect(page.getByTestId('vetting-state')).toHaveAttribute('data-state', 'pending');

  // Nobody else sees it yet.
  const visitor = await browser.newPage();
  expect((await visitor.goto(`/menu/${menuId}`))?.status()).toBe(404);
  await visitor.goto(`/soeg?q=${encodeURIComponent(title)}`);
  // No result card (the zero-result alternatives may quote the searched words in their links).
  await expect(visitor.locator('.menu-card').getByRole('link', { name: title })).toHaveCount(0);

  // An admin approves in the back office's review queue.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@mixbuddy.dk', DEMO_PASSWORD);
  await admin.goto('/admin/vetting');
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(title);
  await row.getByRole('button', { name: 'Godkend' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Bekræft' }).click();
  await expect(admin.getByText('Talentet er godkendt')).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  await adminContext.close();

  // Public now, with the badge: the search, the menu page and the profile, for an anonymous visitor.
  await visitor.goto(`/soeg?q=${encodeURIComponent(title)}`);
  const card = visitor.locator('.menu-card').filter({ hasText: title });
  await expect(card.getByRole('link', { name: title })).toBeVisible();
  await expect(card.getByTestId('verified-badge')).toBeVisible();
  await visitor.goto(`/menu/${menuId}`);
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
  await expect(visitor.locator(`img[src^="/uploads/"]`).first()).toBeVisible();
  await expect(visitor.getByTestId('verified-badge')).toBeVisible();
  await visitor.getByRole('link', { name: /Se profilen/ }).click();
  await expect(visitor.getByRole('heading', { name: 'Ella Eriksen' })).toBeVisible();
  await expect(visitor.locator('.profile-head').getByTestId('verified-badge')).toBeVisible();
  await visitor.close();

  // The talent was told, and /my-menus lists the menu as published.
  await outboxMail(page, email, /Din profil er godkendt/);
  await page.goto('/my-menus');
  await expect(page.locator(`tr[data-menu-id="${menuId}"]`)).toContainText('Udgivet');
  await expect(page.getByTestId('vetting-state')).toHaveAttribute('data-state', 'approved');
});

test('another talent gets the Danish 403 on a menu that is not theirs', async ({ page, request }) => {
  const menus = await (
    await request.post('/api/graphql', {
      data: { query: '{ menus(where: { status: { equals: "published" } }, take: 50) { id talent { displayName } } }' },
    })
  ).json();
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
  const [year, month, day] = freeDay.split('-');
  await firstSegment(await danishField(page, 'Dato')).click();
  await page.keyboard.type(`${day}${month}${year}`);
  await page.getByLabel(/^Note/).fill('Sommerferie');
  await page.getByRole('button', { name: 'Bloker dato' }).click();
  await expect(page.getByTestId('blocked-dates')).toContainText('Sommerferie');
  await page.goto(`/settings/booking-calendar?maaned=${freeDay.slice(0, 7)}`);
  await expect(page.locator(`[data-date="${freeDay}"]`)).toHaveAttribute('data-blocked', 'true');
});

test("declining a request asks for a reason, and the customer's email gives it with similar menus to book", async ({ page, browser }) => {
  test.setTimeout(90_000);
  // The demo customer asks the demo talent (Jonas Holm) for a Saturday evening well ahead.
  const customer = await browser.newContext();
  const gql = async (query: string, variables: Record<string, unknown> = {}) =>
    await (await customer.request.post('/api/graphql', { data: { query, variables } })).json();
  await gql(`mutation { authenticateUserWithPassword(email: "kunde@mixbuddy.dk", password: "${DEMO_PASSWORD}") { __typename } }`);
  const menus = await gql(
    '{ menus(where: { status: { equals: "published" }, talent: { displayName: { equals: "Jonas Holm" } } }, take: 1) { id title minGuests } }',
  );
  const menu = menus.data.menus[0];
  let bookingId = '';
  for (let days = 60; !bookingId && days < 200; days += 1) {
    const date = new Date(Date.now() + days * 86400_000);
    if (date.getUTCDay() !== 6) continue;
    const requested = await gql(
      'mutation($m: ID!, $d: String!, $g: Int!) { requestBooking(menuId: $m, date: $d, time: "18:00", guests: $g, address: "Festvej 2", postcode: "8000", city: "Aarhus C") { id } }',
      { m: menu.id, d: date.toISOString().slice(0, 10), g: Math.max(menu.minGuests, 12) },
    );
    bookingId = requested.data?.requestBooking?.id ?? '';
  }
  expect(bookingId).not.toBe('');
  await customer.close();

  await signIn(page, 'talent@mixbuddy.dk', DEMO_PASSWORD);
  await page.goto('/bookings');
  const booking = page.locator(`#booking-${bookingId}`);
  // "Afvis" is a step of its own, not a one-click decline.
  await booking.getByRole('link', { name: 'Afvis' }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${bookingId}/decline$`));
  await page.getByRole('button', { name: 'Afvis forespørgslen' }).click();
  await expect(page.getByText('Vælg en begrundelse for afvisningen')).toBeVisible();
  const note = 'Jeg er optaget den aften, men kan gerne søndagen efter.';
  await page.getByLabel('Besked til kunden (valgfri)').fill(note);
  await page.getByRole('button', { name: 'Afvis forespørgslen' }).click();
  // Nothing lost on the error: the note is still there.
  await expect(page.getByLabel('Besked til kunden (valgfri)')).toHaveValue(note);
  await page.getByLabel('Talentet er ikke ledigt den dag').check();
  await page.getByRole('button', { name: 'Afvis forespørgslen' }).click();
  await expect(page.getByText('Du har afvist bookingen.')).toBeVisible();
  await expect(page.locator(`#booking-${bookingId}`)).toHaveAttribute('data-status', 'declined');

  // The customer's email: the reason, the note, and links to similar menus that are free that day.
  const mail = await outboxMail(page, 'kunde@mixbuddy.dk', /Din bookingforespørgsel er afvist/, note);
  await expect(mail).toContainText(`Begrundelse: Talentet er ikke ledigt den dag. ${note}`);
  await expect(mail).toContainText('Måske passer en af disse menuer');
  const suggestions = mail.getByRole('link', { name: /\/menu\// });
  await expect(suggestions).toHaveCount(3);
  const first = new URL((await suggestions.first().getAttribute('href'))!);
  expect(first.pathname).not.toBe(`/menu/${menu.id}`);
  const opened = await page.goto(first.pathname);
  expect(opened?.status()).toBe(200);
});
