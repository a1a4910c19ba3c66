/**
 * The back office's main screens (docs/screenshots/admin-*.png) at 1280 px and at 360 px (a
 * phone), as the demo admin on the seeded demo data. Regenerate with `npm run screenshots`.
 */
import { test, type Browser, type Page } from '@playwright/test';
import { stateOf } from '../e2e/roles';
import { routeOpener } from '../e2e/routes';

const OUT = 'docs/screenshots';

async function admin(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: width > 600 ? 800 : 740 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    storageState: await stateOf('admin'),
  });
  return context.newPage();
}

test('back-office screenshots', async ({ browser }) => {
  test.setTimeout(180_000);
  for (const width of [1280, 360]) {
    const page = await admin(browser, width);
    const open = routeOpener(page);
    const shot = async (name: string) => page.screenshot({ path: `${OUT}/admin-${name}-${width}.png` });
    await open('/admin');
    await shot('dashboard');
    await open('/admin/bookings');
    await shot('bookings');
    await open('/admin/payoffs');
    await shot('payoffs');
    await page.getByRole('button', { name: 'Godkend', exact: true }).first().click();
    await page.getByRole('dialog').getByRole('figure').waitFor();
    await shot('payoff-dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Annuller' }).click();
    await open('/admin/vetting');
    await shot('vetting');
    await page.context().close();
  }
});
