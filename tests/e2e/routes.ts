/**
 * Every route of every role, with real ids from the seed: the fit check (fit.spec.ts) and the axe
 * check (a11y.spec.ts) open each of them, and fit.spec.ts guards that every page in site/src/pages
 * is listed here, so a new page is measured and checked too.
 */
import { expect, type Page } from '@playwright/test';
import { apiAs, seedIds, type Role } from './roles';

export type Ids = Awaited<ReturnType<typeof seedIds>>;

export const PHONE_ROUTES: Record<Exclude<Role, 'admin'>, (ids: Ids) => string[]> = {
  visitor: (ids) => [
    '/',
    '/soeg',
    '/soeg?q=cocktails&dato=2030-06-01&gaester=20',
    `/menu/${ids.menuId}`,
    `/profile/${ids.talentId}`,
    '/mixbuddy-ai',
    '/bliv-talent',
    '/support',
    '/vores-historie',
    '/brugsbetingelser',
    '/handelsbetingelser',
    '/talent-vilkaar',
    '/privatlivspolitik',
    '/cookiepolitik',
    '/tilgaengelighed',
    '/stripe/success',
    '/stripe/cancel',
    '/login',
    '/login/forgot-password',
    '/login/set-password',
    '/register',
    '/register/create-account',
    '/register/activate-account',
    '/register/set-password',
    '/activate-account',
    '/findes-ikke',
    '/register/talent',
    '/data-export/findes-ikke',
  ],
  customer: (ids) => [
    '/my-bookings',
    '/your-messages',
    `/your-messages/${ids.customerConversationId}`,
    '/favourites',
    '/account',
    '/account/change-password',
    `/menu/${ids.menuId}`,
    '/stripe/success?session_id=cs_findes_ikke',
    '/login/check-in',
    '/register/account-type',
    '/disconnect-account',
    `/kvittering/${ids.customerReceiptId}`,
    ...(ids.customerOpenBookingId ? [`/my-bookings/${ids.customerOpenBookingId}/cancel`] : []),
    ...(ids.customerUnratedBookingId ? [`/my-bookings/${ids.customerUnratedBookingId}/review`] : []),
    '/data-export/findes-ikke',
  ],
  talent: (ids) => [
    '/dashboard',
    '/dashboard/setup/personal-information',
    '/dashboard/setup/profile-presentation',
    '/dashboard/setup/locations',
    '/dashboard/setup/bank-information',
    '/dashboard/setup/terms',
    '/my-menus',
    '/new-menu',
    `/edit-menu/${ids.menuId}`,
    '/bookings',
    ...(ids.talentRequestId ? [`/bookings/${ids.talentRequestId}/decline`] : []),
    '/messages',
    `/messages/${ids.talentConversationId}`,
    '/wallet',
    '/wallet/your-balance',
    '/wallet/payment-history',
    '/wallet/statement',
    '/settings',
    '/settings/my-profile',
    '/settings/locations',
    '/settings/payment-information',
    '/settings/seller-information',
    '/settings/booking-calendar',
    '/settings/account',
    '/settings/account/change-password',
    '/help',
  ],
};

/** Every back-office route, with real ids read as the admin. */
export async function adminRoutes(): Promise<string[]> {
  const api = await apiAs('admin');
  try {
    const { data } = await (
      await api.post('/api/graphql', {
        data: {
          query: `{
          bookings(take: 1, orderBy: [{ startsAt: desc }]) { id conversation { id } }
          direct: conversations(take: 1, where: { kind: { equals: "direct" } }) { id }
          users(take: 1, where: { role: { equals: "talent" } }) { id }
          stars(take: 1) { id }
          supportRequests(take: 1) { id }
          receipts(take: 1, orderBy: [{ number: desc }]) { id }
        }`,
        },
      })
    ).json();
    const booking = data.bookings[0];
    return [
      '/admin',
      '/admin/bookings',
      `/admin/bookings/${booking.id}/show`,
      `/admin/bookings/${booking.conversation.id}`,
      '/admin/messages',
      `/admin/messages/booking/${booking.conversation.id}`,
      ...data.direct.map((c: { id: string }) => `/admin/messages/direct/${c.id}`),
      '/admin/users',
      `/admin/users/${data.users[0].id}`,
      '/admin/payoffs',
      '/admin/payoffs-history',
      '/admin/receipts',
      ...data.receipts.map((r: { id: string }) => `/admin/receipts/${r.id}/show`),
      '/admin/vetting',
      '/admin/star',
      '/admin/star/create',
      ...data.stars.map((s: { id: string }) => `/admin/star/${s.id}`),
      '/admin/support',
      ...data.supportRequests.map((s: { id: string }) => `/admin/support/${s.id}`),
      '/admin/jobs',
      '/admin/dac7',
    ];
  } finally {
    await api.dispose();
  }
}

/**
 * A function that opens a route in `page` and waits until it has rendered; it returns the HTTP
 * status (200 for a back-office route after the first, which moves the app's router instead of
 * loading the whole app again).
 */
export function routeOpener(page: Page) {
  let inFlight = 0;
  let adminLoaded = false;
  page.on('request', () => inFlight++);
  page.on('requestfinished', () => inFlight--);
  page.on('requestfailed', () => inFlight--);
  return async (route: string): Promise<number> => {
    let status = 200;
    if (route.startsWith('/admin') && adminLoaded) {
      await page.evaluate((path) => {
        history.pushState({}, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
      }, route);
    } else {
      status = (await page.goto(route))?.status() ?? 0;
    }
    if (route.startsWith('/admin')) {
      adminLoaded = true;
      // It renders in the browser: wait for its content, then until its code and data have come
      // (no request under way for half a second) and no view is still loading.
      await page.locator('#main-content, .RaLayout-content').first().waitFor();
      let quietSince = Date.now();
      await expect
        .poll(
          () => {
            if (inFlight > 0) quietSince = Date.now();
            return Date.now() - quietSince;
          },
          { intervals: [100], timeout: 20_000 },
        )
        .toBeGreaterThanOrEqual(500);
      await expect(page.locator('.RaLayout-content [role="progressbar"]')).toHaveCount(0);
    }
    return status;
  };
}
