/**
 * Keyboard-only journeys: no mouse events and no filling fields by script — Tab, typing,
 * Enter and Space — with the focus visible at every Tab stop (tabTo) and landing somewhere sensible
 * after each step, and the text that live regions announce. The search → booking journey is in
 * keyboard.spec.ts, form errors in forms.spec.ts, the back office's star board in backoffice.spec.ts.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { danishField, firstSegment, invisibleFocus, tabTo, typeDate } from './keys';
import { DEMO_PASSWORD } from './server';
import { apiAs, stateOf } from './roles';
import { routeOpener } from './routes';

const DAY = 86_400_000;

/** `check` asserts where the focus is; then it must also be visible there. */
async function expectFocusOn(page: Page, description: string, check: () => Promise<void>) {
  await check();
  expect(await invisibleFocus(page), `focus visible on ${description}`).toBeNull();
}

/** Two fresh requests from the demo customer to the demo talent, on Sundays far ahead (other specs book closer). */
async function twoRequests(browser: Browser): Promise<string[]> {
  const customer = await browser.newContext();
  try {
    const gql = async (query: string, variables: Record<string, unknown> = {}) =>
      await (await customer.request.post('/api/graphql', { data: { query, variables } })).json();
    await gql(`mutation { authenticateUserWithPassword(email: "kunde@mixbuddy.dk", password: "${DEMO_PASSWORD}") { __typename } }`);
    const menu = (
      await gql(
        '{ menus(where: { status: { equals: "published" }, talent: { displayName: { equals: "Jonas Holm" } } }, take: 1) { id minGuests } }',
      )
    ).data.menus[0];
    const ids: string[] = [];
    for (let days = 230; ids.length < 2 && days < 400; days++) {
      const date = new Date(Date.now() + days * DAY);
      if (date.getUTCDay() !== 0) continue;
      const requested = await gql(
        'mutation($m: ID!, $d: String!, $g: Int!) { requestBooking(menuId: $m, date: $d, time: "18:00", guests: $g, address: "Tastaturvej 2", postcode: "8000", city: "Aarhus C") { id } }',
        { m: menu.id, d: date.toISOString().slice(0, 10), g: Math.max(menu.minGuests, 12) },
      );
      if (requested.data?.requestBooking?.id) ids.push(requested.data.requestBooking.id);
    }
    expect(ids).toHaveLength(2);
    return ids;
  } finally {
    await customer.close();
  }
}

test('talent accepts one request and declines another with the keyboard alone', async ({ browser }) => {
  test.setTimeout(90_000);
  const [acceptId, declineId] = await twoRequests(browser);
  const context = await browser.newContext({ storageState: await stateOf('talent') });
  const page = await context.newPage();

  await page.goto('/bookings');
  await tabTo(page, page.locator(`#booking-${acceptId}`).getByRole('button', { name: 'Acceptér' }), 300);
  await page.keyboard.press('Enter');
  // The outcome is where the focus lands, so it is read out; the booking now waits for payment.
  const outcome = page.getByRole('status').filter({ hasText: 'Du har accepteret bookingen.' });
  await expectFocusOn(page, 'the outcome', () => expect(outcome).toBeFocused());
  await expect(page.locator(`#booking-${acceptId}`)).toContainText('Accepteret – afventer betaling');

  await tabTo(page, page.locator(`#booking-${declineId}`).getByRole('link', { name: 'Afvis' }), 300);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/bookings/${declineId}/decline$`));
  // Sent without a reason: the focus goes to the error, nothing is declined yet.
  await tabTo(page, page.getByRole('button', { name: 'Afvis forespørgslen' }));
  await page.keyboard.press('Enter');
  await expectFocusOn(page, 'the error', () => expect(page.getByRole('alert')).toBeFocused());
  await expect(page.getByRole('alert')).toHaveText('Forespørgslen er ikke afvist. Ret det markerede herunder.');
  // Radio buttons: Tab into the group, arrow keys choose.
  await tabTo(page, page.getByRole('radio').first());
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio').first()).toBeChecked();
  await tabTo(page, page.getByLabel('Besked til kunden (valgfri)'));
  await page.keyboard.type('Prøv gerne en anden søndag.');
  await tabTo(page, page.getByRole('button', { name: 'Afvis forespørgslen' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/bookings\?ok=declined/);
  await expectFocusOn(page, 'the outcome', () =>
    expect(page.getByRole('status').filter({ hasText: 'Du har afvist bookingen.' })).toBeFocused(),
  );
  await context.close();
});

test('booking calendar: block a date and lift the block again with the keyboard alone', async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ storageState: await stateOf('talent') });
  const page = await context.newPage();
  const date = new Date(Date.now() + 300 * DAY).toISOString().slice(0, 10);
  await page.goto('/settings/booking-calendar');

  const blockForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Bloker dato' }) });
  const dateField = await danishField(blockForm, 'Dato');
  await tabTo(page, firstSegment(dateField), 200);
  await typeDate(page, dateField, date);
  await tabTo(page, blockForm.getByLabel(/^Note/));
  await page.keyboard.type('Sølvbryllup');
  await tabTo(page, blockForm.getByRole('button', { name: 'Bloker dato' }));
  await page.keyboard.press('Enter');

  await expectFocusOn(page, 'the outcome', () =>
    expect(page.getByRole('status').filter({ hasText: 'Dine ændringer er gemt.' })).toBeFocused(),
  );
  const blocked = page.getByTestId('blocked-dates').getByRole('listitem').filter({ hasText: 'Sølvbryllup' });
  await expect(blocked).toHaveCount(1);
  // Each "Fjern blokering" says which date it lifts.
  const unblock = blocked.getByRole('button', { name: /^Fjern blokering \d/ });
  await tabTo(page, unblock, 200);
  await page.keyboard.press('Enter');
  await expectFocusOn(page, 'the outcome', () =>
    expect(page.getByRole('status').filter({ hasText: 'Dine ændringer er gemt.' })).toBeFocused(),
  );
  await expect(page.getByText('Sølvbryllup')).toHaveCount(0);
  await context.close();
});

test('menu editor: reorder the items with the keyboard; the focus follows the item and the move is announced', async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ storageState: await stateOf('talent') });
  const page = await context.newPage();
  await page.goto('/new-menu');
  await expect(page.locator('.editor[data-hydrated="true"]')).toBeAttached();
  const editor = page.locator('.editor form');
  const names = editor.getByLabel(/^Navn \(\d\)$/);
  const add = editor.getByRole('button', { name: 'Tilføj punkt' });

  // Fill in the items there are, adding until there are three: Gin, Rom, Vodka.
  for (const [index, drink] of ['Gin', 'Rom', 'Vodka'].entries()) {
    if ((await names.count()) <= index) {
      await tabTo(page, add, 200);
      await page.keyboard.press('Enter');
    }
    await tabTo(page, names.nth(index), 200);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(drink);
  }

  const status = editor.getByRole('status').filter({ hasText: /flyttet/ });
  await tabTo(page, editor.getByRole('button', { name: 'Flyt ned Punkt 1' }), 40, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(names.nth(0)).toHaveValue('Rom');
  await expect(names.nth(1)).toHaveValue('Gin');
  await expect(status).toHaveText('Gin er flyttet til plads 2 af 3.');
  // The focus moved with Gin: pressing again moves it further down.
  await expectFocusOn(page, 'the moved item', () => expect(editor.getByRole('button', { name: 'Flyt ned Punkt 2' })).toBeFocused());
  await page.keyboard.press('Enter');
  await expect(names.nth(2)).toHaveValue('Gin');
  await expect(status).toHaveText('Gin er flyttet til plads 3 af 3.');
  // At the bottom "Flyt ned" is disabled, so the focus is on Gin's "Flyt op".
  await expectFocusOn(page, 'the moved item', () => expect(editor.getByRole('button', { name: 'Flyt op Punkt 3' })).toBeFocused());
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Gin er flyttet til plads 2 af 3.');
  expect(await Promise.all([0, 1, 2].map((i) => names.nth(i).inputValue()))).toEqual(['Rom', 'Gin', 'Vodka']);
  await context.close();
});

test('assistant chat: asked with the keyboard, the answer is announced by the live region', async ({ page }) => {
  await page.goto('/mixbuddy-ai');
  await expect(page.locator('.ai-chat[data-ready="true"]')).toBeAttached();
  // The live region is there (empty) before the first question, so the first answer is announced too.
  const log = page.locator('.ai-log[aria-live="polite"]');
  await expect(log).toBeAttached();
  await expect(log).toBeEmpty();

  const question = page.getByLabel('Dit spørgsmål');
  await tabTo(page, question, 120);
  await page.keyboard.type('Kan jeg aflyse og få pengene tilbage?');
  await page.keyboard.press('Enter');
  // While the answer streams, the region is busy (read once complete); then it holds the whole answer.
  await expect(log).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  await expect(log.locator('.ai-assistant')).toContainText('Aflyser du 14 dage eller mere før arrangementet, får du hele beløbet tilbage.');
  // The focus stays in the question field, ready for the next question.
  await expectFocusOn(page, 'the question field', () => expect(question).toBeFocused());
  await expect(question).toHaveValue('');
});

test('back office: an admin approves a payoff with the keyboard alone; the outcome is announced', async ({ browser }) => {
  test.setTimeout(90_000);
  const talent = await apiAs('talent');
  const requested = await (
    await talent.post('/api/graphql', { data: { query: 'mutation { requestPayoff(amount: 20000) { id } }' } })
  ).json();
  await talent.dispose();
  expect(requested.errors, 'the demo talent can ask for the minimum payoff').toBeUndefined();

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState: await stateOf('admin') });
  const page = await context.newPage();
  await routeOpener(page)('/admin/payoffs');
  const row = page
    .getByRole('row')
    .filter({ hasText: '200,00' })
    .filter({ has: page.getByRole('button', { name: 'Godkend' }) })
    .first();
  await tabTo(page, row.getByRole('button', { name: 'Godkend' }), 200);
  await page.keyboard.press('Enter');
  // The dialog takes the focus; Tab reaches its confirm button.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await tabTo(page, dialog.getByRole('button', { name: 'Bekræft' }), 10);
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  // react-admin's notification is an alert: read out without moving the focus.
  await expect(page.getByRole('alert').filter({ hasText: 'Udbetalingen er godkendt' })).toBeVisible();
  await context.close();
});
