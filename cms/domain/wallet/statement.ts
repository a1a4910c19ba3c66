/**
 * The talent's statement of earnings (opgørelse) for a Copenhagen calendar month or year, derived
 * from the ledger (cms/domain/ledger.ts), so it matches the ledger to the øre.
 *
 * A line is the talent's when it names them, or names no talent (MixBuddy's lines) and belongs to
 * one of their bookings. The talent's lines of a ledger transaction in one Copenhagen month count as
 * one statement line:
 * - MixBuddy's fee       = −Σ `platform_commission` of the talent's bookings (a refund gives it back);
 * - net earnings         = −Σ `talent_pending` + `talent_available` of booking transactions
 *                          (paid: +talent share; cancelled: −refunded share; released: 0, only moved);
 * - gross booking value  = fee + net (what the customers paid for the talent's bookings, less refunds);
 * - moms of the fee      = `vatOfFee` per transaction (as each receipt or credit note shows it), summed;
 * - payouts              = Σ `talent_payout` debits: payoffs transferred to the bank (`payoffPaid`).
 * Payoff approvals only move money between the talent's own accounts and count nowhere.
 *
 * The month totals are also kept per talent and month (StatementMonth): the database adds each
 * ledger line's share by the same rules in the statement that inserts it (migration
 * `*_statement_months`), so the year view reads twelve rows instead of a busy talent's year of
 * lines; the month view, the PDF and the CSV read the lines themselves. The same rows keep the
 * DAC7 figures of the month (cms/domain/dac7/report.ts).
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
import { groupedBy, type LedgerLine, talentTransactions } from './transactions';

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

/** A transaction's lines by Copenhagen month: a year's statement counts each month's part where it falls. */
const byMonth = (group: LedgerLine[]) => groupedBy(group, (line) => copenhagenParts(line.createdAt).month);

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/**
 * The statement of a month (`month` 1–12) or a whole year (`month` null). `lines: false` leaves
 * the lines out (`lines` is empty) and reads the month totals kept beside the ledger: the page's
 * year view shows only those, so it reads twelve rows, not a busy talent's thousands of lines.
 */
export async function statementFor(
  context: KeystoneContext,
  actor: Actor,
  input: StatementPeriodInput,
  options: { lines?: boolean } = {},
): Promise<Statement> {
  const { year, month, talentId: requested } = parseInput(statementPeriodSchema, input);
  const talentId = await statementTalentId(context, actor, requested || undefined);
  const period = { year, month };
  const { from, to } = periodBounds(period);
  const monthsOf = month ? [month] : MONTHS;
  if (options.lines === false) {
    // The profile and its kept month totals in one statement (a row per month kept, or one with
    // no month when none is): the year page reads these twelve rows and nothing of the ledger.
    const rows = (await context.prisma.$queryRawUnsafe(
      `SELECT p."displayName", p."cvr", m."month", m."gross", m."fee", m."vat", m."net", m."payouts"
         FROM "TalentProfile" p
         LEFT JOIN "StatementMonth" m ON m."talent" = p."id" AND m."year" = $2 AND m."month" = ANY($3::int[])
        WHERE p."id" = $1`,
      talentId,
      year,
      monthsOf,
    )) as ({ displayName: string; cvr: string | null; month: number | null } & StatementTotals)[];
    if (rows.length === 0) throw notFound('Opgørelsen findes ikke');
    const head = { talentId, talentName: rows[0].displayName, cvr: rows[0].cvr || null, period, from, to };
    const kept = rows.filter((row) => row.month !== null);
    const months = monthsOf.map((m) => ({ month: m, totals: addTotals(kept.filter((row) => row.month === m)) }));
    return { ...head, lines: [], totals: addTotals(months.map((m) => m.totals)), months };
  }
  const profile = await context.prisma.talentProfile.findUnique({ where: { id: talentId }, select: { displayName: true, cvr: true } });
  if (!profile) throw notFound('Opgørelsen findes ikke');
  const head = { talentId, talentName: profile.displayName, cvr: profile.cvr || null, period, from, to };
  // The talent's own lines, and MixBuddy's lines of the talent's bookings (those name no talent).
  const transactions = await talentTransactions(context.prisma, talentId, from, to);
  const lines = transactions
    .flatMap(byMonth)
    .map(lineOf)
    .filter((line) => line.gross || line.fee || line.net || line.payouts);
  const months = monthsOf.map((m) => ({ month: m, totals: addTotals(lines.filter((line) => copenhagenParts(line.at).month === m)) }));
  return { ...head, lines, totals: addTotals(lines), months };
}

/**
 * Rebuilds the kept month totals of `talentIds` from their ledger as it now is, inside the caller's
 * transaction: for the pruning job, which removes ledger lines and the bookings that made
 * MixBuddy's lines a talent's (cms/domain/privacy/prune.ts).
 */
export function rebuildStatementMonths(prisma: any, talentIds: string[]) {
  if (talentIds.length === 0) return [];
  return [
    prisma.statementMonth.deleteMany({ where: { talentId: { in: talentIds } } }),
    // Their own lines, and MixBuddy's lines of their bookings, each through its index.
    prisma.$executeRaw`SELECT statement_months_add(ARRAY(
      SELECT e."id" FROM "LedgerEntry" e WHERE e."talent" = ANY(${talentIds}::text[])
      UNION ALL
      SELECT e."id" FROM "Booking" b JOIN "LedgerEntry" e ON e."booking" = b."id" AND e."talent" IS NULL
       WHERE b."talent" = ANY(${talentIds}::text[])))`,
    // The DAC7 columns (migration `*_dac7_months`) from every line naming them or of their
    // bookings, and only their own months: another talent's line on their booking is new to nobody.
    prisma.$executeRaw`SELECT dac7_months_add(ARRAY(
      SELECT e."id" FROM "LedgerEntry" e WHERE e."talent" = ANY(${talentIds}::text[])
      UNION
      SELECT e."id" FROM "Booking" b JOIN "LedgerEntry" e ON e."booking" = b."id"
       WHERE b."talent" = ANY(${talentIds}::text[])), ${talentIds}::text[])`,
  ];
}
