/**
 * MobilePay, receipts, credit notes and company bookings, end to end on the Stripe simulator with the demo accounts: a customer
 * books as a company (a CVR that fails the modulus-11 check comes back with a Danish error and
 * nothing typed lost; then a valid one), the talent accepts, the customer pays with MobilePay on
 * the hosted page, /my-bookings says so and links the receipt, and the receipt's PDF (read with
 * unpdf) holds the company's CVR, MixBuddy's fee and its moms.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { vatOfFee } from '../../cms/domain/commission';
import { formatOreExact } from '../../cms/domain/money';
import { fillDanishField } from './keys';
import { DEMO_PASSWORD } from './server';

const DAY = 86_400_000;

async function signedIn(browser: Browser, email: string) {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Adgangskode').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log ind' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

/** A Thursday about `weeks` weeks ahead (Jonas works Thursday evenings), as YYYY-MM-DD. */
function freeThursday(weeks: number) {
  const date = new Date(Date.now() + weeks * 7 * DAY);
  while (date.getUTCDay() !== 4) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const plain = (text: string) => text.replace(/\s+/g, ' ');

test('a company books with its CVR, pays with MobilePay and downloads a PDF receipt with the CVR, the fee and the moms', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const menus = await (
    await request.post('/api/graphql', {
      data: {
        query:
          '{ menus(where: { status: { equals: "published" }, talent: { displayName: { equals: "Jonas Holm" } } }, orderBy: [{ title: asc }]) { id title pricePerGuest minGuests } }',
      },
    })
  ).json();
  const menu = menus.data.menus[0];
  const guests = menu.minGuests + 1;
  const total = menu.pricePerGuest * guests;
  const fee = Math.round(total * 0.15);

  // The customer books as a company; first with a CVR that fails the check
  const customer = await signedIn(browser, 'kunde@mixbuddy.dk');
  await customer.goto(`/menu/${menu.id}`);
  const form = customer.locator(`form[action="/menu/${menu.id}/book"]`);
  await expect(form.getByText('Betaling med EAN-faktura tilbydes ikke')).toBeVisible();
  await fillDanishField(form, 'Dato', freeThursday(18));
  await fillDanishField(form, 'Starttidspunkt', '19:00');
  await form.locator('input[name="gaester"]').fill(String(guests));
  await form.locator('input[name="adresse"]').fill('Havnegade 12');
  await form.locator('input[name="postnummer"]').fill('8000');
  await form.locator('input[name="by"]').fill('Aarhus C');
  await form.getByLabel('Jeg booker som firma').check();
  await form.getByLabel('Firmanavn').fill('Julefrokost ApS');
  await form.getByLabel('CVR-nummer').fill('10150818');
  await form.getByLabel('Reference (valgfri)').fill('Afd. 7');
  await form.getByRole('button', { name: 'Send forespørgsel' }).click();
  await expect(customer).toHaveURL(new RegExp(`/menu/${menu.id}\\?booking=fejl`));
  await expect(form.getByLabel('CVR-nummer')).toHaveAccessibleDescription(
    'CVR-nummeret er ikke gyldigt. Tjek, at du har skrevet det rigtigt.',
  );
  await expect(form.getByLabel('Firmanavn')).toHaveValue('Julefrokost ApS');
  await expect(form.getByLabel('Reference (valgfri)')).toHaveValue('Afd. 7');
  await expect(form.locator('input[name="adresse"]')).toHaveValue('Havnegade 12');
  await form.getByLabel('CVR-nummer').fill('10150817');
  await form.getByRole('button', { name: 'Send forespørgsel' }).click();
  await expect(customer).toHaveURL(/\/my-bookings\?ok=requested#booking-/);
  const bookingId = new URL(customer.url()).hash.replace('#booking-', '');
  const card = customer.locator(`#booking-${bookingId}`);

  // The talent accepts
  const talent = await signedIn(browser, 'talent@mixbuddy.dk');
  await talent.goto('/bookings');
  await talent.locator(`#booking-${bookingId}`).getByRole('button', { name: 'Acceptér' }).click();
  await expect(talent.getByRole('status')).toContainText('accepteret bookingen');

  // The customer pays with MobilePay on the hosted page
  await customer.goto('/my-bookings');
  await card.getByRole('button', { name: /Betal nu/ }).click();
  await expect(customer).toHaveURL(/\/stripe-simulator\/checkout\//);
  await expect(customer.getByLabel('Kort')).toBeChecked();
  await customer.getByLabel('MobilePay').check();
  await customer.getByRole('button', { name: 'Betal' }).click();
  await expect(customer.getByText('Betalingen er gennemført')).toBeVisible();

  // /my-bookings says how it was paid and links the receipt
  await customer.goto('/my-bookings');
  await expect(card.locator('[data-receipts]')).toContainText('Betalt med MobilePay');
  await card.getByRole('link', { name: /Kvittering nr\. \d+/ }).click();
  await expect(customer).toHaveURL(/\/kvittering\//);
  const page = plain(await customer.locator('main').innerText());
  for (const text of ['Julefrokost ApS', '10150817', 'Afd. 7', 'MobilePay', formatOreExact(fee), formatOreExact(vatOfFee(fee).vat)])
    expect(page).toContain(plain(text));

  // The PDF
  const [download] = await Promise.all([customer.waitForEvent('download'), customer.getByRole('link', { name: 'Hent som PDF' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^mixbuddy-kvittering-\d+\.pdf$/);
  const bytes = await readFile((await download.path())!);
  const text = plain((await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text);
  expect(text).toContain('10150817');
  expect(text).toContain(`MixBuddys gebyr (inkl. moms) ${plain(formatOreExact(fee))}`);
  expect(text).toContain(`Heraf moms af gebyret (25 %) ${plain(formatOreExact(vatOfFee(fee).vat))}`);
  expect(text).toContain('MobilePay');
});
