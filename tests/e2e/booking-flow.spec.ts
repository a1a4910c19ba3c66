/**
 * Acceptance 1, end to end on the Stripe simulator with the demo accounts: the customer
 * requests a booking from a menu page, the talent accepts, the customer pays on the hosted
 * checkout page, /stripe/success shows it paid, the talent's wallet shows the earnings pending,
 * after the event and the 48-hour complaint window (MixBuddy's clock moved forward) available,
 * the talent requests a payoff, and the customer reviews the booking.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { fillDanishField } from './keys';
import { DEMO_PASSWORD } from './server';
import { newActivatedCustomer } from './roles';

const DAY = 86_400_000;

async function signedIn(browser: Browser, email: string, password = DEMO_PASSWORD) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Adgangskode').fill(password);
  await page.getByRole('button', { name: 'Log ind' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

/** The øre in a Danish money text such as "2.550 kr." or "2.550,50 kr." */
const ore = (text: string) => {
  const [kroner, decimals = '0'] = text.replace(/[^\d,]/g, '').split(',');
  return Number(kroner) * 100 + Number(decimals.padEnd(2, '0'));
};
const balance = async (page: Page, which: 'available' | 'pending') => {
  await page.goto('/wallet');
  return ore(await page.locator(`[data-balance="${which}"] dd`).innerText());
};

/** A Thursday about `weeks` weeks ahead (Jonas works Thursday evenings; the demo calendar is free then), as YYYY-MM-DD. */
function freeThursday(weeks = 12) {
  const date = new Date(Date.now() + weeks * 7 * DAY);
  while (date.getUTCDay() !== 4) date.setUTCDate(date.getUTCDate() + 1);
  return { iso: date.toISOString().slice(0, 10), daysAhead: Math.ceil((date.getTime() - Date.now()) / DAY) };
}

test.afterEach(async ({ request }) => {
  await request.post('/api/test/clock', { data: { offsetMs: 0 } });
});

test('a customer books, the talent accepts, the customer pays, the earnings become available, the talent is paid out and the customer reviews', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const menus = await (
    await request.post('/api/graphql', {
      data: {
        query:
          '{ menus(where: { status: { equals: "published" }, talent: { displayName: { equals: "Jonas Holm" } } }, orderBy: [{ title: asc }]) { id title pricePerGuest minGuests } }',
      },
    })
  ).json();
  const menu = menus.data.menus[0];
  const guests = menu.minGuests + 2;
  const { iso, daysAhead } = freeThursday();

  const talent = await signedIn(browser, 'talent@mixbuddy.dk');
  const pendingBefore = await balance(talent, 'pending');
  const availableBefore = await balance(talent, 'available');

  // The customer requests the booking from the menu page
  const customer = await signedIn(browser, 'kunde@mixbuddy.dk');
  await customer.goto(`/menu/${menu.id}`);
  const form = customer.locator(`form[action="/menu/${menu.id}/book"]`);
  await fillDanishField(form, 'Dato', iso);
  await fillDanishField(form, 'Starttidspunkt', '19:00');
  await form.locator('input[name="gaester"]').fill(String(guests));
  await form.locator('input[name="adresse"]').fill('Strandboulevarden 122');
  await form.locator('input[name="postnummer"]').fill('2100');
  await form.locator('input[name="by"]').fill('København Ø');
  await form.locator('textarea[name="besked"]').fill('Vi glæder os til en god aften!');
  await form.getByRole('button', { name: 'Send forespørgsel' }).click();
  await expect(customer).toHaveURL(/\/my-bookings\?ok=requested#booking-/);
  const bookingId = new URL(customer.url()).hash.replace('#booking-', '');
  const customerCard = () => customer.locator(`#booking-${bookingId}`);
  await expect(customerCard()).toContainText('Afventer svar');

  // The talent accepts
  await talent.goto('/bookings');
  await talent.locator(`#booking-${bookingId}`).getByRole('button', { name: 'Acceptér' }).click();
  await expect(talent.getByRole('status')).toContainText('accepteret bookingen');
  await expect(talent.locator(`#booking-${bookingId}`)).toContainText('Accepteret');

  // The customer pays on the hosted checkout page
  await customer.goto('/my-bookings');
  await customerCard()
    .getByRole('button', { name: /Betal nu/ })
    .click();
  await expect(customer).toHaveURL(/\/stripe-simulator\/checkout\//);
  await customer.getByRole('button', { name: 'Betal' }).click();
  await expect(customer).toHaveURL(/\/stripe\/success\?session_id=/);
  await expect(customer.getByText('Betalingen er gennemført')).toBeVisible();
  await customer.goto('/my-bookings');
  await expect(customerCard()).toContainText('Betalt');

  // The earnings are pending in the talent's wallet
  const talentShare = menu.pricePerGuest * guests - Math.round(menu.pricePerGuest * guests * 0.15);
  expect(await balance(talent, 'pending')).toBe(pendingBefore + talentShare);
  expect(await balance(talent, 'available')).toBe(availableBefore);

  // After the event: completed; after the complaint window: available
  // (the scheduler runs for this booking only: the e2e database is shared with other specs)
  await request.post('/api/test/clock', { data: { advanceMs: (daysAhead + 1) * DAY } });
  await request.post('/api/test/scheduler', { data: { bookingId } });
  expect(await balance(talent, 'available')).toBe(availableBefore);
  await request.post('/api/test/clock', { data: { advanceMs: 2 * DAY + 60_000 } });
  await request.post('/api/test/scheduler', { data: { bookingId } });
  expect(await balance(talent, 'available')).toBe(availableBefore + talentShare);
  expect(await balance(talent, 'pending')).toBe(pendingBefore);

  // The talent asks to be paid out
  await talent.goto('/wallet');
  await talent.getByLabel('Beløb i kr.').fill('200');
  await talent.getByRole('button', { name: 'Anmod om udbetaling' }).click();
  await expect(talent.getByRole('status')).toContainText('Din anmodning om udbetaling er sendt');
  await expect(talent.locator('[data-payoff-status="requested"]').first()).toContainText(/200\skr\./);

  // The customer reviews the completed booking, once
  await customer.goto('/my-bookings');
  await expect(customerCard()).toContainText('Gennemført');
  await customerCard().getByRole('link', { name: 'Bedøm' }).click();
  await customer.getByLabel('5 stjerner').check();
  await customer.getByLabel('Din anmeldelse').fill('Fantastiske drinks og god stemning.');
  await customer.getByRole('button', { name: 'Send anmeldelse' }).click();
  await expect(customer.getByRole('status')).toContainText('Tak for din anmeldelse');
  await expect(customerCard()).toContainText('Du gav 5 af 5 stjerner.');
  await expect(customerCard().getByRole('link', { name: 'Bedøm' })).toHaveCount(0);
});

test('bad booking input comes back with a Danish error and nothing typed is lost; signed-out visitors are sent to log in', async ({
  browser,
  page,
}) => {
  const menus = await (
    await page.request.post('/api/graphql', { data: { query: '{ menus(where: { status: { equals: "published" } }, take: 1) { id } }' } })
  ).json();
  const menuId = menus.data.menus[0].id;
  for (const path of ['/my-bookings', '/wallet', '/your-messages']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path)}`));
  }

  const customer = await signedIn(browser, 'kunde@mixbuddy.dk');
  await customer.goto(`/menu/${menuId}`);
  const form = customer.locator(`form[action="/menu/${menuId}/book"]`);
  await form.evaluate((element: HTMLFormElement) => {
    element.noValidate = true;
  }); // let the server judge
  await form.locator('input[name="postnummer"]').fill('12');
  await form.locator('input[name="adresse"]').fill('Strandboulevarden 122');
  await form.locator('textarea[name="besked"]').fill('Må vi få alkoholfrie drinks til børnene?');
  await form.getByRole('button', { name: 'Send forespørgsel' }).click();
  await expect(customer).toHaveURL(new RegExp(`/menu/${menuId}\\?booking=fejl`));
  await expect(customer.getByText('Postnummeret skal være 4 cifre')).toBeVisible();
  // The error is shown under its field and tied to it, so a screen reader reads it with the field.
  await expect(form.locator('input[name="postnummer"]')).toHaveAccessibleDescription('Postnummeret skal være 4 cifre');
  await expect(form.locator('input[name="adresse"]')).toHaveValue('Strandboulevarden 122');
  await expect(form.locator('textarea[name="besked"]')).toHaveValue('Må vi få alkoholfrie drinks til børnene?');

  // A customer is not let into the talent's wallet
  const refused = await customer.goto('/wallet');
  expect(refused?.status()).toBe(403);
  await expect(customer.locator('[data-balance]')).toHaveCount(0);
});

test('a customer without an age check fills in a cocktail menu’s booking form, passes the age check and sends it without retyping anything', async ({
  browser,
  playwright,
  baseURL,
}) => {
  // A new, activated customer who has never had an 18+ check (made by the admin)
  const password = 'alderstjek-e2e-2026';
  const email = await newActivatedCustomer('Alma Aldersen', 'alder', password);
  const admin = await playwright.request.newContext({ baseURL });
  await admin.post('/api/graphql', {
    data: {
      query: `mutation { authenticateUserWithPassword(email: "admin@mixbuddy.dk", password: "${DEMO_PASSWORD}") { ... on UserAuthenticationWithPasswordSuccess { item { id } } } }`,
    },
  });
  const menus = await (
    await admin.post('/api/graphql', {
      data: {
        query:
          '{ menus(where: { status: { equals: "published" }, containsAlcohol: { equals: true }, category: { equals: "cocktails" }, talent: { displayName: { equals: "Jonas Holm" } } }, orderBy: [{ title: asc }], take: 1) { id minGuests } }',
      },
    })
  ).json();
  const menu = menus.data.menus[0];
  await admin.dispose();
  const { iso } = freeThursday(14);

  const customer = await signedIn(browser, email, password);
  await customer.goto(`/menu/${menu.id}`);
  await expect(customer.getByText('Menuen indeholder alkohol. Når du sender forespørgslen')).toBeVisible();
  const form = customer.locator(`form[action="/menu/${menu.id}/book"]`);
  await fillDanishField(form, 'Dato', iso);
  await fillDanishField(form, 'Starttidspunkt', '19:00');
  const typed = {
    gaester: String(menu.minGuests + 1),
    adresse: 'Æbeløgade 4, 1. tv.',
    postnummer: '2100',
    by: 'København Ø',
  };
  for (const [name, value] of Object.entries(typed)) await form.locator(`input[name="${name}"]`).fill(value);
  const message = 'Vi holder 40-års fødselsdag — gerne en drink med rabarber og én uden alkohol til chaufføren.';
  await form.locator('textarea[name="besked"]').fill(message);
  await form.getByRole('button', { name: 'Send forespørgsel' }).click();

  // The development simulator stands in for MitID
  await expect(customer).toHaveURL(/\/dev\/alderstjek\?state=/);
  await customer.getByRole('button', { name: 'Jeg er fyldt 18 år' }).click();

  // The request goes on by itself with everything typed: no second "Send forespørgsel"
  await expect(customer).toHaveURL(/\/my-bookings\?ok=requested#booking-/);
  await expect(customer.getByText('Din forespørgsel er sendt.')).toBeVisible();
  const card = customer.locator(new URL(customer.url()).hash);
  await expect(card).toContainText('Æbeløgade 4, 1. tv., 2100 København Ø');
  await expect(card).toContainText(`${Number(typed.gaester)}`);
  void message; // sent with the request (the talent's email quotes it)
});
