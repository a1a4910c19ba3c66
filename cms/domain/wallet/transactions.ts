/**
 * The ledger's lines grouped by transaction, as the wallet reads them: the payment history
 * (history.ts), the statement (statement.ts) and the DAC7 figures (dac7/report.ts) read the same
 * columns the same way. Read with Prisma; each caller scopes `where` to what its reader may see.
 */
import type { KeystoneContext } from '@keystone-6/core/types';

/** One ledger line with what the readers need of it, and whose talent and booking it is. */
export type LedgerLine = {
  transactionId: string;
  account: string;
  amount: number;
  createdAt: Date;
  bookingId: string | null;
  payoffId: string | null;
  talentId: string | null;
  booking: { talentId: string | null; status: string; startsAt: Date; menu: { title: string } | null } | null;
};

/** `items` in groups of the same key, in the order each key first appears. */
export function groupedBy<T, K>(items: readonly T[], keyOf: (item: T) => K): T[][] {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups.values()];
}

const byTransaction = (line: LedgerLine) => line.transactionId;

const lineSelect = {
  transactionId: true,
  account: true,
  amount: true,
  createdAt: true,
  bookingId: true,
  payoffId: true,
  talentId: true,
  booking: { select: { talentId: true, status: true, startsAt: true, menu: { select: { title: true } } } },
} as const;

/**
 * The transactions whose lines match `where`, each a group of its lines, in the order they were
 * posted (`newestFirst`: the reverse); `take` lines at most, so the last group may be cut short.
 */
export async function ledgerTransactions(
  db: KeystoneContext['prisma'],
  where: Record<string, unknown>,
  { newestFirst = false, take }: { newestFirst?: boolean; take?: number } = {},
): Promise<LedgerLine[][]> {
  const order = newestFirst ? 'desc' : 'asc';
  const lines: LedgerLine[] = await db.ledgerEntry.findMany({
    where,
    orderBy: [{ createdAt: order }, { id: order }],
    take,
    select: lineSelect,
  });
  return groupedBy(lines, byTransaction);
}

/**
 * One talent's transactions posted in [from, to), as `ledgerTransactions` gives them: their own
 * lines and MixBuddy's lines of their bookings, in one statement that reads this talent's lines
 * only — their own through the (talent, createdAt) index, a booking's through the booking index,
 * booking by booking. The same filter through Prisma (`OR` with `booking: { talentId }`) made
 * PostgreSQL walk every talent's lines of the period. `OFFSET 0` keeps each LATERAL a lookup per
 * row: flattened into joins, the planner scanned the whole ledger and every booking instead.
 * Still proportional to the talent's lines in the period: the month view of the statement, its
 * PDF and CSV (a year's figures come from the month rows, StatementMonth).
 */
export async function talentTransactions(db: KeystoneContext['prisma'], talentId: string, from: Date, to: Date): Promise<LedgerLine[][]> {
  const rows = (await db.$queryRawUnsafe(
    `SELECT e."transactionId", e."account", e."amount", e."createdAt", e."booking" AS "bookingId", e."payoff" AS "payoffId",
            e."talent" AS "talentId", b."talent" AS "bookingTalentId", b."status" AS "bookingStatus", b."startsAt" AS "bookingStartsAt",
            b."title" AS "menuTitle"
       FROM (SELECT l.* FROM "LedgerEntry" l WHERE l."talent" = $1 AND l."createdAt" >= $2 AND l."createdAt" < $3
             UNION
             SELECT l.* FROM "Booking" own,
                    LATERAL (SELECT x.* FROM "LedgerEntry" x
                              WHERE x."booking" = own."id" AND x."createdAt" >= $2 AND x."createdAt" < $3 OFFSET 0) l
              WHERE own."talent" = $1) e
       LEFT JOIN LATERAL (SELECT bb."talent", bb."status", bb."startsAt", m."title"
                            FROM "Booking" bb LEFT JOIN "Menu" m ON m."id" = bb."menu"
                           WHERE bb."id" = e."booking" OFFSET 0) b ON true
      ORDER BY e."createdAt", e."id"`,
    talentId,
    from,
    to,
  )) as Record<string, any>[];
  const lines = rows.map((row): LedgerLine => ({
    transactionId: row.transactionId,
    account: row.account,
    amount: row.amount,
    createdAt: new Date(row.createdAt),
    bookingId: row.bookingId,
    payoffId: row.payoffId,
    talentId: row.talentId,
    booking: row.bookingId
      ? {
          talentId: row.bookingTalentId,
          status: row.bookingStatus,
          startsAt: new Date(row.bookingStartsAt),
          menu: row.menuTitle != null ? { title: row.menuTitle } : null,
        }
      : null,
  }));
  return groupedBy(lines, byTransaction);
}
