/**
 * Accessible to everyone, signed in or not: axe-core over every route of every role —
 * visitor, customer, talent and admin (/admin/*) — with the WCAG 2.0/2.1/2.2 A and AA rules,
 * failing on any violation, and on screen-reader labels left in English by a library. One page load
 * per route, with each role's shared sign-in state.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser } from '@playwright/test';
import { seedIds, stateOf, type Role } from './roles';
import { adminRoutes, PHONE_ROUTES, routeOpener } from './routes';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Documented, justified exceptions: `rule` on `route` (a regular expression) is not failed.
 * Each entry says why. Keep this empty unless a violation cannot be fixed on our side.
 */
const ALLOWED: { route: RegExp; rule: string; why: string }[] = [];

/**
 * Screen-reader text that libraries (react-admin, MUI) ship in English: labels, titles and
 * placeholders must be Danish. Words that are also Danish (menu, filter, sort, status) are not listed.
 */
const ENGLISH =
  /^(open|close|clear|delete|edit|create|export|refresh|search|next|previous|loading|show|hide|select|toggle|remove|add|back|save|cancel)\b|rows per page|go to (the )?(next|previous|first|last)? ?page|sort by|more actions/i;

/** Opens each route as `role` and returns one line per violation (rule, route, elements). */
async function check(browser: Browser, role: Role, routes: string[], colorScheme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme, storageState: await stateOf(role) });
  const page = await context.newPage();
  const open = routeOpener(page);
  const found: string[] = [];
  try {
    for (const route of routes) {
      await open(route);
      const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      const labels = await page.evaluate(() =>
        [...document.querySelectorAll('[aria-label], [title], [placeholder], [aria-roledescription]')].flatMap((el) =>
          ['aria-label', 'title', 'placeholder', 'aria-roledescription'].map((name) => el.getAttribute(name) ?? '').filter(Boolean),
        ),
      );
      const english = [...new Set(labels.filter((label) => ENGLISH.test(label.trim())))];
      if (english.length) found.push(`English label on ${route}: ${english.join(' | ')}`);
      for (const v of violations) {
        if (ALLOWED.some((a) => a.rule === v.id && a.route.test(route))) continue;
        // The elements, and for the first the reason (colours and ratio for contrast, size for targets).
        found.push(
          `${v.id} ×${v.nodes.length} on ${route}: ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(', ')} (${v.nodes[0].any[0]?.message ?? v.nodes[0].failureSummary})`,
        );
      }
    }
  } finally {
    await context.close();
  }
  return found;
}

for (const role of Object.keys(PHONE_ROUTES) as (keyof typeof PHONE_ROUTES)[]) {
  test(`every ${role} page has no axe violations (WCAG 2.2 AA)`, async ({ browser }) => {
    test.setTimeout(240_000); // every page of the role opened and analysed at phone width, on a shared machine
    expect(await check(browser, role, PHONE_ROUTES[role](await seedIds()))).toEqual([]);
  });
}

test('every back-office route has no axe violations (WCAG 2.2 AA)', async ({ browser }) => {
  test.setTimeout(240_000); // some 25 screens, each opened and analysed, on a shared machine
  expect(await check(browser, 'admin', await adminRoutes())).toEqual([]);
});

test('every back-office route has no axe violations in the dark theme', async ({ browser }) => {
  test.setTimeout(240_000); // some 25 screens, each opened and analysed, on a shared machine
  expect(await check(browser, 'admin', await adminRoutes(), 'dark')).toEqual([]);
});

test('the payoff dialogs in the back office have no axe violations (opened and cancelled)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState: await stateOf('admin') });
  const page = await context.newPage();
  const found: string[] = [];
  let opened = 0;
  try {
    await routeOpener(page)('/admin/payoffs');
    for (const name of ['Godkend', 'Afvis', 'Markér som udbetalt']) {
      const button = page.getByRole('button', { name, exact: true }).first();
      if (!(await button.count())) continue;
      await button.click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      // Measured once the dialog has faded in (mid-fade its colours are blends with the backdrop);
      // an animation cancelled meanwhile (a ripple) is done too.
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => {}))));
      opened++;
      const { violations } = await new AxeBuilder({ page }).withTags(TAGS).include('[role="dialog"]').analyze();
      found.push(
        ...violations.map((v) => `${v.id} ×${v.nodes.length} in "${name}": ${v.nodes[0].any[0]?.message ?? v.nodes[0].failureSummary}`),
      );
      await dialog.getByRole('button', { name: 'Annuller' }).click();
      await expect(dialog).toHaveCount(0);
    }
  } finally {
    await context.close();
  }
  expect(opened, 'the demo data has a payoff to approve').toBeGreaterThan(0);
  expect(found).toEqual([]);
});
