/**
 * Keyboard only: a customer searches, opens a menu and sends a booking request with the
 * keyboard alone — no mouse events, no filling fields by script — and every stop the Tab key makes
 * on the way shows where the focus is.
 */
import { expect, test } from '@playwright/test';
import { danishField, firstSegment, tabTo, typeDate } from './keys';
import { stateOf } from './roles';

const DAY = 86_400_000;

/** A Thursday about 20 weeks ahead (the demo talent works Thursday evenings; other specs book closer). */
function freeThursday() {
  const date = new Date(Date.now() + 20 * 7 * DAY);
  while (date.getUTCDay() !== 4) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

test('search → menu → booking request with the keyboard alone, focus visible at every stop', async ({ browser, request }) => {
  test.setTimeout(60_000);
  const { data } = await (
    await request.post('/api/graphql', {
      data: {
        query:
          '{ menus(where: { status: { equals: "published" }, talent: { displayName: { equals: "Jonas Holm" } } }, orderBy: [{ title: asc }], take: 1) { title minGuests } }',
      },
    })
  ).json();
  const menu = data.menus[0];
  const date = freeThursday();
  const context = await browser.newContext({ storageState: await stateOf('customer') });
  const page = await context.newPage();

  await page.goto('/');
  const search = page.getByRole('search').first();
  await tabTo(page, search.getByLabel('Hvad'));
  await page.keyboard.type(menu.title);
  const when = await danishField(search, 'Hvornår');
  await tabTo(page, firstSegment(when));
  await typeDate(page, when, date);
  await tabTo(page, search.getByLabel('Antal gæster'));
  await page.keyboard.type(String(menu.minGuests + 1));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/soeg\?/);

  await tabTo(page, page.getByRole('link', { name: menu.title, exact: true }).first());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(menu.title);

  // The search's date and guests are carried to the booking form; the rest is typed.
  const form = page.locator('form.booking-form').first();
  await expect(form.locator('[name="dato"]')).toHaveValue(date);
  await expect(form.locator('[name="gaester"]')).toHaveValue(String(menu.minGuests + 1));
  await tabTo(page, form.locator('[name="adresse"]'));
  await page.keyboard.type('Tastaturvej 1');
  await tabTo(page, form.locator('[name="postnummer"]'));
  await page.keyboard.type('8000');
  await tabTo(page, form.locator('[name="by"]'));
  await page.keyboard.type('Aarhus C');
  await tabTo(page, form.getByRole('button', { name: 'Send forespørgsel' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/my-bookings\?ok=requested#booking-/);
  const card = page.locator(new URL(page.url()).hash);
  await expect(card).toContainText(menu.title);
  await expect(card).toContainText('Afventer svar');
  await context.close();
});

test('on a phone with the keyboard alone: the calendar picks a free day and the "Book" bar leads to the form', async ({
  browser,
  request,
}) => {
  const { data } = await (
    await request.post('/api/graphql', {
      data: {
        query:
          '{ menus(where: { status: { equals: "published" }, talent: { displayName: { equals: "Jonas Holm" } } }, orderBy: [{ title: asc }], take: 1) { id } }',
      },
    })
  ).json();
  const context = await browser.newContext({ viewport: { width: 360, height: 760 }, storageState: await stateOf('customer') });
  const page = await context.newPage();
  await page.goto(`/menu/${data.menus[0].id}`);
  await expect(page.locator('[data-availability-calendar] .cal-free').first()).toBeVisible();

  // The calendar: one Tab stop on the focused day, arrows between days, Enter picks.
  const focusedDay = page.locator('[data-availability-calendar] .cal-day[tabindex="0"]');
  await tabTo(page, focusedDay);
  const current = page.locator('.cal-day:focus');
  for (let i = 0; i < 14 && (await current.getAttribute('data-state')) !== 'free'; i++) await page.keyboard.press('ArrowRight');
  const day = (await current.getAttribute('data-date'))!;
  await page.keyboard.press('Enter');
  await expect(page.locator('#booking [name="dato"]')).toHaveValue(day);

  // The bar: reached by Tab, Enter jumps to the form.
  await tabTo(page, page.locator('.book-bar a'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#booking$/);
  await expect(page.locator('#b-dato')).toBeInViewport();
  await context.close();
});
