/**
 * The talent's wallet pages as the demo talent on a 360 px phone: Danish names (Saldo,
 * Udbetalinger — never "Wallet"), no horizontal scroll, rows as cards, and a payment history of one
 * line per business event, each dated with its year.
 */
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './server';

test.use({ viewport: { width: 360, height: 740 } });

test.beforeEach(async ({ context }) => {
  const response = await context.request.post('/api/graphql', {
    data: {
      query:
        'mutation($email: String!, $password: String!) { authenticateUserWithPassword(email: $email, password: $password) { __typename } }',
      variables: { email: 'talent@mixbuddy.dk', password: DEMO_PASSWORD },
    },
  });
  expect((await response.json()).data.authenticateUserWithPassword.__typename).toBe('UserAuthenticationWithPasswordSuccess');
});

for (const path of ['/wallet', '/wallet/your-balance', '/wallet/payment-history']) {
  test(`${path} fits a 360 px phone and speaks Danish`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll, `${path} is ${widths.scroll} px wide`).toBeLessThanOrEqual(widths.client);
    await expect(page.locator('body')).not.toContainText(/wallet/i);
    await expect(page.locator('body')).not.toContainText(/\d{4}-\d{2}-\d{2}/);
    await expect(page.locator('body')).not.toContainText(/kr\.\./);
  });
}

test('the payment history is one card per business event, each with a Danish date and its year', async ({ page }) => {
  await page.goto('/wallet/payment-history');
  const rows = page.locator('tr[data-event]');
  expect(await rows.count()).toBeGreaterThan(0);
  // Cards on the phone: the row is a block, each cell says what it is.
  expect(await rows.first().evaluate((row) => getComputedStyle(row).display)).toBe('block');
  for (const row of await rows.all()) await expect(row.locator('td').first()).toHaveText(/^\d{1,2}\. [a-zæøå]+\.? \d{4}$/);
  // One line per event: a paid booking is one line, not its pending and available entries.
  const kinds = await rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-event')));
  expect(kinds).toContain('bookingPaid');
  await expect(page.locator('body')).not.toContainText('Disponibel −');
});
