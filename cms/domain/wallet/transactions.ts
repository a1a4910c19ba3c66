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
  const transactions = new Map<string, LedgerLine[]>();
  for (const line of lines) {
    const group = transactions.get(line.transactionId);
    if (group) group.push(line);
    else transactions.set(line.transactionId, [line]);
  }
  return [...transactions.values()];
}
