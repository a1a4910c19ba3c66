/**
 * The talent's calendars and statement in the browser, as the demo talent (cms/domain/calendar/,
 * /wallet/statement): the private iCal feed from /settings/booking-calendar holds a booking a
 * customer just requested; an external iCal feed served by this test on 127.0.0.1 (the e2e server
 * allows it, global-setup.ts) blocks its busy day in the menu page's booking form; and the
 * statement PDF downloaded from /wallet/statement has the totals of the same period's CSV. The
 * calendar section with a feed and a failing external calendar, and the statement with its lines,
 * have no axe violations (a11y.spec.ts sees them only in the demo data's state).
 */
import AxeBuilder from '@axe-core/playwright';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { extractText } from 'unpdf';
import { apiAs, seedIds, stateOf } from './roles';

const DAY = 86_400_000;

/** A Thursday (the demo talent works Thursday evenings) `weeks` ahead, 'YYYY-MM-DD'. */
function thursday(weeks: number) {
  const date = new Date(Date.now() + weeks * 7 * DAY);
  while (date.getUTCDay() !== 4) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

let calendarServer: Server;
let calendarUrl = '';
let failingUrl = '';
// Within the 90 days the menu page lists as taken, and away from the days other specs book.
const busyDay = thursday(11);

test.beforeAll(async () => {
  const compact = busyDay.replace(/-/g, '');
  const body = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//e2e//DA',
    'BEGIN:VEVENT',
    'UID:e2e-optaget@example.com',
    'DTSTAMP:20260101T000000Z',
    `DTSTART;TZID=Europe/Copenhagen:${compact}T170000`,
    `DTEND;TZID=Europe/Copenhagen:${compact}T230000`,
    'SUMMARY:Bryllup',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  calendarServer = createServer((req, res) => {
    res.writeHead(req.url === '/fejl.ics' ? 500 : 200, { 'content-type': 'text/calendar; charset=utf-8' });
    res.end(body);
  });
  await new Promise<void>((ok) => calendarServer.listen(0, '127.0.0.1', ok));
  calendarUrl = `http://127.0.0.1:${(calendarServer.address() as AddressInfo).port}/privat.ics`;
  failingUrl = `http://127.0.0.1:${(calendarServer.address() as AddressInfo).port}/fejl.ics`;
});
test.afterAll(async () => {
  await new Promise((ok) => calendarServer?.close(ok));
});

test("the talent's iCal feed holds a booking a customer just requested", async ({ browser }) => {
  const ids = await seedIds();
  const day = thursday(30);
  const customer = await apiAs('customer');
  const requested = await (
    await customer.post('/api/graphql', {
      data: {
        query: `mutation($m: ID!, $d: String!) { requestBooking(menuId: $m, date: $d, time: "19:00", guests: 12, address: "Kalendervej 3", postcode: "8000", city: "Aarhus C", message: "Til kalenderen") { id } }`,
        variables: { m: ids.menuId, d: day },
      },
    })
  ).json();
  await customer.dispose();
  const bookingId = requested.data?.requestBooking?.id as string;
  expect(bookingId, JSON.stringify(requested.errors)).toBeTruthy();

  const context = await browser.newContext({ storageState: await stateOf('talent'), viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto('/settings/booking-calendar');
  const create = page.getByRole('button', { name: 'Lav kalender-adresse' });
  if (await create.isVisible()) await create.click();
  const url = await page.getByTestId('feed-url').inputValue();
  expect(url).toMatch(/\/kalender\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(page.getByText(/^Google Kalender:/)).toBeVisible();

  const feed = await page.request.get(new URL(url).pathname);
  expect(feed.status()).toBe(200);
  const text = await feed.text();
  expect(text).toContain(`UID:booking-${bookingId}@feed.mixbuddy.dk`);
  expect(text).toContain(`DTSTART;TZID=Europe/Copenhagen:${day.replace(/-/g, '')}T190000`);
  expect(text).toContain('SUMMARY:Forespørgsel:');
  await context.close();
});

test('an external iCal feed blocks its busy day in the booking form', async ({ browser }) => {
  const ids = await seedIds();
  const visitor = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const menu = await visitor.newPage();
  await menu.goto(`/menu/${ids.menuId}?dato=${busyDay}`);
  await expect(menu.locator('form.booking-form [name="dato"]').first()).toHaveValue(busyDay);

  const context = await browser.newContext({ storageState: await stateOf('talent'), viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto('/settings/booking-calendar');
  await page.getByLabel('Adresse på din kalender').fill(calendarUrl);
  await page.getByRole('button', { name: 'Gem kalender' }).click();
  await expect(page.getByTestId('calendar-links-done')).toContainText('Kalenderen er gemt');
  // The job fetches it right after saving; the page never waits for it.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('external-synced')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByTestId('external-busy-days').locator(`time[datetime="${busyDay}"]`)).toBeVisible();

  await menu.goto(`/menu/${ids.menuId}?dato=${busyDay}`);
  await expect(menu.getByTestId('date-taken')).toContainText('Talentet er optaget');
  await expect(menu.locator('form.booking-form [name="dato"]').first()).not.toHaveValue(busyDay);
  await visitor.close();

  // Leave the demo talent as the other specs expect them.
  await page.goto('/settings/booking-calendar');
  await page.getByRole('button', { name: 'Fjern kalender' }).click();
  await expect(page.getByTestId('calendar-links-done')).toContainText('Kalenderen er fjernet');
  await context.close();
});

test('the statement PDF has the totals of the period', async ({ browser }) => {
  const context = await browser.newContext({
    storageState: await stateOf('talent'),
    viewport: { width: 360, height: 740 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const year = new Date().getFullYear();
  await page.goto('/wallet/statement');
  await page.getByLabel('År', { exact: true }).selectOption(String(year));
  await page.getByLabel('Måned', { exact: true }).selectOption('');
  await page.getByRole('button', { name: 'Vis opgørelse' }).click();
  await expect(page.getByRole('heading', { name: `Periode: ${year}` })).toBeVisible();
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);

  const csv = await (await page.request.get(`/wallet/statement.csv?aar=${year}`)).text();
  const total = csv
    .split('\r\n')
    .find((row) => row.startsWith('I alt;'))!
    .split(';')
    .slice(2);
  const kroner = (text: string) =>
    new Intl.NumberFormat('da-DK', { style: 'currency', currency: 'DKK' }).format(Number(text.replace(',', '.'))).replace(/\s/g, ' ');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('statement-pdf').click()]);
  expect(download.suggestedFilename()).toBe(`mixbuddy-opgoerelse-${year}.pdf`);
  const { text } = await extractText(new Uint8Array(await readFile((await download.path())!)), { mergePages: true });
  const flat = text.replace(/\s+/g, ' ');
  expect(flat).toContain('Opgørelse over indtjening');
  expect(flat).toContain('Jonas Holm');
  for (const amount of total) expect(flat).toContain(kroner(amount));
  await context.close();
});

test('the calendar section with a feed and a failing calendar, and the statement, have no axe violations', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ storageState: await stateOf('talent'), viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const axe = async (what: string) => {
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
      .analyze();
    expect(violations.map((v) => `${v.id} on ${what}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll, `${what} is ${widths.scroll} px wide`).toBeLessThanOrEqual(widths.client);
  };
  await page.goto('/settings/booking-calendar');
  const create = page.getByRole('button', { name: 'Lav kalender-adresse' });
  if (await create.isVisible()) await create.click();
  await page.getByLabel('Adresse på din kalender').fill('ftp://forkert');
  await page.getByRole('button', { name: 'Gem kalender' }).click();
  await expect(page.locator('#external-url')).toHaveAttribute('aria-invalid', 'true');
  await axe('a refused calendar address');
  await page.getByLabel('Adresse på din kalender').fill(failingUrl);
  await page.getByRole('button', { name: 'Gem kalender' }).click();
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('external-error')).toContainText('Kalenderen kunne ikke hentes fra adressen', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  // The talent never learns the status (no port-scan oracle, cms/domain/calendar/README.md).
  await expect(page.getByTestId('external-error')).not.toContainText('500');
  await axe('a failing calendar');
  await page.getByRole('button', { name: 'Fjern kalender' }).click();
  await page.goto(`/wallet/statement?aar=${new Date().getFullYear()}`);
  await axe('the statement');
  await context.close();
});
