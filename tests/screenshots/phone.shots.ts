/**
 * The phone layouts shown in the README (docs/screenshots/*.png): 360 px wide, one screen each,
 * cookie choice made, on the seeded demo data. Regenerate with `npm run screenshots`.
 */
import { test, type Page } from '@playwright/test';
import { CONSENT_COOKIE } from '../../cms/domain/consent';
import { BASE_URL, seedIds, stateOf, type Role } from '../e2e/roles';

const OUT = 'docs/screenshots';

async function phone(browser: import('@playwright/test').Browser, role: Role): Promise<Page> {
  const state = await stateOf(role);
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 1,
    storageState: { ...state, cookies: [...state.cookies, { name: CONSENT_COOKIE, value: 'noedvendige', url: BASE_URL }] as never },
  });
  return context.newPage();
}

/** A Thursday about two months ahead (the demo talent works Thursdays). */
function thursday() {
  const date = new Date(Date.now() + 60 * 86_400_000);
  while (date.getUTCDay() !== 4) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

test('phone screenshots', async ({ browser }) => {
  const { menuId } = await seedIds();
  const visitor = await phone(browser, 'visitor');
  await visitor.goto(`/soeg?q=cocktails&sted=K%C3%B8benhavn&dato=${thursday()}&gaester=20`);
  await visitor.screenshot({ path: `${OUT}/soeg.png` });
  await visitor.goto(`/menu/${menuId}?dato=${thursday()}&gaester=20&sted=K%C3%B8benhavn`);
  await visitor.screenshot({ path: `${OUT}/menu.png` });
  await visitor.getByRole('region', { name: 'Book menuen' }).getByRole('link', { name: 'Book' }).click();
  await visitor.screenshot({ path: `${OUT}/menu-booking.png` });

  const talent = await phone(browser, 'talent');
  await talent.goto('/my-menus');
  await talent.screenshot({ path: `${OUT}/my-menus.png` });
  await talent.goto('/wallet');
  await talent.evaluate(() => window.scrollTo(0, 0)); // from the top, even if a field took the focus
  await talent.screenshot({ path: `${OUT}/wallet.png` });
});
