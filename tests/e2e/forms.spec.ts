/**
 * Forms with errors (WCAG 3.3.1/4.1.3): filled in and sent with the keyboard, a refused
 * form moves the focus to its first error, the field's accessible description is the Danish error
 * (aria-describedby), the problem is announced (role=alert), and everything typed is still there —
 * on server-rendered pages (shared rule in site/src/lib/form-errors.ts, run by the layout), in
 * the menu editor island and in the booking form's Danish date field (an island of its own).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { danishField, firstSegment, invisibleFocus, tabTo } from './keys';
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
