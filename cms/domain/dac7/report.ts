/**
 * The DAC7 figures of a calendar year (Copenhagen time), derived from the ledger alone: the report
 * reads the lines; a talent's own figures (/wallet, the January email) read the month rows the
 * database keeps from the same lines by the same rules (StatementMonth), so both equal the ledger
 * to the øre. A ledger transaction counts as the talent's statement
 * counts it (`lineOf`, cms/domain/wallet/statement.ts), in the quarter it was posted:
 * - consideration = what customers paid for the talent's bookings (fee + the talent's share), a
 *   refund subtracting in the quarter it happens;
 * - number of activities = bookings paid in the quarter (a refund does not un-count one);
 * - fees = MixBuddy's commission, a refunded share subtracting;
 * - taxes = 0: MixBuddy withholds no tax.
 * Reportable sellers: every talent with a figure in the year (personal services have no minimum).
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import type { Actor } from '../actor';
import { forbidden } from '../errors';
import { copenhagenParts } from '../time';
import { lineOf, periodBounds } from '../wallet/statement';
import { type LedgerLine, ledgerTransactions } from '../wallet/transactions';
import { ownTalentProfileId } from '../wallet';

export type QuarterFigures = { consideration: number; activities: number; fees: number; taxes: number };
export type SellerFigures = { talentId: string; quarters: QuarterFigures[]; total: QuarterFigures };

export const zeroQuarter = (): QuarterFigures => ({ consideration: 0, activities: 0, fees: 0, taxes: 0 });

export function addQuarters(quarters: QuarterFigures[]): QuarterFigures {
  return quarters.reduce(
    (sum, q) => ({
      consideration: sum.consideration + q.consideration,
      activities: sum.activities + q.activities,
      fees: sum.fees + q.fees,
      taxes: sum.taxes + q.taxes,
    }),
    zeroQuarter(),
  );
}

/** Øre as the report's whole kroner (the schema's MonAmnt has no decimals): half away from zero. */
export const wholeKroner = (ore: number) => Math.sign(ore) * Math.round(Math.abs(ore) / 100);

/** Field by field: figures read back from JSONB come with their keys in another order. */
export const sameFigures = (a: QuarterFigures[], b: QuarterFigures[]) =>
  a.length === b.length &&
  a.every(
    (x, i) => x.consideration === b[i].consideration && x.activities === b[i].activities && x.fees === b[i].fees && x.taxes === b[i].taxes,
  );

/**
 * Every seller's figures of `year` from the ledger lines (the report, the reminders), or only
 * those of `talentId` from the month rows kept beside the ledger (`talentFiguresOfYear`).
 * Callers authorise.
 */
export async function figuresOfYear(context: KeystoneContext, year: number, talentId?: string): Promise<SellerFigures[]> {
  if (talentId) return talentFiguresOfYear(context, year, talentId);
  const { from, to } = periodBounds({ year, month: null });
  const transactions = await ledgerTransactions(context.prisma, {
    createdAt: { gte: from, lt: to },
    OR: [{ talentId: { not: null } }, { bookingId: { not: null } }],
  });
  return figuresOfTransactions(transactions);
}

/** The figures of ledger transactions of one year, by the rules of the header. */
export function figuresOfTransactions(transactions: LedgerLine[][], talentId?: string): SellerFigures[] {
  const sellers = new Map<string, QuarterFigures[]>();
  for (const group of transactions) {
    // The talent's own line names them; a line of MixBuddy's only names the booking.
    const owner = group.find((e) => e.talentId)?.talentId ?? group.find((e) => e.booking?.talentId)?.booking?.talentId ?? null;
    if (!owner || (talentId && owner !== talentId)) continue;
    const line = lineOf(group);
    if (line.kind === 'payout' || (!line.gross && !line.fee)) continue;
    const quarters = sellers.get(owner) ?? [zeroQuarter(), zeroQuarter(), zeroQuarter(), zeroQuarter()];
    const q = quarters[Math.ceil(copenhagenParts(line.at).month / 3) - 1];
    q.consideration += line.gross;
    q.fees += line.fee;
    if (line.kind === 'booking' && line.gross > 0) q.activities += 1;
    sellers.set(owner, quarters);
  }
  return [...sellers.entries()].map(([id, quarters]) => ({ talentId: id, quarters, total: addQuarters(quarters) }));
}

/**
 * One talent's figures of `year` from their month rows (StatementMonth, at most twelve), which
 * the database keeps by the same rules as each ledger line is posted (migration `*_dac7_months`):
 * the same cost at 20 bookings a year as at 2,000. None when no transaction of theirs counted.
 */
async function talentFiguresOfYear(context: KeystoneContext, year: number, talentId: string): Promise<SellerFigures[]> {
  const rows = (await context.prisma.$queryRawUnsafe(
    `SELECT "month", "dac7Consideration", "dac7Fees", "dac7Activities", "dac7Transactions"
       FROM "StatementMonth" WHERE "talent" = $1 AND "year" = $2`,
    talentId,
    year,
  )) as { month: number; dac7Consideration: number; dac7Fees: number; dac7Activities: number; dac7Transactions: number }[];
  if (!rows.some((row) => row.dac7Transactions > 0)) return [];
  const quarters = [zeroQuarter(), zeroQuarter(), zeroQuarter(), zeroQuarter()];
  for (const row of rows) {
    const q = quarters[Math.ceil(row.month / 3) - 1];
    q.consideration += row.dac7Consideration;
    q.fees += row.dac7Fees;
    q.activities += row.dac7Activities;
  }
  return [{ talentId, quarters, total: addQuarters(quarters) }];
}

/** The signed-in talent's own figures of `year` (the /wallet table and the January email), null when none. */
export async function ownFiguresOfYear(context: KeystoneContext, actor: Actor, year: number): Promise<SellerFigures | null> {
  const talentId = await ownTalentProfileId(context, actor);
  const [figures] = await figuresOfYear(context, year, talentId);
  return figures ?? null;
}

export function assertAdmin(actor: Actor) {
  if (actor.role !== 'admin') throw forbidden('Kun MixBuddy kan se indberetningen til Skattestyrelsen');
}
