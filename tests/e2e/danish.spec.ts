/**
 * The site reads the Danish way in Chromium whatever the browser's language: date fields show
 * dd.mm.åååå and time fields the 24-hour clock in an en-US browser, and a date typed that way is
 * saved as that day.
 */
import { expect, test, type Page } from '@playwright/test';
import { danishField, firstSegment, HYDRATED, tabTo, typeDate, typeTime } from './keys';
import { alcoholFreeMenu, apiAs, stateOf } from './roles';

const DAY = 86400_000;

test.describe('in an en-US browser', () => {
  test.use({ locale: 'en-US' });

  test('the booking calendar reads dd.mm.åååå and 24-hour times, and a typed date is saved as that day', async ({ browser }) => {
    // The page is opened three times, each hydrating its 15 fields (keys.ts HYDRATED).
    test.setTimeout(60_000);
    const context = await browser.newContext({ locale: 'en-US', timezoneId: 'Europe/Copenhagen', storageState: await stateOf('talent') });
    const page = await context.newPage();
    await page.goto('/settings/booking-calendar');
    const blockForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Bloker dato' }) });
    const dateField = blockForm.locator('[data-danish-field]');
    await expect(dateField).toHaveAttribute('data-danish-field', 'ready', HYDRATED);
    await expect(dateField.getByRole('group')).toHaveText('dd.mm.åååå');

    const weekly = page.locator('form').filter({ has: page.getByRole('button', { name: 'Gem ugentlige tider' }) });
    const from = weekly.locator('[data-danish-field]').first();
    await expect(from).toHaveAttribute('data-danish-field', 'ready', HYDRATED);
    await expect(from.getByRole('group')).toHaveText(/^\W*\d\d[.:]\d\d\W*$/);
    await expect(weekly).not.toContainText(/AM|PM/);

    const date = new Date(Date.now() + 320 * DAY).toISOString().slice(0, 10);
    const [year, month, day] = date.split('-');
    await dateField.getByRole('spinbutton').first().click();
    await page.keyboard.type(`${day}${month}${year}`);
    await expect(dateField.getByRole('group')).toHaveText(`${day}.${month}.${year}`);
    await blockForm.getByLabel(/^Note/).fill('Engelsk browser');
    await blockForm.getByRole('button', { name: 'Bloker dato' }).click();
    await expect(page.getByTestId('blocked-dates')).toContainText('Engelsk browser');
    await page.goto(`/settings/booking-calendar?maaned=${date.slice(0, 7)}`);
    await expect(page.locator(`[data-date="${date}"]`)).toHaveAttribute('data-blocked', 'true');

    // A time typed on the 24-hour clock is saved as that time.
    await page.goto('/settings/booking-calendar');
    const monday = page.getByRole('group', { name: 'Mandag' });
    await monday.getByRole('checkbox').check();
    const mondayFrom = monday.locator('[data-danish-field]').first();
    await expect(mondayFrom).toHaveAttribute('data-danish-field', 'ready', HYDRATED);
    await mondayFrom.getByRole('spinbutton').first().click();
    await page.keyboard.type('1830');
    await page.getByRole('button', { name: 'Gem ugentlige tider' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Dine ændringer er gemt.' })).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Mandag' }).locator('[data-danish-field="ready"]').first().locator('input[type="hidden"]'),
    ).toHaveValue('18:30', HYDRATED);
    await expect(page.getByRole('group', { name: 'Mandag' }).locator('[data-danish-field="ready"]').first().getByRole('group')).toHaveText(
      /18[.:]30/,
    );
    await context.close();
  });

  test("the menu page's booking form reads dd.mm.åååå and the 24-hour clock, is typed with the keyboard, and the request keeps that day and time", async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    // The browser's clock runs in New York: the day typed is still the day booked.
    const context = await browser.newContext({ locale: 'en-US', timezoneId: 'America/New_York', storageState: await stateOf('customer') });
    const page = await context.newPage();
    const menu = await alcoholFreeMenu();
    // A Thursday about 26 weeks ahead (Jonas works Thursday evenings; other specs book other days).
    const thursday = new Date(Date.now() + 26 * 7 * DAY);
    while (thursday.getUTCDay() !== 4) thursday.setUTCDate(thursday.getUTCDate() + 1);
    const date = thursday.toISOString().slice(0, 10);
    const [year, month, day] = date.split('-');

    await page.goto(`/menu/${menu.id}`);
    const form = page.locator(`form[action="/menu/${menu.id}/book"]`);
    const dateField = await danishField(form, 'Dato');
    const timeField = await danishField(form, 'Starttidspunkt');
    await expect(dateField.getByRole('group')).toHaveText('dd.mm.åååå');
    await expect(dateField.getByRole('spinbutton')).toHaveCount(3);
    await expect(timeField.getByRole('group')).toHaveText(/^\W*18[.:]00\W*$/);
    await expect(timeField.getByRole('spinbutton')).toHaveCount(2);
    await expect(form).not.toContainText(/AM|PM|mm\/dd|yyyy/);

    // With the keyboard alone: Tab to the day, type it the Danish way; then the hour.
    await tabTo(page, firstSegment(dateField), 200);
    await typeDate(page, dateField, date);
    await expect(dateField.getByRole('group')).toHaveText(`${day}.${month}.${year}`);
    await tabTo(page, firstSegment(timeField));
    await typeTime(page, timeField, '21:15');
    await expect(timeField.getByRole('group')).toHaveText(/^\W*21[.:]15\W*$/);
    await expect(form).not.toContainText(/AM|PM/);

    await form.locator('#b-gaester').fill(String(menu.minGuests));
    await form.locator('#b-adresse').fill('Engelsk Allé 1');
    await form.locator('#b-postnummer').fill('2100');
    await form.locator('#b-by').fill('København Ø');
    await form.getByRole('button', { name: 'Send forespørgsel' }).click();
    await expect(page).toHaveURL(/\/my-bookings\?ok=requested#booking-/);
    const card = page.locator(new URL(page.url()).hash);
    const danishDay = new Intl.DateTimeFormat('da-DK', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${date}T12:00:00Z`),
    );
    await expect(card).toContainText(`${danishDay} kl. 21.15`);
    await context.close();
  });

  test('the search form takes a date typed dd.mm.åååå', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('search').first();
    const field = search.locator('[data-danish-field]');
    await expect(field).toHaveAttribute('data-danish-field', 'ready', HYDRATED);
    await expect(field.getByRole('group')).toHaveText('dd.mm.åååå');
    const date = new Date(Date.now() + 40 * DAY).toISOString().slice(0, 10);
    const [year, month, day] = date.split('-');
    await field.getByRole('spinbutton').first().click();
    await page.keyboard.type(`${day}${month}${year}`);
    await search.getByRole('button', { name: 'Søg' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]dato=${date}`));
  });
});

/** The words inside `selector` that the browser broke across two lines ("Adgangsk/ode"). */
async function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) => {
    const broken: string[] = [];
    for (const element of elements) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

test('the registration step bar breaks no word at 320–360 px', async ({ page }) => {
  for (const width of [320, 340, 360]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/register/create-account');
    await expect(page.locator('.wizard-steps li')).toHaveCount(4);
    expect(await brokenWords(page, '.wizard-steps li'), `${width} px`).toEqual([]);
    // Every step still shows its bar and stays inside the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
  }
});

test.describe('/new-menu', () => {
  test('a long unbroken title keeps the live preview inside the screen', async ({ browser }) => {
    const context = await browser.newContext({ storageState: await stateOf('talent') });
    const page = await context.newPage();
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/new-menu');
      await expect(page.locator('.editor[data-hydrated="true"]')).toBeAttached();
      await page
        .locator('.editor form')
        .getByLabel('Titel', { exact: true })
        .fill('Verdensmesterskabscocktailsmagningsarrangementsforberedelse'.repeat(2));
      const preview = page.getByTestId('menu-preview');
      await expect(preview).toContainText('Verdensmesterskabs');
      const box = (await preview.boundingBox())!;
      expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${width} px`).toBeLessThanOrEqual(0);
    }
    await context.close();
  });

  test('a corrected field loses its error and aria-invalid before the next save', async ({ browser }) => {
    const context = await browser.newContext({ storageState: await stateOf('talent') });
    const page = await context.newPage();
    await page.goto('/new-menu');
    await expect(page.locator('.editor[data-hydrated="true"]')).toBeAttached();
    const editor = page.locator('.editor form');
    const title = editor.getByLabel('Titel', { exact: true });
    await title.fill('Ab');
    await editor.getByRole('button', { name: 'Gem menu' }).click();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(editor.getByText('Titlen skal være mindst 3 tegn')).toBeVisible();

    await title.fill('Abe og æbler');
    await expect(title).not.toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription('');
    await expect(editor.getByText('Titlen skal være mindst 3 tegn')).toHaveCount(0);
    await context.close();
  });
});

test.describe('talent navigation', () => {
  test('one item is current: "Kalender" on the booking calendar, not also "Indstillinger"', async ({ browser }) => {
    const context = await browser.newContext({ storageState: await stateOf('talent') });
    const page = await context.newPage();
    await page.goto('/settings/booking-calendar');
    const nav = page.getByRole('navigation', { name: 'Talentmenu' });
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(nav.locator('[aria-current="page"]')).toHaveText('Kalender');
    await page.goto('/settings');
    await expect(nav.locator('[aria-current="page"]')).toHaveText('Indstillinger');
    await context.close();
  });

  test('the unread badge sits in its "Beskeder" link, not after "Vores historie"', async ({ browser }) => {
    // The demo customer writes to the demo talent: the talent has at least one unread message.
    const admin = await apiAs('admin');
    const answer = await (
      await admin.post('/api/graphql', {
        data: {
          query: `{ conversations(where: { AND: [{ participants: { some: { email: { equals: "kunde@mixbuddy.dk" } } } }, { participants: { some: { email: { equals: "talent@mixbuddy.dk" } } } }] }, take: 1) { id } }`,
        },
      })
    ).json();
    await admin.dispose();
    const customer = await browser.newContext({ storageState: await stateOf('customer') });
    const customerPage = await customer.newPage();
    await customerPage.goto(`/your-messages/${answer.data.conversations[0].id}`);
    await customerPage.getByLabel('Skriv en besked').fill('Glæder os til lørdag!');
    await customerPage.getByRole('button', { name: 'Send' }).click();
    await expect(customerPage.getByText('Glæder os til lørdag!')).toBeVisible();
    await customer.close();

    const context = await browser.newContext({ storageState: await stateOf('talent'), viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto('/dashboard');
    const main = page.getByRole('navigation', { name: 'Hovedmenu' }).first();
    await expect(main.getByRole('link', { name: 'Vores historie' })).toBeVisible();
    // Nothing but the site's own links follows "Vores historie".
    const afterNav = await page.evaluate(() => {
      const nav = document.querySelector('.nav-desktop');
      return nav?.nextElementSibling?.textContent?.trim() ?? '';
    });
    expect(afterNav).not.toMatch(/^\d+$/);
    await page.locator('.account-desktop summary').click();
    const messages = page
      .getByRole('navigation', { name: 'Din konto' })
      .first()
      .getByRole('link', { name: /^Beskeder/ });
    await expect(messages).toHaveAccessibleName(/^Beskeder \d+ ulæst/);
    await expect(messages.locator('[data-unread]')).toBeVisible();
    await context.close();
  });
});

test('the payoff form says øre go after a comma, and takes and refuses amounts as it says', async ({ browser }) => {
  const context = await browser.newContext({ storageState: await stateOf('talent') });
  const page = await context.newPage();
  await page.goto('/wallet');
  const amount = page.getByLabel('Beløb i kr.');
  await expect(amount).toHaveAccessibleDescription(/Øre skrives efter komma, fx 512,50/);
  await expect(page.locator('main')).not.toContainText('hele kroner');
  // Three decimals: refused in Danish, naming the rule.
  await amount.fill('250,505');
  await page.getByRole('button', { name: 'Anmod om udbetaling' }).click();
  await expect(page.getByRole('alert')).toHaveText('Skriv beløbet i kroner med højst to decimaler efter komma, fx 500 eller 512,50');
  // Kroner and øre are read (and then weighed against the balance, which this amount exceeds).
  await page.getByLabel('Beløb i kr.').fill('9.999.999,50');
  await page.getByRole('button', { name: 'Anmod om udbetaling' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('alert')).not.toContainText('Skriv beløbet');
  await context.close();
});

test('"Bliv talent" names both ways customers pay: card and MobilePay', async ({ page }) => {
  await page.goto('/bliv-talent');
  await expect(page.locator('main')).toContainText('Kunden betaler med kort eller MobilePay');
  await expect(page.locator('main')).not.toContainText(/betaler med kort(?! eller MobilePay)/);
});

test("one's own message bubbles end at the right edge and the other party's start at the left, at 360 and 1280 px", async ({ browser }) => {
  const admin = await apiAs('admin');
  const answer = await (
    await admin.post('/api/graphql', {
      data: {
        query: `{ conversations(where: { participants: { some: { email: { equals: "kunde@mixbuddy.dk" } } } }, orderBy: [{ lastMessageAt: desc }], take: 1) { id } }`,
      },
    })
  ).json();
  await admin.dispose();
  const context = await browser.newContext({ storageState: await stateOf('customer') });
  const page = await context.newPage();
  const path = `/your-messages/${answer.data.conversations[0].id}`;
  await page.goto(path);
  // A long message of one's own and a short one: both on the right.
  await page
    .getByLabel('Skriv en besked')
    .fill('Vi bliver cirka tyve gæster, og vi vil gerne have både klassiske cocktails og et par alkoholfrie drinks til dem, der kører.');
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByLabel('Skriv en besked').fill('Tak!');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('.message.mine').filter({ hasText: 'Tak!' })).toBeVisible();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    const geometry = await page.locator('#thread').evaluate((list) => {
      const box = list.getBoundingClientRect();
      return [...list.querySelectorAll('.message')].map((m) => {
        const r = m.getBoundingClientRect();
        return { mine: m.classList.contains('mine'), left: r.left - box.left, right: box.right - r.right };
      });
    });
    expect(geometry.some((m) => m.mine) && geometry.some((m) => !m.mine), `${width} px`).toBe(true);
    for (const m of geometry) {
      if (m.mine) {
        expect(m.right, `${width} px: own bubble ends at the right edge`).toBeLessThanOrEqual(1);
        expect(m.left, `${width} px: own bubble leaves room on the left`).toBeGreaterThan(20);
      } else {
        expect(m.left, `${width} px: their bubble starts at the left edge`).toBeLessThanOrEqual(1);
        expect(m.right, `${width} px: their bubble leaves room on the right`).toBeGreaterThan(20);
      }
    }
  }
  await context.close();
});
