/** The dashboard's sums, kept apart from the view so they can be tested. */
export type MonthBooking = { totalAmount: number; commissionAmount: number; status: string };

/** Booking states whose money MixBuddy has and keeps (paid, or paid and done). */
export const earningStatuses = ['paid', 'completed'] as const;

/** Revenue and commission of bookings paid this month, in øre. */
export function monthTotals(bookings: readonly MonthBooking[]) {
  return bookings
    .filter((b) => (earningStatuses as readonly string[]).includes(b.status))
    .reduce((sum, b) => ({ revenue: sum.revenue + b.totalAmount, commission: sum.commission + b.commissionAmount, count: sum.count + 1 }), {
      revenue: 0,
      commission: 0,
      count: 0,
    });
}

/** `/admin/bookings?filter={…}` — the list a figure stands for. */
export const listUrl = (basename: string, resource: string, filter?: Record<string, unknown>) =>
  `${basename}/${resource}${filter ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : ''}`;
