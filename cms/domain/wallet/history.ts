/**
 * The talent's payment history as people read it: one line per business event — a booking paid,
 * its earnings released, a booking cancelled, a payoff requested, approved and paid out — not the
 * raw double entries behind them (one event writes two or more ledger lines). Derived from the
 * talent's own ledger lines (grouped by transaction) and payoffs; nothing is stored.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import type { Actor } from '../actor';
import { ownTalentProfileId } from './index';
import { type LedgerLine, ledgerTransactions } from './transactions';

export type WalletEventKind =
  'bookingPaid' | 'earningsReleased' | 'bookingCancelled' | 'payoffRequested' | 'payoffApproved' | 'payoffPaid' | 'adjustment';

/** `amount`: what the event is worth in øre — negative when the talent loses earnings (a cancellation). */
export type WalletEvent = { id: string; kind: WalletEventKind; at: Date; amount: number; menuTitle: string | null; kept?: number };

const cancelled = ['cancelled', 'refunded'];

/** The newest events first; `limit` transactions (and payoffs) at most. */
export async function walletHistory(context: KeystoneContext, actor: Actor, limit = 200): Promise<WalletEvent[]> {
  const talentId = await ownTalentProfileId(context, actor);
  // Read with Prisma, scoped to the talent's own profile: the relationship filters are admin-only in the API.
  const transactions = await ledgerTransactions(context.prisma, { talentId }, { newestFirst: true, take: limit * 3 });
  const payoffs: { id: string; amount: number; createdAt: Date }[] = await context.prisma.payoff.findMany({
    where: { talentId },
    orderBy: { createdAt: 'desc' },
    take: limit,
    select: { id: true, amount: true, createdAt: true },
  });

  const events: WalletEvent[] = transactions.map(eventOf);
  for (const payoff of payoffs)
    events.push({ id: `payoff-${payoff.id}`, kind: 'payoffRequested', at: payoff.createdAt, amount: payoff.amount, menuTitle: null });
  return events.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, limit);
}

/** One ledger transaction's talent lines → the event that wrote them (ledger.ts has one builder per event). */
function eventOf(group: LedgerLine[]): WalletEvent {
  const sum = (account: string) => group.filter((l) => l.account === account).reduce((total, l) => total + l.amount, 0);
  const pending = sum('talent_pending');
  const available = sum('talent_available');
  const payout = sum('talent_payout');
  const base = {
    id: group[0].transactionId,
    at: group[0].createdAt,
    menuTitle: group.find((l) => l.booking?.menu)?.booking?.menu?.title ?? null,
  };
  if (group.some((l) => l.payoffId)) {
    // payoffPaid: talent_payout +x; payoffApproved: talent_available +x, talent_payout −x.
    return payout > 0 ? { ...base, kind: 'payoffPaid', amount: payout } : { ...base, kind: 'payoffApproved', amount: available };
  }
  if (group.some((l) => l.bookingId)) {
    if (pending < 0) return { ...base, kind: 'bookingPaid', amount: -pending };
    // A cancelled booking's lines: the refunded share back out of pending, a kept share on to available.
    if (group.some((l) => l.booking && cancelled.includes(l.booking.status))) {
      return { ...base, kind: 'bookingCancelled', amount: -(pending + available), kept: -available || undefined };
    }
    return { ...base, kind: 'earningsReleased', amount: pending };
  }
  return { ...base, kind: 'adjustment', amount: -(pending + available + payout) };
}
