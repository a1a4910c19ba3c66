/**
 * The figures on the talent's dashboard, read for the talent's own profile:
 * - upcoming bookings: the next few accepted or paid, not yet started;
 * - open requests with their answer deadline (`respondByFor`: 48 h, never after the event);
 * - earned this month: credits to the talent's available wallet account since the 1st of the
 *   month in Copenhagen (earnings become available after a completed event), and what is still
 *   pending for paid events that have not happened yet (both from `balancesOf`, cms/domain/ledger.ts);
 * - response rate: answered requests (accepted or declined) out of answered + expired ones.
 * The profile comes from the session's profile id, in the same statement as the response rate:
 * with the bookings and the balances, three statements that run at once.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { respondByFor } from '../booking-states';
import { balancesOf } from '../ledger';
import { startOfMonthInCopenhagen } from '../time';
import { talentSession, type OwnProfile } from './profile';

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

/** How many upcoming bookings the dashboard lists (the rest are on /bookings). */
export const UPCOMING_SHOWN = 8;

/** What the dashboard shows of the profile: the greeting, the onboarding checklist, the vetting state. */
export type DashboardProfile = Pick<
  OwnProfile,
  | 'id'
  | 'displayName'
  | 'personalInfoDoneAt'
  | 'presentationDoneAt'
  | 'locationsDoneAt'
  | 'bankDoneAt'
  | 'termsAcceptedAt'
  | 'termsVersion'
  | 'verifiedAt'
  | 'vettingRequestedAt'
  | 'vettingRejectedAt'
  | 'vettingRejectionReason'
>;

const PROFILE_DATES = [
  'personalInfoDoneAt',
  'presentationDoneAt',
  'locationsDoneAt',
  'bankDoneAt',
  'termsAcceptedAt',
  'verifiedAt',
  'vettingRequestedAt',
  'vettingRejectedAt',
] as const;

export async function talentDashboard(context: KeystoneContext, now = new Date()) {
  const profileId = talentSession(context).data.talentProfileId;
  if (!profileId) return null;
  // The talent's own rows, scoped to their profile here. Each figure is one statement that
  // reads only what it shows or counts in SQL: the same cost at 20 bookings and at 2,000.
  const [rows, [rate], balances] = await Promise.all([
    // The next 8 upcoming (accepted or paid, not started) and the open requests (they expire
    // within 48 hours, so there are few), with their menu's title.
    context.prisma.$queryRawUnsafe(
      `(SELECT b."id", b."startsAt", b."guests", b."status", b."city", b."totalAmount", b."talentAmount", b."respondBy", b."createdAt", m."title" AS "menuTitle"
          FROM "Booking" b LEFT JOIN "Menu" m ON m."id" = b."menu"
         WHERE b."talent" = $1 AND b."status" IN ('accepted', 'paid') AND b."startsAt" > $2 ORDER BY b."startsAt" LIMIT $3)
       UNION ALL
       (SELECT b."id", b."startsAt", b."guests", b."status", b."city", b."totalAmount", b."talentAmount", b."respondBy", b."createdAt", m."title"
          FROM "Booking" b LEFT JOIN "Menu" m ON m."id" = b."menu"
         WHERE b."talent" = $1 AND b."status" = 'requested' AND b."startsAt" > $2 ORDER BY b."startsAt" LIMIT 100)`,
      profileId,
      now,
      UPCOMING_SHOWN,
    ) as Promise<Record<string, any>[]>,
    // The profile, and the response rate's counts beside it.
    context.prisma.$queryRawUnsafe(
      `SELECT p."id", p."displayName", ${PROFILE_DATES.map((f) => `p."${f}"`).join(', ')}, p."termsVersion", p."vettingRejectionReason", r.*
         FROM "TalentProfile" p,
              LATERAL (SELECT count(*) FILTER (WHERE "acceptedAt" IS NOT NULL OR "status" = 'declined') AS answered,
                              count(*) FILTER (WHERE "status" = 'expired' AND "acceptedAt" IS NULL) AS unanswered
                         FROM "Booking" WHERE "talent" = p."id") r
        WHERE p."id" = $1`,
      profileId,
    ) as Promise<(Record<string, any> & { answered: bigint | number; unanswered: bigint | number })[]>,
    balancesOf(context.prisma, profileId, { earnedSince: startOfMonthInCopenhagen(now) }),
  ]);
  if (!rate) return null;
  // Dates as the GraphQL API gives them (ISO text), like the other profile reads.
  const profile = {
    id: rate.id,
    displayName: rate.displayName,
    termsVersion: rate.termsVersion,
    vettingRejectionReason: rate.vettingRejectionReason,
    ...Object.fromEntries(PROFILE_DATES.map((f) => [f, rate[f] ? new Date(rate[f]).toISOString() : null])),
  } as DashboardProfile;

  const toRow = (b: Record<string, any>): DashboardBooking => ({
    id: b.id,
    startsAt: new Date(b.startsAt),
    guests: b.guests,
    status: b.status,
    menuTitle: b.menuTitle ?? '',
    city: b.city ?? '',
    totalAmount: b.totalAmount,
    talentAmount: b.talentAmount,
    respondBy:
      b.status === 'requested' ? (b.respondBy ? new Date(b.respondBy) : respondByFor(new Date(b.createdAt), new Date(b.startsAt))) : null,
  });

  const upcoming = rows.filter((b) => b.status !== 'requested').map(toRow);
  const openRequests = rows
    .filter((b) => b.status === 'requested')
    .map(toRow)
    .filter((b) => b.respondBy! > now)
    .sort((a, b) => a.respondBy!.getTime() - b.respondBy!.getTime());

  const answered = Number(rate.answered);
  const unanswered = Number(rate.unanswered);
  const responseRate = answered + unanswered > 0 ? Math.round((answered / (answered + unanswered)) * 100) : null;

  return { profile, upcoming, openRequests, earnedThisMonth: balances.earned, pending: balances.pending, responseRate };
}
