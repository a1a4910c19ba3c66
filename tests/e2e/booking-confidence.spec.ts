/**
 * Booking with confidence on a phone (360 px) and a laptop (1280 px): the "Book" bar is seen on a
 * first visit with the cookie banner unanswered and leads to the form; the menu page's calendar
 * of free and busy days fills the form's date (busy days refused, by the calendar and the server);
 * the refund policy with the booking's amounts before paying; "Book med det samme" paid without the
 * talent acting (the Stripe simulator stands in for Checkout); the success page links the receipt;
 * search and MixBuddy AI always offer a way on; the rough edges (sign-in note, a reload keeps the
 * typed values, a question sent before the assistant started).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { fillDanishField } from './keys';
import { apiAs, stateOf } from './roles';

const PHONE = { width: 360, height: 760 };
const DAY = 86_400_000;
const WIDE = { width: 1280, height: 800 };

async function pageAs(browser: Browser, role: 'visitor' | 'customer' | 'talent', viewport = PHONE) {
  const context = await browser.newContext({ viewport, storageState: await stateOf(role) });
  return context.newPage();
}

/** A published demo menu of Jonas Holm (alcohol-free unless asked). */
async function jonasMenu(page: Page, alcohol = false): Promise<{ id: string; title: string; pricePerGuest: number }> {
  const res = await page.request.post('/api/graphql', {
    data: {
      query: `{ menus(where: { status: { equals: "published" }, containsAlcohol: { equals: ${alcohol} }, talent: { displayName: { equals: "Jonas Holm" } } }, orderBy: [{ title: asc }], take: 1) { id title pricePerGuest } }`,
    },
  });
  return (await res.json()).data.menus[0];
}

/** True when the element's centre is what the screen shows there (nothing covers it). */
const onTop = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return Boolean(hit && el.contains(hit));
  });

test('first visit on a phone: the cookie banner is a slim strip and the "Book" bar stays seen and reaches the form', async ({
  browser,
}) => {
  const page = await pageAs(browser, 'visitor');
  const menu = await jonasMenu(page);
  await page.goto(`/menu/${menu.id}`);
  const banner = page.getByRole('region', { name: 'Cookies' });
  await expect(banner).toBeVisible();
  const bannerBox = (await banner.boundingBox())!;
  expect(bannerBox.height).toBeLessThanOrEqual(PHONE.height * 0.2);
  const bar = page.getByRole('region', { name: 'Book menuen' });
  await expect(bar).toBeInViewport({ ratio: 1 });
  expect(await onTop(page, '.book-bar a')).toBe(true);
  expect(await onTop(page, '.book-bar strong')).toBe(true);

  // Still seen, uncovered, halfway down the page.
  await page.mouse.wheel(0, 600);
  await expect(bar).toBeInViewport({ ratio: 1 });
  expect(await onTop(page, '.book-bar a')).toBe(true);

  await bar.getByRole('link', { name: 'Book' }).click();
  await expect(page).toHaveURL(/#booking$/);
  await expect(page.locator('#b-dato')).toBeInViewport();
  // The banner is still unanswered, and still answers.
  await banner.getByRole('button', { name: 'Kun nødvendige' }).click();
  await expect(banner).toBeHidden();
  await expect(bar).toBeInViewport({ ratio: 1 });
  await page.context().close();
});

test('first visit at 1280 px: the cookie banner leaves the booking form reachable', async ({ browser }) => {
  const page = await pageAs(browser, 'visitor', WIDE);
  const menu = await jonasMenu(page);
  await page.goto(`/menu/${menu.id}`);
  await expect(page.getByRole('region', { name: 'Cookies' })).toBeVisible();
  await page.getByRole('button', { name: 'Send forespørgsel' }).scrollIntoViewIfNeeded();
  expect(await onTop(page, '#booking button[type="submit"]')).toBe(true);
  await page.context().close();
});

/** Pages the calendar forward until the day's cell shows (at most four months). */
async function showDay(page: Page, date: string) {
  const calendar = page.locator('[data-availability-calendar]');
  for (let i = 0; i < 4 && !(await calendar.locator(`[data-date="${date}"]:visible`).count()); i++) {
    await calendar.getByRole('button', { name: 'Næste måned' }).click();
  }
  return calendar.locator(`[data-date="${date}"]`);
}

for (const viewport of [PHONE, WIDE]) {
  test(`at ${viewport.width} px the calendar shows free and busy days; a free day fills the form, a busy one cannot be picked`, async ({
    browser,
  }) => {
    const page = await pageAs(browser, 'customer', viewport);
    const menu = await jonasMenu(page);
    await page.goto(`/menu/${menu.id}`);
    const calendar = page.getByRole('application', { name: /Talentets ledige og optagede dage/ });
    await expect(calendar).toBeVisible();
    // What the form posts: the browser's own input, then the Danish field's hidden one.
    const dateField = page.locator('#booking input[name="dato"]');

    // A blocked date (listed under the calendar) is busy in the calendar and cannot be picked.
    const blocked = (await page.locator('section[aria-labelledby="availability-heading"] time').first().getAttribute('datetime'))!.slice(
      0,
      10,
    );
    const busyCell = await showDay(page, blocked);
    await expect(busyCell).toHaveAttribute('data-state', 'busy');
    await expect(busyCell).toHaveAttribute('aria-disabled', 'true');
    await busyCell.click({ force: true });
    await expect(dateField).toHaveValue('');

    // Next and previous month.
    const title = page.locator('.cal-title');
    const month = (await title.textContent())!;
    await calendar.getByRole('button', { name: 'Næste måned' }).click();
    await expect(title).not.toHaveText(month);
    await calendar.getByRole('button', { name: 'Forrige måned' }).click();
    await expect(title).toHaveText(month);

    // A free day fills the booking form's date field.
    const free = calendar.locator('[data-state="free"]:visible').first();
    const day = (await free.getAttribute('data-date'))!;
    await free.click();
    await expect(dateField).toHaveValue(day);
    // The Danish field shows it too, dd.mm.åååå.
    await expect(page.locator('#b-dato')).toHaveText(day.split('-').reverse().join('.'));
    await expect(page.locator('[data-calendar-picked]')).toContainText('Datoen står i bookingformularen');

    // The server still refuses the busy day when it is typed in.
    const form = page.locator(`form[action="/menu/${menu.id}/book"]`);
    await fillDanishField(form, 'Dato', blocked);
    await form.locator('#b-adresse').fill('Vestergade 3');
    await form.locator('#b-postnummer').fill('2100');
    await form.locator('#b-by').fill('København Ø');
    await form.getByRole('button', { name: 'Send forespørgsel' }).click();
    await expect(page.locator('#booking [role="alert"]').first()).toContainText(
      /Talentet (er ikke ledigt|er optaget|har allerede en booking)/,
    );
    await page.context().close();
  });
}

test('the calendar works with the keyboard alone: arrows move, Enter picks a free day', async ({ browser }) => {
  const page = await pageAs(browser, 'customer', WIDE);
  const menu = await jonasMenu(page);
  await page.goto(`/menu/${menu.id}`);
  await page.getByRole('button', { name: 'Næste måned' }).focus();
  await page.keyboard.press('Tab');
  const focused = page.locator('.cal-day:focus');
  await expect(focused).toHaveCount(1);
  // Walk forward to a free day with the arrow key, then pick it.
  for (let i = 0; i < 14 && (await focused.getAttribute('data-state')) !== 'free'; i++) await page.keyboard.press('ArrowRight');
  await expect(focused).toHaveAttribute('data-state', 'free');
  const day = (await focused.getAttribute('data-date'))!;
  await page.keyboard.press('Enter');
  await expect(page.locator('#booking input[name="dato"]')).toHaveValue(day);
  await page.context().close();
});

test('the calendar and the bar have no axe violations at 360 and 1280 px (WCAG 2.2 AA), banner unanswered', async ({ browser }) => {
  for (const viewport of [PHONE, WIDE]) {
    const page = await pageAs(browser, 'visitor', viewport);
    const menu = await jonasMenu(page);
    await page.goto(`/menu/${menu.id}`);
    await expect(page.locator('[data-availability-calendar] .cal-free').first()).toBeVisible();
    const { violations } = await new AxeBuilder({ page })
      .include('[data-availability-calendar]')
      .include('.book-bar')
      .include('[data-cookie-banner]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.context().close();
  }
});

/** A Thursday about `weeks` weeks ahead (Jonas works Thursday evenings), as YYYY-MM-DD. */
function thursday(weeks: number) {
  const date = new Date(Date.now() + weeks * 7 * DAY);
  while (date.getUTCDay() !== 4) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The Danish money text of `ore` as the site writes it ("2.490 kr."), for matching. */
const kr = (ore: number) => new RegExp(`${new Intl.NumberFormat('da-DK').format(ore / 100).replace('.', '\\.')}\\skr\\.`);

/**
 * Cancels a paid booking as the customer (14+ days ahead: a full refund), so the talent's wallet
 * is as the other specs find it when they move the clock past these dates.
 */
async function refundAsCustomer(bookingId: string) {
  const api = await apiAs('customer');
  const res = await api.post('/api/graphql', { data: { query: `mutation { cancelBooking(id: "${bookingId}") { status } }` } });
  expect((await res.json()).data.cancelBooking.status).toBe('refunded');
  await api.dispose();
}

/** Fills and sends the booking form for `date` with `guests`; returns the new booking's id. */
async function requestOn(page: Page, menuId: string, date: string, guests: number) {
  const form = page.locator(`form[action="/menu/${menuId}/book"]`);
  await fillDanishField(form, 'Dato', date);
  await fillDanishField(form, 'Starttidspunkt', '19:00');
  await form.locator('#b-gaester').fill(String(guests));
  await form.locator('#b-adresse').fill('Strandboulevarden 122');
  await form.locator('#b-postnummer').fill('2100');
  await form.locator('#b-by').fill('København Ø');
  await form.getByRole('button', { name: 'Send forespørgsel' }).click();
  await expect(page).toHaveURL(/\/my-bookings\?ok=\w+#booking-/);
  return new URL(page.url()).hash.replace('#booking-', '');
}

test("the refund policy with this booking's amounts is seen before paying; after paying the success page shows the booking and links the receipt", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await pageAs(browser, 'customer', PHONE);
  const menu = await jonasMenu(page);
  const guests = 12;
  const total = menu.pricePerGuest * guests;
  await page.goto(`/menu/${menu.id}`);

  // On the menu page, beside the total: the amounts follow the guest count.
  const formPolicy = page.locator('#booking [data-refund-policy]');
  await page.locator('#b-gaester').fill(String(guests));
  await expect(formPolicy).toContainText('Afbestilling og refusion');
  await expect(formPolicy.getByText(/mindst 14 dage før/)).toContainText(kr(total));
  await expect(formPolicy.getByText(/mindst 7 dage før/)).toContainText(kr(Math.round(total / 2)));

  const bookingId = await requestOn(page, menu.id, thursday(8), guests);
  const talent = await apiAs('talent');
  const accepted = await talent.post('/api/graphql', { data: { query: `mutation { acceptBooking(id: "${bookingId}") { status } }` } });
  expect((await accepted.json()).data.acceptBooking.status).toBe('accepted');
  await talent.dispose();

  // Beside "Betal nu": the dated steps with this booking's amounts.
  await page.goto('/my-bookings');
  const card = page.locator(`#booking-${bookingId}`);
  const policy = card.locator('[data-refund-policy]');
  await expect(policy.getByText(/Afbestiller du senest .* kl\. 19\.00/).first()).toContainText(kr(total));
  await expect(policy).toContainText(kr(Math.round(total / 2)));
  await expect(policy).toContainText('ingen refusion');

  // Leaving the hosted checkout unpaid: the return page repeats the policy.
  await card.getByRole('button', { name: /Betal nu/ }).click();
  await expect(page).toHaveURL(/\/stripe-simulator\/checkout\//);
  await page.getByRole('button', { name: 'Annuller' }).click();
  await expect(page).toHaveURL(/\/stripe\/cancel/);
  await expect(page.locator('[data-refund-policy]')).toContainText(kr(Math.round(total / 2)));

  // Paying: the success page shows the booking and links its receipt.
  await page.goto('/my-bookings');
  await page
    .locator(`#booking-${bookingId}`)
    .getByRole('button', { name: /Betal nu/ })
    .click();
  await page.getByRole('button', { name: 'Betal' }).click();
  await expect(page).toHaveURL(/\/stripe\/success\?session_id=/);
  const paid = page.locator('[data-paid-booking]');
  await expect(paid).toContainText(menu.title);
  await expect(paid).toContainText(kr(total));
  await expect(paid).toContainText('Strandboulevarden 122');
  await paid.getByRole('link', { name: /Kvittering nr\. \d+/ }).click();
  await expect(page).toHaveURL(/\/kvittering\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Kvittering');
  await refundAsCustomer(bookingId);
  await page.context().close();
});

test('a talent marks a menu "Book med det samme"; search filters on it; a customer picks a free day and pays without the talent acting', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const talent = await pageAs(browser, 'talent', WIDE);
  const menu = (
    await (
      await talent.request.post('/api/graphql', {
        data: {
          query:
            '{ menus(where: { title: { equals: "Sommerens cocktails" }, status: { equals: "published" } }) { id title pricePerGuest minGuests } }',
        },
      })
    ).json()
  ).data.menus[0] as { id: string; title: string; pricePerGuest: number; minGuests: number };
  const setInstant = async (on: boolean) => {
    await talent.goto(`/edit-menu/${menu.id}`);
    await expect(talent.locator('[data-hydrated="true"]')).toBeVisible();
    await talent.getByLabel(/Book med det samme/).setChecked(on);
    await talent.getByRole('button', { name: 'Gem menu' }).click();
    await expect(talent.getByText(/Menuen er gemt/)).toBeVisible();
  };
  await setInstant(true);
  try {
    const page = await pageAs(browser, 'customer', PHONE);
    // The search filter finds it, and leaves out the talent's menus that wait for an answer.
    await page.goto('/soeg?straks=1');
    await expect(page.getByRole('link', { name: menu.title }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Alkoholfri cocktails' })).toHaveCount(0);
    await expect(page.getByLabel('Book med det samme')).toBeChecked();

    await page.goto(`/menu/${menu.id}`);
    await expect(page.locator('[data-instant-booking]')).toContainText('accepteres straks');
    // A free day from the calendar.
    const day = await showDay(page, thursday(6));
    await expect(day).toHaveAttribute('data-state', 'free');
    await day.click();
    const form = page.locator(`form[action="/menu/${menu.id}/book"]`);
    await expect(form.locator('input[name="dato"]')).toHaveValue(thursday(6));
    await fillDanishField(form, 'Starttidspunkt', '19:00');
    await form.locator('#b-gaester').fill(String(menu.minGuests));
    await form.locator('#b-adresse').fill('Havnegade 7');
    await form.locator('#b-postnummer').fill('2100');
    await form.locator('#b-by').fill('København Ø');
    await expect(form.locator('[data-refund-policy]')).toContainText(kr(menu.pricePerGuest * menu.minGuests));
    await form.getByRole('button', { name: 'Send forespørgsel' }).click();

    // Accepted at once: straight to the hosted checkout, and paid.
    await expect(page).toHaveURL(/\/stripe-simulator\/checkout\//);
    await page.getByRole('button', { name: 'Betal' }).click();
    await expect(page).toHaveURL(/\/stripe\/success\?session_id=/);
    await expect(page.locator('[data-paid-booking]')).toContainText(menu.title);
    await expect(page.locator('[data-receipt-link]')).toBeVisible();
    const bookingId = (await page.getByRole('link', { name: 'Gå til mine bookinger' }).getAttribute('href'))!.split('#booking-')[1]!;

    // The day is now busy in the calendar, and a second booking of it is refused.
    await page.goto(`/menu/${menu.id}`);
    await expect(await showDay(page, thursday(6))).toHaveAttribute('data-state', 'busy');
    await refundAsCustomer(bookingId);
    await page.context().close();
  } finally {
    await setInstant(false);
    await talent.context().close();
  }
});

test("search: a talent's name finds their menus; zero results offer alternatives that each lead to results", async ({ browser }) => {
  const page = await pageAs(browser, 'visitor', PHONE);
  await page.goto('/soeg?q=Jonas%20Holm');
  await expect(page.getByTestId('result-count')).not.toHaveText('0 menuer');
  await expect(page.getByRole('link', { name: 'Sommerens cocktails' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Alkoholfri cocktails' }).first()).toBeVisible();

  // Nothing costs 1 kr. a guest, and nothing that cheap in Roskilde next week either.
  const date = new Date(Date.now() + 9 * DAY).toISOString().slice(0, 10);
  for (const query of ['q=cocktails&maxpris=1', `sted=Roskilde&dato=${date}&maxpris=1&alkoholfri=1`]) {
    await page.goto(`/soeg?${query}`);
    await expect(page.getByTestId('result-count')).toHaveText('0 menuer');
    const links = page.getByTestId('alternatives').getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    for (const href of hrefs) {
      await page.goto(href);
      await expect(page.getByTestId('result-count'), href).not.toHaveText('0 menuer');
      await expect(page.locator('.grid-cards li').first(), href).toBeVisible();
    }
  }
  await page.context().close();
});

test('MixBuddy AI: a question sent right after the page loads is answered, every time', async ({ browser }) => {
  for (let i = 0; i < 4; i++) {
    const page = await pageAs(browser, 'visitor', i % 2 ? PHONE : WIDE);
    await page.goto('/mixbuddy-ai', { waitUntil: 'commit' });
    const question = `Hej, hvad kan du ${i}?`;
    await page.getByLabel('Dit spørgsmål').fill(question);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.locator('.ai-turn[data-role="user"]').first()).toContainText(question);
    await expect(page.locator('.ai-assistant .ai-text').first()).not.toBeEmpty();
    await page.context().close();
  }
});

test('MixBuddy AI offers searches that have menus instead of "nothing found"', async ({ browser }) => {
  const page = await pageAs(browser, 'visitor', WIDE);
  await page.goto('/mixbuddy-ai');
  await expect(page.locator('.ai-chat[data-ready="true"]')).toBeAttached();
  await page.getByLabel('Dit spørgsmål').fill('cocktails til 20 gæster i Aarhus under 1 kr pr. person');
  await page.getByRole('button', { name: 'Send' }).click();
  const answer = page.locator('.ai-assistant').first();
  await expect(answer).toContainText('disse søgninger har menuer');
  await expect(answer).not.toContainText('Jeg fandt desværre ingen');
  const link = answer.getByRole('link', { name: /maksimumpris/ }).first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/soeg\?/);
  await expect(page.getByTestId('result-count')).not.toHaveText('0 menuer');
  await page.context().close();
});

test('"Du bliver bedt om at logge ind" is told to visitors only, never to a signed-in customer', async ({ browser }) => {
  for (const [role, count] of [
    ['visitor', 1],
    ['customer', 0],
  ] as const) {
    const page = await pageAs(browser, role, PHONE);
    const menu = await jonasMenu(page);
    await page.goto(`/menu/${menu.id}`);
    await expect(page.locator('#booking').getByText(/Du bliver bedt om at logge ind/)).toHaveCount(count);
    await page.context().close();
  }
});

test('a reload of the booking form after a refused request keeps what was typed', async ({ browser }) => {
  const page = await pageAs(browser, 'customer', PHONE);
  const menu = await jonasMenu(page);
  await page.goto(`/menu/${menu.id}`);
  // A day the talent is taken: only the server refuses it.
  const taken = (await page.locator('section[aria-labelledby="availability-heading"] time').first().getAttribute('datetime'))!.slice(0, 10);
  const form = page.locator(`form[action="/menu/${menu.id}/book"]`);
  await fillDanishField(form, 'Dato', taken);
  await form.locator('#b-adresse').fill('Kastelsvej 9');
  await form.locator('#b-postnummer').fill('2100');
  await form.locator('#b-by').fill('København Ø');
  await form.locator('#b-besked').fill('Vi glæder os');
  await form.getByRole('button', { name: 'Send forespørgsel' }).click();
  await expect(form.locator('[role="alert"]').first()).toBeVisible();
  await page.reload();
  await expect(form.locator('#b-adresse')).toHaveValue('Kastelsvej 9');
  await expect(form.locator('#b-besked')).toHaveValue('Vi glæder os');
  await expect(form.locator('input[name="dato"]')).toHaveValue(taken);
  await page.context().close();
});
