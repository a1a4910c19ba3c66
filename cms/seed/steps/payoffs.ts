// Seed step: the talent's payoffs in every status, and the postings of the approved and paid ones
// (the wallet's own builders). Runs after the bookings' ledger: a payoff may never exceed the
// available balance.
import type { KeystoneContext } from '@keystone-6/core/types';
import { postTransaction, postings, type LedgerLine } from '../../domain/ledger';
import { clock, dayAt } from '../calendar';
import { payoffs } from '../payoffs';
import type { PlannedBooking } from './plan';
import { connect, type SeedTime } from './shared';

/** Returns how many payoffs and ledger transactions were written. */
export async function seedPayoffs(
  context: KeystoneContext,
  { now, past }: SeedTime,
  planned: PlannedBooking[],
  profileId: Map<string, string>,
) {
  const released = (talent: string, before: Date) =>
    planned.filter((p) => p.menu.talent === talent && p.completedAt && p.completedAt <= before).reduce((sum, p) => sum + p.talentAmount, 0);
  const paidOut = new Map<string, number>();
  const reserved = new Map<string, number>();
  const payoffPlans = payoffs.flatMap((po, i) => {
    const requestedAt = dayAt(now, -po.daysAgo, clock(9 + (i % 8), (i * 13) % 60));
    const available = released(po.talent, requestedAt) - (paidOut.get(po.talent) ?? 0) - (reserved.get(po.talent) ?? 0);
    const amount = Math.floor((available * po.share) / 100) * 100;
    if (amount < 100) return [];
    if (po.status === 'paid') paidOut.set(po.talent, (paidOut.get(po.talent) ?? 0) + amount);
    if (po.status === 'requested' || po.status === 'approved') reserved.set(po.talent, (reserved.get(po.talent) ?? 0) + amount);
    const decidedAt = past(dayAt(now, -po.daysAgo + 1, '10:30'));
    return [{ ...po, amount, requestedAt, decidedAt, paidAt: past(dayAt(now, -po.daysAgo + 2, '08:00')) }];
  });
  const payoffRows = await context.db.Payoff.createMany({
    data: payoffPlans.map((po, i) => ({
      talent: connect(profileId.get(po.talent)!),
      amount: po.amount,
      status: po.status,
      createdAt: po.requestedAt,
      approvedAt: po.status === 'approved' || po.status === 'paid' ? po.decidedAt : null,
      paidAt: po.status === 'paid' ? po.paidAt : null,
      rejectedAt: po.status === 'rejected' ? po.decidedAt : null,
      bankReference: po.status === 'paid' ? `UDB-${po.paidAt.toISOString().slice(0, 10).replaceAll('-', '')}-${4100 + i}` : undefined,
      rejectionReason: po.rejectionReason,
    })),
  });
  const transactions: [LedgerLine[], Date][] = [];
  payoffPlans.forEach((po, i) => {
    // As the wallet books them: approval moves available → payout, payment payout → bank.
    if (po.status !== 'paid' && po.status !== 'approved') return;
    const payoff = { id: String(payoffRows[i].id), talentId: profileId.get(po.talent)!, amount: po.amount };
    transactions.push([postings.payoffApproved(payoff), po.decidedAt]);
    if (po.status === 'paid') transactions.push([postings.payoffPaid(payoff), po.paidAt]);
  });
  await Promise.all(transactions.map(([lines, at]) => postTransaction(context, lines, at)));
  return { payoffs: payoffPlans.length, transactions: transactions.length };
}
