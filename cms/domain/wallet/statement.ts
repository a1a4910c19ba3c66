/**
 * The talent's statement of earnings (opgørelse) for a Copenhagen calendar month or year, derived
 * from the ledger (cms/domain/ledger.ts) — nothing is stored, so it matches the ledger to the øre.
 *
 * A ledger transaction in the period counts by the account lines it wrote:
 * - MixBuddy's fee       = −Σ `platform_commission` of the talent's bookings (a refund gives it back);
 * - net earnings         = −Σ `talent_pending` + `talent_available` of booking transactions
 *                          (paid: +talent share; cancelled: −refunded share; released: 0, only moved);
 * - gross booking value  = fee + net (what the customers paid for the talent's bookings, less refunds);
 * - moms of the fee      = `vatOfFee` per transaction (as each receipt or credit note shows it), summed;
 * - payouts              = Σ `talent_payout` debits: payoffs transferred to the bank (`payoffPaid`).
 * Payoff approvals only move money between the talent's own accounts and count nowhere.
 *
 * Only the talent themself and admins may read a statement (`statementFor`); a talent asking for
 * another talent's is told it does not exist.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { z } from 'zod';
import type { Actor } from '../actor';
import { vatOfFee } from '../commission';
import { forbidden, notFound, parseInput } from '../errors';
import { copenhagenParts, copenhagenTime } from '../time';
import { ownTalentProfileId } from './index';
import { type LedgerLine, ledgerTransactions } from './transactions';

export type StatementTotals = { gross: number; fee: number; vat: number; net: number; payouts: number };
export type StatementLineKind = 'booking' | 'cancellation' | 'payout' | 'adjustment';
export type StatementLine = StatementTotals & { at: Date; kind: StatementLineKind; menuTitle: string | null; bookingStartsAt: Date | null };
export type StatementPeriod = { year: number; month: number | null };
export type Statement = {
  talentId: string;
  talentName: string;
  cvr: string | null;
  period: StatementPeriod;
  from: Date;
  to: Date;
  lines: StatementLine[];
  totals: StatementTotals;
  /** Per Copenhagen month of the period (12 rows for a year, 1 for a month). */
  months: { month: number; totals: StatementTotals }[];
};

export const statementPeriodSchema = z.object({
  year: z.coerce.number({ error: 'Vælg et år' }).int('Vælg et år').min(2020, 'Vælg et år fra 2020').max(2100, 'Vælg et år'),
  month: z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? null : value),
    z.coerce.number().int('Vælg en måned').min(1, 'Vælg en måned').max(12, 'Vælg en måned').nullable(),
  ),
  talentId: z.string().trim().max(64).optional(),
});
export type StatementPeriodInput = z.input<typeof statementPeriodSchema>;

export const zeroTotals = (): StatementTotals => ({ gross: 0, fee: 0, vat: 0, net: 0, payouts: 0 });

/** The first instant of a Copenhagen month (month 13 = January of the next year). */
function monthStart(year: number, month: number) {
  return copenhagenTime({ year: year + Math.floor((month - 1) / 12), month: ((month - 1) % 12) + 1, day: 1 }, '00:00');
}

/** [from, to) of a period in Copenhagen time. */
export function periodBounds({ year, month }: StatementPeriod) {
  return month
    ? { from: monthStart(year, month), to: monthStart(year, month + 1) }
    : { from: monthStart(year, 1), to: monthStart(year + 1, 1) };
}

/** The moms inside a fee, mirrored for a fee given back, so a refund's moms is exactly minus the payment's. */
const vatOf = (fee: number) => (fee < 0 ? -vatOfFee(-fee).vat : vatOfFee(fee).vat);

/** One transaction's share of the statement (see the header). */
export function lineOf(group: LedgerLine[]): StatementLine {
  const sum = (...accounts: string[]) => group.filter((e) => accounts.includes(e.account)).reduce((total, e) => total + e.amount, 0);
  const at = group.reduce((first, e) => (e.createdAt < first ? e.createdAt : first), group[0].createdAt);
  const booking = group.find((e) => e.booking)?.booking ?? null;
  const base = { at, menuTitle: booking?.menu?.title ?? null, bookingStartsAt: booking?.startsAt ?? null };
  if (group.some((e) => e.account === 'talent_payout')) {
    const payouts = group.filter((e) => e.account === 'talent_payout' && e.amount > 0).reduce((total, e) => total + e.amount, 0);
    return { ...base, kind: 'payout', gross: 0, fee: 0, vat: 0, net: 0, payouts };
  }
  const fee = -sum('platform_commission');
  const net = -sum('talent_pending', 'talent_available');
  const kind: StatementLineKind = !group.some((e) => e.bookingId) ? 'adjustment' : fee + net < 0 ? 'cancellation' : 'booking';
  return { ...base, kind, gross: fee + net, fee, vat: vatOf(fee), net, payouts: 0 };
}

export function addTotals(lines: StatementTotals[]): StatementTotals {
  const totals = zeroTotals();
  for (const line of lines) {
    totals.gross += line.gross;
    totals.fee += line.fee;
    totals.vat += line.vat;
    totals.net += line.net;
    totals.payouts += line.payouts;
  }
  return totals;
}

/** Which talent's statement the actor may read: their own; admins any (by id). */
async function statementTalentId(context: KeystoneContext, actor: Actor, requested?: string) {
  if (actor.role === 'admin') {
    if (!requested) throw notFound('Vælg et talent');
    return requested;
  }
  if (actor.role !== 'talent') throw forbidden('Kun talenter har en opgørelse');
  const own = await ownTalentProfileId(context, actor);
  if (requested && requested !== own) throw notFound('Opgørelsen findes ikke');
  return own;
}

/**
 * Each transaction of the period summed by the database (one row per transaction, not per line,
 * and no booking or menu read): what `lineOf` needs for the totals, without the line texts.
 */
async function transactionTotals(context: KeystoneContext, talentId: string, from: Date, to: Date) {
  const rows = (await context.prisma.$queryRawUnsafe(
    `SELECT min(l."createdAt") AS "at",
            bool_or(l."account" = 'talent_payout') AS "payout",
            COALESCE(sum(l."amount") FILTER (WHERE l."account" = 'talent_payout' AND l."amount" > 0), 0) AS "payouts",
            COALESCE(sum(l."amount") FILTER (WHERE l."account" = 'platform_commission'), 0) AS "commission",
            COALESCE(sum(l."amount") FILTER (WHERE l."account" IN ('talent_pending', 'talent_available')), 0) AS "talent",
            bool_or(l."booking" IS NOT NULL) AS "booked"
       FROM (
         -- The talent's own lines (the (talent, createdAt) index), and MixBuddy's lines of the
         -- talent's bookings (through the talent's bookings): an OR of the two read every line of the period.
         SELECT e."transactionId", e."createdAt", e."account", e."amount", e."booking" FROM "LedgerEntry" e
          WHERE e."talent" = $1 AND e."createdAt" >= $2 AND e."createdAt" < $3
         UNION ALL
         SELECT e."transactionId", e."createdAt", e."account", e."amount", e."booking" FROM "Booking" b JOIN "LedgerEntry" e ON e."booking" = b."id"
          WHERE b."talent" = $1 AND e."talent" IS NULL AND e."createdAt" >= $2 AND e."createdAt" < $3
       ) l
      GROUP BY l."transactionId"`,
    talentId,
    from,
    to,
  )) as { at: Date; payout: boolean; payouts: bigint | number; commission: bigint | number; talent: bigint | number; booked: boolean }[];
  return rows.map((row): StatementLine => {
    const base = { at: new Date(row.at), menuTitle: null, bookingStartsAt: null };
    if (row.payout) return { ...base, kind: 'payout', gross: 0, fee: 0, vat: 0, net: 0, payouts: Number(row.payouts) };
    // As `lineOf`: `0 - x` keeps an empty sum 0, not -0.
    const fee = 0 - Number(row.commission);
    const net = 0 - Number(row.talent);
    const kind: StatementLineKind = !row.booked ? 'adjustment' : fee + net < 0 ? 'cancellation' : 'booking';
    return { ...base, kind, gross: fee + net, fee, vat: vatOf(fee), net, payouts: 0 };
  });
}

/**
 * The statement of a month (`month` 1–12) or a whole year (`month` null). `lines: false` leaves
 * the lines out (`lines` is empty) and sums each transaction in the database: the page's year view
 * shows only month totals, so it need not read a busy talent's thousands of ledger lines.
 */
export async function statementFor(
  context: KeystoneContext,
  actor: Actor,
  input: StatementPeriodInput,
  options: { lines?: boolean } = {},
): Promise<Statement> {
  const { year, month, talentId: requested } = parseInput(statementPeriodSchema, input);
  const talentId = await statementTalentId(context, actor, requested || undefined);
  const profile = await context.prisma.talentProfile.findUnique({ where: { id: talentId }, select: { displayName: true, cvr: true } });
  if (!profile) throw notFound('Opgørelsen findes ikke');
  const period = { year, month };
  const { from, to } = periodBounds(period);
  if (options.lines === false) {
    const sums = (await transactionTotals(context, talentId, from, to)).filter(
      (line) => line.gross || line.fee || line.net || line.payouts,
    );
    const monthsOf = month ? [month] : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    const months = monthsOf.map((m) => ({ month: m, totals: addTotals(sums.filter((line) => copenhagenParts(line.at).month === m)) }));
    return {
      talentId,
      talentName: profile.displayName,
      cvr: profile.cvr || null,
      period,
      from,
      to,
      lines: [],
      totals: addTotals(sums),
      months,
    };
  }
  // The talent's own lines, and MixBuddy's commission lines of the talent's bookings (those carry no talent).
  const transactions = await ledgerTransactions(context.prisma, {
    createdAt: { gte: from, lt: to },
    OR: [{ talentId }, { booking: { talentId } }],
  });
  const lines = transactions.map(lineOf).filter((line) => line.gross || line.fee || line.net || line.payouts);
  const monthsOf = month ? [month] : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  const months = monthsOf.map((m) => ({ month: m, totals: addTotals(lines.filter((line) => copenhagenParts(line.at).month === m)) }));
  return { talentId, talentName: profile.displayName, cvr: profile.cvr || null, period, from, to, lines, totals: addTotals(lines), months };
}
