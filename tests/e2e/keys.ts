/**
 * Keyboard-only helpers shared by the keyboard journeys (keyboard.spec.ts, journeys.spec.ts,
 * forms.spec.ts): move with Tab alone and check at every stop that the focus can be seen.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** The focused element (or its close container) draws an outline or a ring (box-shadow); returns a description when none does. */
export async function invisibleFocus(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    // Leaving a date field's last part, Chromium briefly reports the field as active without :focus.
    if (!el || el === document.body || !el.matches(':focus')) return null;
    // The ring may be drawn by the element or by a close container (a menu card rings itself with :focus-within).
    const ringed = (node: Element) => {
      const style = getComputedStyle(node);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    for (let node: Element | null = el, depth = 0; node && depth < 4; node = node.parentElement, depth++) if (ringed(node)) return null;
    return `${el.tagName.toLowerCase()}${el.getAttribute('name') ? `[name=${el.getAttribute('name')}]` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
  });
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, checking at every stop that the focus is visible. */
export async function tabTo(page: Page, target: Locator, max = 80, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  const hidden: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const problem = await invisibleFocus(page);
    if (problem) hidden.push(problem);
    if (await target.evaluate((el) => el === document.activeElement)) {
      expect(hidden, 'every focus stop is visible').toEqual([]);
      return;
    }
  }
  throw new Error(`Tab did not reach ${target} in ${max} presses`);
}

/**
 * How long to wait for a Danish field's island to hydrate. Astro hydrates it after the page's load
 * event, at an idle moment; /settings/booking-calendar has 15 of them. In Chromium slowed 12–20
 * times (as on a loaded 2-core machine) its first field was ready 3.5–5.5 s after the load event
 * and the last after 7–11 s, the same with the field as it was before it carried the browser's
 * input over.
 */
export const HYDRATED = { timeout: 15_000 };

/**
 * A Danish date or time field (site/src/components/DanishDateField.tsx) by its label, once its
 * island has hydrated (before that it is the browser's own input, which the island then replaces).
 */
export async function danishField(scope: Page | Locator, label: string | RegExp) {
  const page = 'goto' in scope ? scope : scope.page();
  const field = scope.locator('[data-danish-field]').filter({ has: page.locator('label').filter({ hasText: label }) });
  await expect(field).toHaveAttribute('data-danish-field', 'ready', HYDRATED);
  return field;
}

/** The first part (the day, or the hour) of a Danish date or time field, where Tab lands. */
export const firstSegment = (field: Locator) => field.getByRole('spinbutton').first();

/**
 * Types an ISO date into a Danish date field whose first part (the day) has the focus, the Danish
 * way (day, month, year: the parts move on by themselves), and checks what the form will post.
 */
export async function typeDate(page: Page, field: Locator, iso: string) {
  const [year, month, day] = iso.split('-');
  await page.keyboard.type(`${day}${month}${year}`);
  await expect(field.locator('input[type="hidden"]')).toHaveValue(iso);
}

/** Types an HH:MM time into a Danish time field whose first part (the hour) has the focus, and checks what the form will post. */
export async function typeTime(page: Page, field: Locator, time: string) {
  await page.keyboard.type(time.replace(':', ''));
  await expect(field.locator('input[type="hidden"]')).toHaveValue(time);
}

/**
 * Fills the Danish date or time field labelled `label` as a person does: a click on its first part,
 * then the digits (a date YYYY-MM-DD is typed day, month, year; a time HH:MM hour, minute).
 */
export async function fillDanishField(scope: Page | Locator, label: string | RegExp, value: string) {
  const field = await danishField(scope, label);
  const page = 'goto' in scope ? scope : scope.page();
  await firstSegment(field).click();
  await (value.includes(':') ? typeTime(page, field, value) : typeDate(page, field, value));
}
