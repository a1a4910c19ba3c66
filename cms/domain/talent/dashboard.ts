/**
 * The figures on the talent's dashboard, read with the talent's own rights (Keystone narrows
 * bookings and ledger entries to their own):
 * - upcoming bookings: accepted or paid, not yet started;
 * - open requests with their answer deadline (`respondByFor`: 48 h, never after the event);
 * - earned this month: credits to the talent's available wallet account since the 1st of the
 *   month in Copenhagen (earnings become available after a completed event), and what is still
 *   pending for paid events that have not happened yet (both from `balancesOf`, cms/domain/ledger.ts);
 * - response rate: answered requests (accepted or declined) out of answered + expired ones.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { findAll } from '../../db/find-all';
import { respondByFor } from '../booking-states';
import { balancesOf } from '../ledger';
import { startOfMonthInCopenhagen } from '../time';
import { findOwnProfile } from './profile';

export type DashboardBooking = {
  id: string;
  startsAt: Date;
  guests: number;
  status: string;
  menuTitle: string;
  city: string;
  totalAmount: number;
  talentAmount: number;
  respondBy: Date | null;
};

export async function talentDashboard(context: KeystoneContext, now = new Date()) {
  const profile = await findOwnProfile(context);
  if (!profile) return null;
  // The talent's own rows, scoped to their profile here: relationship filters are admin-only in
  // the API (cms/lists/shared.ts `publicFilters`), so the domain reads them with sudo.
  const sudo = context.sudo();
  const mine = { talent: { id: { equals: profile.id } } };
  const [bookings, balances] = await Promise.all([
    // All of them: the figures are sums and rates, so a page of maxTake rows would be wrong.
    findAll(sudo.query.Booking, {
      where: mine,
      query: 'id startsAt guests status city totalAmount talentAmount respondBy createdAt acceptedAt menu { title }',
      orderBy: [{ startsAt: 'asc' }],
    }),
    balancesOf(sudo.prisma, profile.id, { earnedSince: startOfMonthInCopenhagen(now) }),
  ]);

  const toRow = (b: Record<string, any>): DashboardBooking => ({
    id: b.id,
    startsAt: new Date(b.startsAt),
    guests: b.guests,
    status: b.status,
    menuTitle: b.menu?.title ?? '',
    city: b.city ?? '',
    totalAmount: b.totalAmount,
    talentAmount: b.talentAmount,
    respondBy:
      b.status === 'requested' ? (b.respondBy ? new Date(b.respondBy) : respondByFor(new Date(b.createdAt), new Date(b.startsAt))) : null,
  });

  const upcoming = bookings.filter((b) => ['accepted', 'paid'].includes(b.status) && new Date(b.startsAt) > now).map(toRow);
  const openRequests = bookings
    .filter((b) => b.status === 'requested')
    .map(toRow)
    .filter((b) => b.respondBy! > now)
    .sort((a, b) => a.respondBy!.getTime() - b.respondBy!.getTime());

  const answered = bookings.filter((b) => b.acceptedAt || b.status === 'declined').length;
  const unanswered = bookings.filter((b) => b.status === 'expired' && !b.acceptedAt).length;
  const responseRate = answered + unanswered > 0 ? Math.round((answered / (answered + unanswered)) * 100) : null;

  return { profile, upcoming, openRequests, earnedThisMonth: balances.earned, pending: balances.pending, responseRate };
}
