/**
 * Booking with confidence on a phone (360 px) and a laptop (1280 px): the "Book" bar is seen
 * on a first visit with the cookie banner unanswered and leads to the form.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { stateOf } from './roles';

const PHONE = { width: 360, height: 760 };
const WIDE = { width: 1280, height: 800 };

async function pageAs(browser: Browser, role: 'visitor' | 'customer', viewport = PHONE) {
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
  await expect(page.locator('#b-dato, [data-date-field] [role="spinbutton"]').first()).toBeInViewport();
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
