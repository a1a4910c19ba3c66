/**
 * prefers-reduced-motion (WCAG 2.3.3): with the system setting "reduce motion", nothing on
 * the site or in the back office moves — every element's computed transition and animation lasts
 * 0 s and the page does not scroll smoothly. The same pages without the setting do animate (buttons
 * fade, the back office's buttons and drawers slide), so the check cannot pass by measuring nothing.
 */
import { expect, test, type Browser } from '@playwright/test';
import { stateOf, type Role } from './roles';
import { routeOpener } from './routes';

/** Elements (up to 5) whose transition or animation lasts longer than 0 s, and the page's scroll-behavior. */
async function moving(browser: Browser, role: Role, route: string, reducedMotion: 'reduce' | 'no-preference') {
  const context = await browser.newContext({ reducedMotion, storageState: await stateOf(role) });
  const page = await context.newPage();
  try {
    await routeOpener(page)(route);
    return await page.evaluate(() => {
      const seconds = (list: string) => Math.max(...list.split(',').map((d) => parseFloat(d) * (d.trim().endsWith('ms') ? 0.001 : 1)));
      const moving = [...document.querySelectorAll('*')].flatMap((el) => {
        const style = getComputedStyle(el);
        const transition = style.transitionProperty !== 'none' ? seconds(style.transitionDuration) : 0;
        const animation = style.animationName !== 'none' ? seconds(style.animationDuration) : 0;
        return transition > 0 || animation > 0
          ? [`${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 2).join('.')} (${transition || animation} s)`]
          : [];
      });
      return { moving: moving.slice(0, 5), count: moving.length, scroll: getComputedStyle(document.documentElement).scrollBehavior };
    });
  } finally {
    await context.close();
  }
}

for (const [role, route] of [
  ['visitor', '/'],
  ['visitor', '/mixbuddy-ai'],
  ['talent', '/bookings'],
  ['admin', '/admin/star'],
] as const) {
  test(`${route} (${role}) does not move when the system asks for reduced motion`, async ({ browser }) => {
    const normal = await moving(browser, role, route, 'no-preference');
    expect(normal.count, 'without the setting, the page animates something').toBeGreaterThan(0);
    const reduced = await moving(browser, role, route, 'reduce');
    expect(reduced.moving).toEqual([]);
    expect(reduced.scroll).toBe('auto');
  });
}
