/**
 * Forms with errors (WCAG 3.3.1/4.1.3): filled in and sent with the keyboard, a refused
 * form moves the focus to its first error, the field's accessible description is the Danish error
 * (aria-describedby), the problem is announced (role=alert), and everything typed is still there —
 * on server-rendered pages (shared rule in site/src/lib/form-errors.ts, run by the layout), in
 * the menu editor island and in the booking form's Danish date field (an island of its own). Without
 * JavaScript the Danish fields are the browser's own inputs and post the same ISO values.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { danishField, fillDanishField, firstSegment, invisibleFocus, tabTo } from './keys';
import { alcoholFreeMenu, stateOf } from './roles';

/** Every field marked invalid points (aria-describedby) at elements that exist and say something. */
async function undescribedInvalidFields(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[aria-invalid="true"]')]
      .filter((el) => {
        const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
        return !ids.length || ids.some((id) => !document.getElementById(id)?.textContent?.trim());
      })
      .map((el) => el.id || el.getAttribute('name')),
  );
}

test('support form: a bad e-mail address — focus on it, its error read with it, the rest kept', async ({ page }) => {
  await page.goto('/support');
  const form = page.locator('form[action="/support"]');
  await tabTo(page, form.getByLabel('Navn'));
  await page.keyboard.type('Karen Tastatur');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ikke-en-mail');
  await tabTo(page, form.getByLabel('Besked'));
  await page.keyboard.type('Jeg kan ikke finde min booking.');
  await tabTo(page, form.getByRole('button', { name: 'Send' }));
  await page.keyboard.press('Enter');

  const email = page.getByLabel('E-mail');
  await expect(email).toBeFocused();
  expect(await invisibleFocus(page)).toBeNull();
  await expect(email).toHaveAccessibleDescription('Skriv en gyldig e-mailadresse');
  await expect(page.getByRole('alert')).toHaveText('Beskeden blev ikke sendt. Ret venligst felterne herunder.');
  await expect(email).toHaveValue('ikke-en-mail');
  await expect(page.getByLabel('Navn')).toHaveValue('Karen Tastatur');
  await expect(page.getByLabel('Besked')).toHaveValue('Jeg kan ikke finde min booking.');
  expect(await undescribedInvalidFields(page)).toEqual([]);
});

test('sign-in refused: focus on the e-mail field, the reason read with it, the address kept', async ({ page }) => {
  await page.goto('/login');
  await tabTo(page, page.getByLabel('E-mail'));
  await page.keyboard.type('findes.ikke@example.dk');
  await page.keyboard.press('Tab');
  await page.keyboard.type('forkert-adgangskode');
  await page.keyboard.press('Enter');

  const email = page.getByLabel('E-mail');
  await expect(email).toBeFocused();
  const alert = page.getByRole('alert');
  await expect(alert).not.toBeEmpty();
  await expect(email).toHaveAccessibleDescription((await alert.textContent())!.trim());
  await expect(email).toHaveValue('findes.ikke@example.dk');
  expect(await undescribedInvalidFields(page)).toEqual([]);
});

test('menu editor (island): a refused save moves the focus to the first error and keeps the work', async ({ browser }) => {
  const context = await browser.newContext({ storageState: await stateOf('talent') });
  const page = await context.newPage();
  await page.goto('/new-menu');
  await expect(page.locator('.editor[data-hydrated="true"]')).toBeAttached();
  const editor = page.locator('.editor form');
  await tabTo(page, editor.getByLabel('Titel', { exact: true }));
  await page.keyboard.type('Ab');
  await tabTo(page, editor.getByLabel('Beskrivelse', { exact: true }));
  await page.keyboard.type('Tre retter og en velkomstdrink.');
  await tabTo(page, editor.getByRole('button', { name: 'Gem menu' }));
  await page.keyboard.press('Enter');

  const title = editor.getByLabel('Titel', { exact: true });
  await expect(title).toBeFocused();
  expect(await invisibleFocus(page)).toBeNull();
  await expect(title).toHaveAccessibleDescription('Titlen skal være mindst 3 tegn');
  await expect(editor.getByRole('alert')).toContainText('Menuen blev ikke gemt.');
  await expect(title).toHaveValue('Ab');
  await expect(editor.getByLabel('Beskrivelse', { exact: true })).toHaveValue('Tre retter og en velkomstdrink.');
  expect(await undescribedInvalidFields(page)).toEqual([]);
  await context.close();
});

test('booking form sent without a date: the focus on the Danish date field, its error read with it, the rest kept, no axe violations, at 360 and 1280 px', async ({
  browser,
}) => {
  test.setTimeout(120_000); // two widths, each a page, a refused post and axe, on a shared machine
  for (const width of [360, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 800 }, storageState: await stateOf('customer') });
    const page = await context.newPage();
    await page.goto(`/menu/${(await alcoholFreeMenu()).id}`);
    const form = page.locator('#booking');
    await danishField(form, 'Dato');
    await form.locator('#b-adresse').fill('Fejlvej 1');
    await form.locator('#b-postnummer').fill('8000');
    await form.locator('#b-by').fill('Aarhus C');
    await form.getByRole('button', { name: 'Send forespørgsel' }).click();

    await expect(page).toHaveURL(/\?booking=fejl/);
    const date = await danishField(form, 'Dato');
    await expect(firstSegment(date), `${width} px`).toBeFocused();
    expect(await invisibleFocus(page)).toBeNull();
    await expect(firstSegment(date)).toHaveAccessibleDescription('Vælg en dato');
    await expect(form.getByRole('alert')).toBeVisible();
    await expect(form.locator('#b-adresse')).toHaveValue('Fejlvej 1');
    await expect(form.locator('input[name="tid"]')).toHaveValue('18:00');
    expect(await undescribedInvalidFields(page)).toEqual([]);
    const { violations } = await new AxeBuilder({ page })
      .include('#booking')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      `${width} px`,
    ).toBeLessThanOrEqual(0);
    await context.close();
  }
});

test("booking form without JavaScript: the date and time are the browser's own inputs, post the ISO day and get the server's Danish error", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await stateOf('customer') });
  const page = await context.newPage();
  const menu = await alcoholFreeMenu();
  await page.goto(`/menu/${menu.id}`);
  // A day the talent is taken: only the server refuses it, so the refusal shows it read the day posted.
  const taken = (await page.locator('section[aria-labelledby="availability-heading"] time').first().getAttribute('datetime'))!.slice(0, 10);
  const form = page.locator('#booking');
  await expect(form.locator('[data-danish-field="native"]')).toHaveCount(2);
  await form.locator('input#b-dato[type="date"]').fill(taken);
  await expect(form.locator('input#b-tid[type="time"]')).toHaveValue('18:00');
  await form.locator('#b-gaester').fill(String(menu.minGuests));
  await form.locator('#b-adresse').fill('Uden Script Vej 1');
  await form.locator('#b-postnummer').fill('8000');
  await form.locator('#b-by').fill('Aarhus C');
  await form.getByRole('button', { name: 'Send forespørgsel' }).click();

  await expect(page).toHaveURL(/\?booking=fejl/);
  await expect(form.getByRole('alert')).toContainText('Talentet har allerede en booking på det tidspunkt.');
  await expect(form.locator('input#b-dato[type="date"]')).toHaveValue(taken);
  await expect(form.locator('#b-adresse')).toHaveValue('Uden Script Vej 1');
  await context.close();
});

test('seller information with and without JavaScript: the birth date posts the ISO day the server checks the CPR number against, in Danish', async ({
  browser,
}) => {
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled, storageState: await stateOf('talent') });
    const page = await context.newPage();
    await page.goto('/settings/seller-information');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Gem oplysninger' }) });
    // A birth date a year away from the one the CPR number states: refused, so nothing is saved.
    if (javaScriptEnabled) await fillDanishField(form, 'Fødselsdato', '1991-05-17');
    else await form.locator('input#field-birthDate[type="date"]').fill('1991-05-17');
    await form.locator('[name="name"]').fill('Jonas Holm');
    await form.locator('[name="street"]').fill('Datovej 1');
    await form.locator('[name="postcode"]').fill('8000');
    await form.locator('[name="city"]').fill('Aarhus C');
    await form.locator('[name="taxNumber"]').fill('170590-1234');
    await form.getByRole('button', { name: 'Gem oplysninger' }).click();

    await expect(form.locator('[name="taxNumber"]'), `JavaScript ${javaScriptEnabled}`).toHaveAccessibleDescription(
      /CPR-nummeret passer ikke med fødselsdatoen/,
    );
    // The server read the day: no "Skriv din fødselsdato", and the day is shown again.
    await expect(form.locator('#field-birthDate-error')).toHaveCount(0);
    await expect(form.locator('[name="birthDate"]')).toHaveValue('1991-05-17');
    await context.close();
  }
});
