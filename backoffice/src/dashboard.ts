/**
 * The dashboard's two queries and its links, kept apart from the view. Every figure of /admin comes
 * from two GraphQL requests sent together: what needs the admin today (Keystone's `*Count` fields,
 * aliased, the month's money summed by the server — `paidRevenue`, `platformCommission`:
 * cms/graphql/ledger.ts — and the failed jobs, `failedJobs`: cms/graphql/jobs.ts), and the bookings
 * per status. Two, because one operation may have at most `GRAPHQL_LIMITS.maxAliases` aliases.
 */
import { bookingStatusChoices } from './components/choices';

/** Soon: a request or an unpaid booking whose deadline falls within this (it expires by itself then). */
export const EXPIRES_SOON_MS = 24 * 60 * 60 * 1000;

const statusCounts = bookingStatusChoices
  .map(({ id: status }) => `s_${status}: bookingsCount(where: { status: { equals: "${status}" } })`)
  .join('\n  ');

export const todayQuery = `query BackofficeToday($from: DateTime!, $now: DateTime!, $soon: DateTime!) {
  vetting: talentProfilesCount(where: { verifiedAt: { equals: null }, vettingRequestedAt: { not: { equals: null } }, vettingRejectedAt: { equals: null } })
  payoffsRequested: payoffsCount(where: { status: { equals: "requested" } })
  payoffsApproved: payoffsCount(where: { status: { equals: "approved" } })
  supportNew: supportRequestsCount(where: { status: { equals: "new" } })
  expiringRequests: bookingsCount(where: { status: { equals: "requested" }, respondBy: { gt: $now, lte: $soon } })
  expiringPayments: bookingsCount(where: { status: { equals: "accepted" }, payBy: { gt: $now, lte: $soon } })
  newUsers: usersCount(where: { createdAt: { gte: $from } })
  paidRevenue(from: $from) { amount count }
  platformCommission(from: $from)
  failedJobs { id gaveUp }
}`;

export const statusQuery = `query BackofficeBookingsByStatus {
  bookings: bookingsCount
  ${statusCounts}
}`;

export type Today = {
  vetting: number;
  payoffsRequested: number;
  payoffsApproved: number;
  supportNew: number;
  expiringRequests: number;
  expiringPayments: number;
  newUsers: number;
  bookings: number;
  paidRevenue: { amount: number; count: number };
  platformCommission: number;
  failedJobs: { id: string; gaveUp: boolean }[];
  /** The instants the expiring counts were taken between (their links filter the same). */
  window: { now: string; soon: string };
} & Record<`s_${string}`, number>;

/** `/admin/bookings?filter={…}` — the list a figure stands for. */
export const listUrl = (basename: string, resource: string, filter?: Record<string, unknown>) =>
  `${basename}/${resource}${filter ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : ''}`;
