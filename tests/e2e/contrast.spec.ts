/**
 * Colour contrast in every state (WCAG 1.4.3/1.4.11): axe checks the colours a page has
 * when it loads; here every kind of control and badge on pages of each role is checked again while
 * hovered and while focused from the keyboard (states forced in Chromium, axe's color-contrast rule), and every
 * disabled button is measured too. WCAG exempts disabled controls; we hold their text to 4.5:1 all
 * the same, so "not available" stays readable. Motion is reduced so no colour is caught mid-fade.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { seedIds, stateOf, type Role } from './roles';
import { routeOpener } from './routes';

const MARK = 'data-contrast-target';

/** One element of each look (tag and classes) among the visible controls and badges, marked with an index. */
async function markOnePerLook(page: Page): Promise<number> {
  return page.evaluate((mark) => {
    const seen = new Set<string>();
    let n = 0;
    for (const el of document.querySelectorAll<HTMLElement>(
      'a[href], button:not(:disabled), summary, [role="button"], .badge, .status, .MuiChip-root, [class*="status-"]',
    )) {
      const look = `${el.tagName} ${[...el.classList].sort().join(' ')}`;
      if (seen.has(look) || !el.checkVisibility() || !el.textContent?.trim()) continue;
      seen.add(look);
      el.setAttribute(mark, String(n++));
    }
    return n;
  }, MARK);
}

/** The contrast of each disabled button's text with what is behind it (alpha blended), below 4.5:1. */
async function faintDisabled(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rgba = (c: string) => (c.match(/[\d.]+/g) ?? ['0', '0', '0', '0']).map(Number).concat(1).slice(0, 4);
    const background = (el: Element | null): number[] => {
      for (let node = el; node; node = node.parentElement) {
        const c = rgba(getComputedStyle(node).backgroundColor);
        if (c[3] > 0) {
          const under = c[3] < 1 ? background(node.parentElement) : [0, 0, 0, 1];
          return [0, 1, 2].map((i) => c[i] * c[3] + under[i] * (1 - c[3])).concat(1);
        }
      }
      return [255, 255, 255, 1];
    };
    const luminance = ([r, g, b]: number[]) =>
      [r, g, b]
        .map((v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
        .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
    return [...document.querySelectorAll<HTMLButtonElement>('button:disabled')]
      .filter((el) => el.checkVisibility() && el.textContent?.trim())
      .flatMap((el) => {
        const bg = background(el);
        const fg = rgba(getComputedStyle(el).color);
        const opacity = Number(getComputedStyle(el).opacity);
        const text = [0, 1, 2].map((i) => (fg[i] * fg[3] + bg[i] * (1 - fg[3])) * opacity + bg[i] * (1 - opacity));
        const [hi, lo] = [luminance(text), luminance(bg)].sort((a, b) => b - a);
        const ratio = (hi + 0.05) / (lo + 0.05);
        return ratio < 4.5 ? [`disabled "${el.textContent!.trim().slice(0, 30)}" ${ratio.toFixed(2)}:1`] : [];
      });
  });
}

/**
 * Forces `state` (CSS :hover, or :focus with :focus-visible as after a Tab) on every marked element
 * at once through Chromium's DevTools protocol, runs axe's color-contrast rule on them, and lifts it.
 */
async function contrastIn(page: Page, state: 'hover' | 'focus', route: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: `[${MARK}]` });
    const forced = state === 'hover' ? ['hover'] : ['focus', 'focus-visible', 'focus-within'];
    for (const nodeId of nodeIds) await cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: forced });
    const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).include(`[${MARK}]`).analyze();
    for (const nodeId of nodeIds) await cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: [] });
    return violations.flatMap((v) => v.nodes.map((n) => `${state} on ${route}: ${n.target.join(' ')} (${n.any[0]?.message})`));
  } finally {
    await cdp.detach();
  }
}

async function check(browser: Browser, role: Role, routes: string[], colorScheme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
    colorScheme,
    storageState: await stateOf(role),
  });
  const page = await context.newPage();
  const open = routeOpener(page);
  const found: string[] = [];
  let checked = 0;
  try {
    for (const route of routes) {
      await open(route);
      checked += await markOnePerLook(page);
      for (const state of ['hover', 'focus'] as const) found.push(...(await contrastIn(page, state, route)));
      found.push(...(await faintDisabled(page)).map((d) => `${d} on ${route}`));
    }
  } finally {
    await context.close();
  }
  expect(checked, 'controls were found and checked').toBeGreaterThan(routes.length * 4);
  return found;
}

const PAGES: Record<Role, (ids: Awaited<ReturnType<typeof seedIds>>) => string[]> = {
  visitor: (ids) => ['/', '/soeg?q=cocktails', `/menu/${ids.menuId}`, '/mixbuddy-ai', '/login'],
  customer: () => ['/my-bookings', '/account'],
  talent: (ids) => ['/bookings', '/my-menus', `/edit-menu/${ids.menuId}`, '/settings/booking-calendar', '/wallet'],
  admin: () => ['/admin', '/admin/payoffs', '/admin/star', '/admin/bookings'],
};

for (const role of Object.keys(PAGES) as Role[]) {
  test(`${role}: controls and badges keep AA contrast when hovered, focused and disabled`, async ({ browser }) => {
    test.setTimeout(120_000);
    expect(await check(browser, role, PAGES[role](await seedIds()))).toEqual([]);
  });
}

// The back office follows the system's dark mode (its dark theme, backoffice/src/theme.ts).
test('admin in the dark theme: controls and badges keep AA contrast when hovered, focused and disabled', async ({ browser }) => {
  test.setTimeout(120_000);
  expect(await check(browser, 'admin', PAGES.admin(await seedIds()), 'dark')).toEqual([]);
});
