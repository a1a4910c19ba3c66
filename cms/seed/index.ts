// The recipe that writes the Danish demo data (accounts, talent, menus, bookings, wallet) into an
// empty database: one step per area in cms/seed/steps/, the data itself in the files beside this one.
import type { KeystoneContext } from '@keystone-6/core/types';
import { menus } from './menus';
import { seedAccounts } from './steps/accounts';
import { seedPaymentsAndLedger, seedBookings } from './steps/bookings';
import { seedConversations } from './steps/conversations';
import { seedFavourites, seedReviews, seedStars } from './steps/featured';
import { seedMenus } from './steps/menus';
import { seedPayoffs } from './steps/payoffs';
import { planBookings } from './steps/plan';
import { seedTime, type SeedIds } from './steps/shared';
import { seedTalent } from './steps/talent';
import { seedSellerInformation } from './steps/seller-information';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';

/** Seeds Danish demo data into an empty database. Returns false (and does nothing) if any user exists. */
export async function seedDemoDataIfEmpty(context: KeystoneContext) {
  const sudo = context.sudo();
  if ((await sudo.db.User.count()) > 0) return false;
  const started = performance.now();
  const counts = await sudo.transaction((tx) => seedDemoData(tx, new Date()), { timeout: 60_000, maxWait: 10_000 });
  console.log(`🌱 Seeded demo data in ${Math.round(performance.now() - started)} ms (${counts})`);
  return true;
}

async function seedDemoData(context: KeystoneContext, now: Date) {
  const time = seedTime(now);
  const accounts = await seedAccounts(context, now);
  const talent = await seedTalent(context, now, accounts.userId, accounts.talentJoined);
  const menu = await seedMenus(context, now, talent);
  await seedSellerInformation(context, talent);
  const ids: SeedIds = { user: accounts.userId, talent, menu };

  const planned = planBookings(time);
  const conversationIds = await seedConversations(context, time, planned, ids.user);
  const bookingIds = await seedBookings(context, planned, ids, conversationIds);
  const bookingTransactions = await seedPaymentsAndLedger(context, planned, bookingIds, talent);
  const payoffs = await seedPayoffs(context, time, planned, talent);

  await Promise.all([seedReviews(context, time, planned, bookingIds, ids), seedStars(context, ids), seedFavourites(context, now, ids)]);

  return [
    `${accounts.count} users`,
    `${menus.length} menus`,
    `${planned.length} bookings`,
    `${bookingTransactions + payoffs.transactions} ledger transactions`,
    `${payoffs.payoffs} payoffs`,
  ].join(', ');
}
