/** The dashboard's sums, kept apart from the view so they can be tested. */
export type MonthBooking = { totalAmount: number; status: string };

/** Booking states whose money MixBuddy has and keeps (paid, or paid and done). */
export const earningStatuses = ['paid', 'completed'] as const;

/** Revenue of bookings paid this month, in øre, and how many there are. */
export function monthTotals(bookings: readonly MonthBooking[]) {
  return bookings
    .filter((b) => (earningStatuses as readonly string[]).includes(b.status))
    .reduce((sum, b) => ({ revenue: sum.revenue + b.totalAmount, count: sum.count + 1 }), { revenue: 0, count: 0 });
}

/**
 * MixBuddy's net commission since `from`, read from the ledger (cms/graphql/ledger.ts): what the
 * platform_commission account was credited, less commission given back with refunds.
 */
export const platformCommissionQuery = 'query BackofficePlatformCommission($from: DateTime!) { platformCommission(from: $from) }';

/** `/admin/bookings?filter={…}` — the list a figure stands for. */
export const listUrl = (basename: string, resource: string, filter?: Record<string, unknown>) =>
  `${basename}/${resource}${filter ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : ''}`;
