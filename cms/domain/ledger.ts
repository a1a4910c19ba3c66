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
 * Every posting is made by one named builder in `postings` (one per business event), so the
 * webhook, the booking operations, the wallet and the demo seed write the same lines; and every
 * balance is read through `balancesOf`, so the wallet, the payoff check and the talent dashboard
 * agree. A talent's available balance is minus the sum of their `talent_available` entries.
 */
import { randomUUID } from 'node:crypto';
import type { KeystoneContext } from '@keystone-6/core/types';
import type { Actor } from './actor';
import { splitAmount } from './commission';
import { forbidden } from './errors';

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

/** Writes one balanced transaction on its own (the demo data), as `postTransactionInTx` writes it. */
export async function postTransaction(context: KeystoneContext, lines: LedgerLine[], createdAt?: Date) {
  return postTransactionInTx(context.prisma, lines, createdAt);
}

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

// ── The postings, one builder per business event ─────────────────────────────────────────────
/** What a posting needs of a booking (its frozen price split). */
export type LedgerBooking = { id: string; talentId: string | null; totalAmount: number; commissionAmount: number; talentAmount: number };
/** What a posting needs of a payoff. */
export type LedgerPayoff = { id: string; talentId: string; amount: number };

/** Returns the lines once they are known to balance, so no writer gets an unbalanced builder's lines. */
function balanced(lines: LedgerLine[]) {
  assertBalanced(lines);
  return lines;
}

export const postings = {
  /** Stripe confirmed the customer's payment: the commission is ours, the rest pending for the talent. */
  bookingPaid(booking: LedgerBooking): LedgerLine[] {
    const what = `booking ${booking.id}`;
    return balanced([
      { account: 'stripe_clearing', amount: booking.totalAmount, bookingId: booking.id, description: `Betaling for ${what}` },
      { account: 'platform_commission', amount: -booking.commissionAmount, bookingId: booking.id, description: `Kommission af ${what}` },
      {
        account: 'talent_pending',
        amount: -booking.talentAmount,
        talentId: booking.talentId!,
        bookingId: booking.id,
        description: `Honorar for ${what}`,
      },
    ]);
  },

  /** Money arrived for a booking that can no longer take it (`status` names why): booked in and straight back out. */
  paymentUnpayable(booking: { id: string; status: string }, amount: number): LedgerLine[] {
    const what = `booking ${booking.id}`;
    return balanced([
      { account: 'stripe_clearing', amount, bookingId: booking.id, description: `Betaling for ${what}, som ikke kan gennemføres` },
      {
        account: 'customer_refunds',
        amount: -amount,
        bookingId: booking.id,
        description: `Refundering af betaling for ${what} (${booking.status})`,
      },
    ]);
  },

  /**
   * A paid booking is cancelled with `refundAmount` øre back to the customer: the refunded share
   * of commission and pending earnings is reversed, the talent's kept share becomes available.
   */
  bookingCancelled(booking: LedgerBooking, refundAmount: number): LedgerLine[] {
    const what = `annulleret booking ${booking.id}`;
    const refundSplit = splitAmount(refundAmount);
    const talentRefund = Math.min(refundSplit.talentAmount, booking.talentAmount);
    const commissionRefund = refundAmount - talentRefund;
    const kept = booking.talentAmount - talentRefund;
    const lines: LedgerLine[] = [];
    if (refundAmount > 0) {
      lines.push(
        {
          account: 'talent_pending',
          amount: talentRefund,
          talentId: booking.talentId!,
          bookingId: booking.id,
          description: `Refundering af ${what}`,
        },
        { account: 'platform_commission', amount: commissionRefund, bookingId: booking.id, description: `Refundering af ${what}` },
        { account: 'customer_refunds', amount: -refundAmount, bookingId: booking.id, description: `Refundering af ${what}` },
      );
    }
    if (kept > 0) {
      lines.push(
        {
          account: 'talent_pending',
          amount: kept,
          talentId: booking.talentId!,
          bookingId: booking.id,
          description: `Afbestillingsgebyr for ${what}`,
        },
        {
          account: 'talent_available',
          amount: -kept,
          talentId: booking.talentId!,
          bookingId: booking.id,
          description: `Afbestillingsgebyr for ${what}`,
        },
      );
    }
    return balanced(lines.filter((line) => line.amount !== 0));
  },

  /** The complaint window after a completed booking has passed: pending → available. */
  earningsReleased(booking: LedgerBooking): LedgerLine[] {
    const what = `gennemført booking ${booking.id}`;
    return balanced([
      {
        account: 'talent_pending',
        amount: booking.talentAmount,
        talentId: booking.talentId!,
        bookingId: booking.id,
        description: `Klagefristen er udløbet: ${what}`,
      },
      {
        account: 'talent_available',
        amount: -booking.talentAmount,
        talentId: booking.talentId!,
        bookingId: booking.id,
        description: `Til rådighed: ${what}`,
      },
    ]);
  },

  /** An admin approved a payoff: the amount leaves the available balance (available → payout). */
  payoffApproved(payoff: LedgerPayoff): LedgerLine[] {
    const line = { talentId: payoff.talentId, payoffId: payoff.id, description: 'Udbetaling godkendt' };
    return balanced([
      { account: 'talent_available', amount: payoff.amount, ...line },
      { account: 'talent_payout', amount: -payoff.amount, ...line },
    ]);
  },

  /** The bank transfer is done: the money left our account (payout → stripe_clearing). */
  payoffPaid(payoff: LedgerPayoff): LedgerLine[] {
    const description = 'Udbetalt til bankkonto';
    return balanced([
      { account: 'talent_payout', amount: payoff.amount, talentId: payoff.talentId, payoffId: payoff.id, description },
      { account: 'stripe_clearing', amount: -payoff.amount, payoffId: payoff.id, description },
    ]);
  },
};

// ── Balances ──────────────────────────────────────────────────────────────────────────────────
/** Payoff states that reserve money: approval already moved it out of `talent_available`. */
const RESERVING = ['requested'];

export type Balances = {
  /** øre the talent may ask to be paid: −Σ talent_available */
  available: number;
  /** øre for paid bookings not yet released: −Σ talent_pending */
  pending: number;
  /** øre in payoffs requested and not yet approved */
  reserved: number;
  /** available − reserved (never below 0): what a new payoff may ask for */
  requestable: number;
  /** øre credited to talent_available since `earnedSince` (0 when not asked) */
  earned: number;
};

/**
 * A talent's balances, summed from the ledger through `db` (a Prisma client or a transaction
 * client — inside the talent lock pass the lock's `tx`). `earnedSince` adds the credits to the
 * available account since that instant (the dashboard's "earned this month").
 */
export async function balancesOf(db: any, talentId: string, options: { earnedSince?: Date } = {}): Promise<Balances> {
  // One statement for every figure (the talent's ledger lines through the (talent, createdAt)
  // index, their payoffs through theirs), not one aggregate each.
  const [row] = (await db.$queryRawUnsafe(
    `SELECT
       COALESCE(SUM(l."amount") FILTER (WHERE l."account" = 'talent_available'), 0) AS available,
       COALESCE(SUM(l."amount") FILTER (WHERE l."account" = 'talent_pending'), 0) AS pending,
       COALESCE(SUM(l."amount") FILTER (WHERE l."account" = 'talent_available' AND l."amount" < 0 AND l."createdAt" >= $2), 0) AS earned,
       (SELECT COALESCE(SUM(p."amount"), 0) FROM "Payoff" p WHERE p."talent" = $1 AND p."status" = ANY($3::text[])) AS reserved
     FROM "LedgerEntry" l WHERE l."talent" = $1`,
    talentId,
    options.earnedSince ?? new Date(8.64e15),
    RESERVING,
  )) as { available: bigint | number; pending: bigint | number; earned: bigint | number; reserved: bigint | number }[];
  // Credits are negative lines; `0 - x` (not `-x`) keeps an empty sum a plain 0, never -0.
  const credit = (sum: bigint | number) => 0 - Number(sum);
  const available = credit(row.available);
  const reserved = Number(row.reserved);
  return { available, pending: credit(row.pending), reserved, requestable: Math.max(0, available - reserved), earned: credit(row.earned) };
}

/**
 * MixBuddy's net commission booked in [from, to): credits to `platform_commission` minus the
 * refunded commission, in øre (the back office's dashboard figure). Admins only.
 */
export async function platformCommission(context: KeystoneContext, actor: Actor, range: { from: Date; to?: Date | null }) {
  if (actor.role !== 'admin') throw forbidden('Kun MixBuddy kan se omsætningen');
  const createdAt = { gte: range.from, ...(range.to ? { lt: range.to } : {}) };
  const result = await context.prisma.ledgerEntry.aggregate({
    where: { account: 'platform_commission', createdAt },
    _sum: { amount: true },
  });
  return -(result._sum.amount ?? 0);
}
