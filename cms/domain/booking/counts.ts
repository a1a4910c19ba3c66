/**
 * How many bookings people have, in every state: a customer's own requests and a talent's received
 * bookings (those hang off the talent profile), a booking counted once per person. One grouped
 * statement for a whole page of people (the back office's user list), not one count per row.
 */
type RawReader = { $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T> };

export async function bookingCountsOf(db: RawReader, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  // Both halves reuse $1…$n.
  const list = userIds.map((_, i) => `$${i + 1}`).join(', ');
  // Each person's bookings as customer (a covering index), plus those they received as talent
  // that were not their own request — so a booking counts once per person, as `OR` would. Summing
  // two grouped counts needs no sort of bookings; a UNION of (person, booking) pairs sorted 50,000
  // pairs (200–260 ms against 55 ms at 50,000 bookings, bench/backoffice.mjs).
  const rows = await db.$queryRawUnsafe<{ who: string; n: number | bigint }[]>(
    `SELECT x."who" AS who, sum(x."n") AS n FROM (` +
      `SELECT b."customer" AS who, count(*) AS n FROM "Booking" b WHERE b."customer" IN (${list}) GROUP BY b."customer" ` +
      `UNION ALL SELECT t."user" AS who, count(*) AS n FROM "Booking" b JOIN "TalentProfile" t ON t."id" = b."talent" ` +
      `WHERE t."user" IN (${list}) AND (b."customer" IS NULL OR b."customer" <> t."user") GROUP BY t."user"` +
      `) x GROUP BY x."who"`,
    ...userIds,
  );
  return new Map(rows.map((row) => [String(row.who), Number(row.n)]));
}
