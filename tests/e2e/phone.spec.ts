/**
 * Search on a phone: /soeg shows results first (search and filters folded), search choices
 * carry to the menu's booking form, the booking total always matches the guests in the form
 * (after a validation error and after signing in mid-booking, on the server render and in the
 * island), the menu page's sticky price + "Book" bar, and /stripe/success without a payment.
 */
import { expect, test, type Browser, type Locator } from '@playwright/test';
import { fillDanishField } from './keys';
import { DEMO_PASSWORD } from './server';
import { alcoholFreeMenu, apiAs, BASE_URL, stateOf } from './roles';

const PHONE = { width: 360, height: 760 };

/** The øre in a Danish money text such as "4.980 kr." or "4.980,50 kr." */
const ore = (text: string) => Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);

/** A Thursday about a year ahead as YYYY-MM-DD (Jonas Holm works Thursdays; never in the past). */
function nextYear() {
  const date = new Date(Date.now() + 380 * 86_400_000);
  while (date.getUTCDay() !== 4) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

async function phoneAs(browser: Browser, role: 'visitor' | 'customer') {
  const context = await browser.newContext({ viewport: PHONE, storageState: await stateOf(role) });
  return context.newPage();
}

/** The alcohol-free demo menu's page on a phone, as `role`, and its booking form. */
async function menuFormAs(browser: Browser, role: 'visitor' | 'customer') {
  const page = await phoneAs(browser, role);
  const menu = await alcoholFreeMenu();
  await page.goto(`/menu/${menu.id}`);
  return { page, menu, form: page.locator(`form[action="/menu/${menu.id}/book"]`) };
}

/** A booking request for `guests` on a free Thursday (postnummer to be chosen: '80' is refused). */
const bookingFields = (guests: number) => ({
  dato: nextYear(),
  tid: '18:00',
  gaester: String(guests),
  adresse: 'Vestergade 3',
  by: 'Aarhus C',
});

/** Fills the form (the date and the time as Danish fields, by keyboard) and sends it. */
async function sendBooking(form: Locator, { dato, tid, ...fields }: Record<string, string>) {
  if (dato) await fillDanishField(form, 'Dato', dato);
  if (tid) await fillDanishField(form, 'Starttidspunkt', tid);
  for (const [name, value] of Object.entries(fields)) await form.locator(`input[name="${name}"]`).fill(value);
  await form.getByRole('button', { name: 'Send forespørgsel' }).click();
}

/** The form's total, and the number of guests its words name. */
async function totalOf(form: Locator) {
  const output = form.locator('output[data-total]');
  return {
    ore: ore(await output.locator('strong').innerText()),
    guests: Number((await output.locator('[data-for]').innerText()).match(/\d+/)?.[0]),
  };
}

test('on a phone /soeg shows the results first, with the search and the filters folded', async ({ browser }) => {
  const page = await phoneAs(browser, 'visitor');
  await page.goto(`/soeg?q=cocktails&gaester=20&dato=${nextYear()}`);
  const firstCard = page.locator('.menu-card').first();
  await expect(firstCard).toBeInViewport();
  const box = await firstCard.boundingBox();
  expect(box!.y).toBeLessThan(PHONE.height / 2);
  // The folded search says what is searched for; the filters open on a tap.
  await expect(page.locator('details[data-fold] summary').first()).toContainText('cocktails');
  await expect(page.locator('details[data-fold] summary').first()).toContainText('20 gæster');
  await expect(page.getByLabel('Region')).toBeHidden();
  await page.getByText('Filtrér', { exact: true }).click();
  await expect(page.getByLabel('Region')).toBeVisible();
  // A wrong filter opens its fold, so the message and the field are seen at once.
  await page.goto('/soeg?q=cocktails&minpris=400&maxpris=100');
  await expect(page.getByLabel('Maks. pris pr. gæst (kr.)')).toBeVisible();
  await page.context().close();

  // On a wide screen nothing is folded.
  const wide = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await wide.goto('/soeg?q=cocktails');
  await expect(wide.getByLabel('Region')).toBeVisible();
  await expect(wide.getByLabel('Hvad')).toBeVisible();
  await wide.close();
});

test('the date, guests and place searched for carry to the booking form, and its total matches', async ({ browser }) => {
  const page = await phoneAs(browser, 'visitor');
  const menu = await alcoholFreeMenu();
  const guests = Math.min(menu.maxGuests, menu.minGuests + 7);
  const date = nextYear();
  await page.goto(`/soeg?q=${encodeURIComponent(menu.title)}&dato=${date}&gaester=${guests}&sted=København`);
  await page.getByRole('link', { name: menu.title, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/menu/${menu.id}\\?dato=${date}&gaester=${guests}&sted=K%C3%B8benhavn`));
  const form = page.locator(`form[action="/menu/${menu.id}/book"]`);
  await expect(form.locator('input[name="dato"]')).toHaveValue(date);
  await expect(form.locator('input[name="gaester"]')).toHaveValue(String(guests));
  await expect(form.locator('input[name="by"]')).toHaveValue('København');
  expect(await totalOf(form)).toEqual({ ore: menu.pricePerGuest * guests, guests });

  // A four-digit place is a postcode; wrong values are dropped and the page still opens.
  await page.goto(`/menu/${menu.id}?sted=8000&gaester=mange&dato=2020-01-01`);
  await expect(form.locator('input[name="postnummer"]')).toHaveValue('8000');
  await expect(form.locator('input[name="by"]')).toHaveValue('');
  await expect(form.locator('input[name="dato"]')).toHaveValue('');
  await expect(form.locator('input[name="gaester"]')).toHaveValue(String(menu.minGuests));
  const bad = await page.goto(`/menu/${menu.id}?sted=${encodeURIComponent('<script>')}&gaester=999`);
  expect(bad?.status()).toBe(200);
  await expect(form.locator('input[name="by"]')).toHaveValue('');
  // More guests than the menu takes: the most it takes, and the total for that.
  await expect(form.locator('input[name="gaester"]')).toHaveValue(String(menu.maxGuests));
  expect(await totalOf(form)).toEqual({ ore: menu.pricePerGuest * menu.maxGuests, guests: menu.maxGuests });
  await page.context().close();
});

test('after a validation error the form and its total show the guests that were typed, and the total follows new input', async ({
  browser,
}) => {
  const { page, menu, form } = await menuFormAs(browser, 'customer');
  const guests = Math.min(menu.maxGuests, menu.minGuests + 10);
  await form.evaluate((element: HTMLFormElement) => {
    element.noValidate = true;
  }); // let the server judge
  await sendBooking(form, { ...bookingFields(guests), postnummer: '80' });
  await expect(page).toHaveURL(new RegExp(`/menu/${menu.id}\\?booking=fejl`));
  await expect(page.getByText('Postnummeret skal være 4 cifre')).toBeVisible();
  await expect(form.locator('input[name="gaester"]')).toHaveValue(String(guests));
  expect(await totalOf(form)).toEqual({ ore: menu.pricePerGuest * guests, guests });
  // The server's render says the same before any script runs (read without a browser).
  const api = await apiAs('customer');
  const csrf = /name="csrf" value="([^"]+)"/.exec(await (await api.get(`/menu/${menu.id}`)).text())?.[1] ?? '';
  const posted = await api.post(`/menu/${menu.id}/book`, {
    form: { csrf, ...bookingFields(guests), postnummer: '80', besked: '' },
    headers: { origin: BASE_URL },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(303);
  const html = await (await api.get(`/menu/${menu.id}?booking=fejl`)).text();
  await api.dispose();
  expect(html).toContain(`value="${guests}"`);
  const total = /<output[^>]*data-total[^>]*>([\s\S]*?)<\/output>/.exec(html)?.[1].replace(/<[^>]+>/g, '') ?? '';
  expect(ore(total.split('for')[0])).toBe(menu.pricePerGuest * guests);
  expect(total).toContain(`for ${guests} gæster`);

  await form.locator('input[name="gaester"]').fill(String(guests + 1));
  expect(await totalOf(form)).toEqual({ ore: menu.pricePerGuest * (guests + 1), guests: guests + 1 });
  await page.context().close();
});

test('a visitor who signs in mid-booking comes back to the form with their guests and the matching total', async ({ browser }) => {
  const { page, menu, form } = await menuFormAs(browser, 'visitor');
  const guests = Math.min(menu.maxGuests, menu.minGuests + 5);
  await sendBooking(form, { ...bookingFields(guests), postnummer: '8000' });
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('E-mail').fill('kunde@mixbuddy.dk');
  await page.getByLabel('Adgangskode').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log ind' }).click();
  await expect(page).toHaveURL(new RegExp(`/menu/${menu.id}`));
  await expect(form.locator('input[name="gaester"]')).toHaveValue(String(guests));
  await expect(form.locator('input[name="adresse"]')).toHaveValue('Vestergade 3');
  expect(await totalOf(form)).toEqual({ ore: menu.pricePerGuest * guests, guests });
  await page.context().close();
});

test('on a phone the menu page keeps the price and a "Book" button at the bottom, which jumps to the form', async ({ browser }) => {
  const page = await phoneAs(browser, 'visitor');
  const menu = await alcoholFreeMenu();
  await page.goto(`/menu/${menu.id}`);
  const bar = page.getByRole('region', { name: 'Book menuen' });
  await expect(bar).toBeInViewport();
  expect(ore(await bar.locator('strong').innerText())).toBe(menu.pricePerGuest);
  const form = page.locator(`form[action="/menu/${menu.id}/book"]`);
  await expect(form).not.toBeInViewport();
  await bar.getByRole('link', { name: 'Book' }).click();
  await expect(page).toHaveURL(/#booking$/);
  await expect(form.locator('#b-dato')).toBeInViewport();
  await page.context().close();

  const wide = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await wide.goto(`/menu/${menu.id}`);
  await expect(wide.getByRole('region', { name: 'Book menuen' })).toBeHidden();
  await wide.close();
});

test('/stripe/success without a found payment says so and shows the way on, never "Tak for din betaling"', async ({ browser }) => {
  const visitor = await phoneAs(browser, 'visitor');
  await visitor.goto('/stripe/success?session_id=cs_test_findes_ikke');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Log ind for at se betalingen');
  await expect(visitor.getByRole('link', { name: 'Log ind for at se din booking' })).toHaveAttribute(
    'href',
    /\/login\?next=%2Fstripe%2Fsuccess/,
  );
  await expect(visitor.getByText('Tak for din betaling')).toHaveCount(0);
  await visitor.context().close();

  const customer = await phoneAs(browser, 'customer');
  for (const path of ['/stripe/success', '/stripe/success?session_id=cs_test_findes_ikke']) {
    await customer.goto(path);
    await expect(customer.getByRole('heading', { level: 1 })).toHaveText('Vi kan ikke finde betalingen');
    await expect(customer.getByText('Tak for din betaling')).toHaveCount(0);
    await customer.getByRole('link', { name: 'Gå til mine bookinger' }).click();
    await expect(customer).toHaveURL(/\/my-bookings$/);
  }
  await customer.context().close();
});
