/** The dashboard's queries and links, kept apart from the view. Both money figures are summed by the server. */

/**
 * The total and number of the bookings paid since `from` and still paid or completed
 * (cms/graphql/ledger.ts), so the figure stays right however many bookings a month has.
 */
export const paidRevenueQuery = 'query BackofficePaidRevenue($from: DateTime!) { paidRevenue(from: $from) { amount count } }';

/**
 * MixBuddy's net commission since `from`, read from the ledger (cms/graphql/ledger.ts): what the
 * platform_commission account was credited, less commission given back with refunds.
 */
export const platformCommissionQuery = 'query BackofficePlatformCommission($from: DateTime!) { platformCommission(from: $from) }';

/** `/admin/bookings?filter={…}` — the list a figure stands for. */
export const listUrl = (basename: string, resource: string, filter?: Record<string, unknown>) =>
  `${basename}/${resource}${filter ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : ''}`;
