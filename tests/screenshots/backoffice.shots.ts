/**
 * The back office's main screens (docs/screenshots/admin-*.png) at 1280 px and at 360 px (a
 * phone), as the demo admin on the seeded demo data. Regenerate with `npm run screenshots`.
 */
import { test, type Browser, type Page } from '@playwright/test';
import { apiAs, stateOf } from '../e2e/roles';
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

/** A paid booking still to come (its page shows the refund action) and the demo talent's account. */
async function subjects() {
  const api = await apiAs('admin');
  try {
    const query = `query($now: DateTime!) {
      conversations(where: { booking: { status: { equals: "paid" }, endsAt: { gt: $now } } }, take: 1) { id }
      users(where: { email: { equals: "talent@mixbuddy.dk" } }) { id }
    }`;
    const { data } = await (await api.post('/api/graphql', { data: { query, variables: { now: new Date().toISOString() } } })).json();
    return { bookingConversation: data.conversations[0].id as string, talentUser: data.users[0].id as string };
  } finally {
    await api.dispose();
  }
}

test('back-office screenshots', async ({ browser }) => {
  test.setTimeout(300_000);
  const { bookingConversation, talentUser } = await subjects();
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
    await open(`/admin/bookings/${bookingConversation}`);
    await shot('booking');
    await page.getByRole('button', { name: 'Annullér og refundér' }).click();
    await page.getByRole('dialog').waitFor();
    await shot('refund-dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Annuller' }).click();
    await open(`/admin/users/${talentUser}`);
    await shot('talent');
    await open('/admin/support');
    await shot('support');
    await open('/admin/dac7');
    // The demo bookings are this year's: show the year with sellers rather than last year's empty one.
    await page.getByRole('combobox', { name: 'År' }).click();
    await page.getByRole('option', { name: String(new Date().getFullYear()) }).click();
    await page.getByRole('dialog').or(page.getByRole('table')).or(page.getByRole('list')).first().waitFor();
    await shot('dac7');
    await page.context().close();
  }
});
