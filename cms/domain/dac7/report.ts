/**
 * The DAC7 figures of a calendar year (Copenhagen time), computed from the ledger alone — nothing is
 * stored, so they equal the ledger to the øre. A ledger transaction counts as the talent's statement
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
import { ledgerTransactions, talentTransactions } from '../wallet/transactions';
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

/** Every seller's figures of `year`, or only those of `talentId`. Callers authorise. */
export async function figuresOfYear(context: KeystoneContext, year: number, talentId?: string): Promise<SellerFigures[]> {
  const { from, to } = periodBounds({ year, month: null });
  const transactions = talentId
    ? await talentTransactions(context.prisma, talentId, from, to)
    : await ledgerTransactions(context.prisma, {
        createdAt: { gte: from, lt: to },
        OR: [{ talentId: { not: null } }, { bookingId: { not: null } }],
      });
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

/** The signed-in talent's own figures of `year` (the /wallet table and the January email), null when none. */
export async function ownFiguresOfYear(context: KeystoneContext, actor: Actor, year: number): Promise<SellerFigures | null> {
  const talentId = await ownTalentProfileId(context, actor);
  const [figures] = await figuresOfYear(context, year, talentId);
  return figures ?? null;
}

export function assertAdmin(actor: Actor) {
  if (actor.role !== 'admin') throw forbidden('Kun MixBuddy kan se indberetningen til Skattestyrelsen');
}
