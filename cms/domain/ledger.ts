/**
 * The ledger: an append-only, double-entry record of every øre.
 *
 * Accounts (positive = debit, negative = credit):
 * - `stripe_clearing`     money Stripe holds for us (debited when a customer pays)
 * - `talent_pending`      a talent's earnings for booked-but-not-yet-completed events (credit)
 * - `talent_available`    a talent's earnings they may ask to be paid (credit)
 * - `talent_payout`       money on its way to / paid to a talent's bank (credit → debit)
 * - `platform_commission` MixBuddy's commission (credit)
 * - `customer_refunds`    money returned to customers
 *
 * A talent's available balance is minus the sum of their `talent_available` entries.
 */
import { randomUUID } from 'node:crypto';
import type { KeystoneContext } from '@keystone-6/core/types';

export const ledgerAccounts = [
  'stripe_clearing',
  'talent_pending',
  'talent_available',
  'talent_payout',
  'platform_commission',
  'customer_refunds',
] as const;

export type LedgerAccount = (typeof ledgerAccounts)[number];

export type LedgerLine = {
  account: LedgerAccount;
  amount: number;
  talentId?: string;
  bookingId?: string;
  payoffId?: string;
  description?: string;
};

export class UnbalancedTransactionError extends Error {
  constructor(sum: number) {
    super(`Ledger transaction does not balance (sum ${sum} øre)`);
  }
}

/** Validates that a set of lines is a balanced transaction of whole øre. */
export function assertBalanced(lines: LedgerLine[]) {
  if (lines.length < 2) throw new UnbalancedTransactionError(lines[0]?.amount ?? 0);
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amount)) throw new Error('Ledger amounts must be whole øre');
  }
  const sum = lines.reduce((total, line) => total + line.amount, 0);
  if (sum !== 0) throw new UnbalancedTransactionError(sum);
}

/** Writes one balanced transaction. `context` must be allowed to create entries (sudo). */
export async function postTransaction(context: KeystoneContext, lines: LedgerLine[], createdAt?: Date) {
  assertBalanced(lines);
  const transactionId = randomUUID();
  const connect = (id?: string) => (id ? { connect: { id } } : undefined);
  await context.db.LedgerEntry.createMany({
    data: lines.map((line) => ({
      transactionId,
      account: line.account,
      amount: line.amount,
      description: line.description ?? '',
      talent: connect(line.talentId),
      booking: connect(line.bookingId),
      payoff: connect(line.payoffId),
      ...(createdAt ? { createdAt } : {}),
    })),
  });
  return transactionId;
}

/** Sum of credits on one of a talent's accounts, as a positive number of øre. */
export async function talentAccountBalance(context: KeystoneContext, talentId: string, account: LedgerAccount) {
  const result = await context.prisma.ledgerEntry.aggregate({
    where: { talentId, account },
    _sum: { amount: true },
  });
  return -(result._sum.amount ?? 0);
}

export const availableBalance = (context: KeystoneContext, talentId: string) =>
  talentAccountBalance(context, talentId, 'talent_available');

/**
 * Writes one balanced transaction through a Prisma transaction client, so the entries commit
 * (or roll back) together with the booking or payoff change they account for.
 */
export async function postTransactionInTx(tx: any, lines: LedgerLine[], createdAt?: Date) {
  assertBalanced(lines);
  const transactionId = randomUUID();
  await tx.ledgerEntry.createMany({
    data: lines.map((line) => ({
      transactionId,
      account: line.account,
      amount: line.amount,
      description: line.description ?? '',
      talentId: line.talentId ?? null,
      bookingId: line.bookingId ?? null,
      payoffId: line.payoffId ?? null,
      ...(createdAt ? { createdAt } : {}),
    })),
  });
  return transactionId;
}
