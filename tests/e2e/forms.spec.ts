/**
 * Forms with errors (WCAG 3.3.1/4.1.3): filled in and sent with the keyboard, a refused
 * form moves the focus to its first error, the field's accessible description is the Danish error
 * (aria-describedby), the problem is announced (role=alert), and everything typed is still there —
 * on server-rendered pages (shared rule in site/src/lib/form-errors.ts, run by the layout) and in
 * the menu editor island.
 */
import { expect, test, type Page } from '@playwright/test';
import { invisibleFocus, tabTo } from './keys';
import { stateOf } from './roles';

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
