// Seed step: the bookings, their Stripe payments and their ledger postings — made by the same
// builders the domain uses (cms/domain/ledger.ts `postings`), so the demo ledger is one the
// marketplace itself could have written.
import type { KeystoneContext } from '@keystone-6/core/types';
import { postTransaction, postings, type LedgerBooking, type LedgerLine } from '../../domain/ledger';
import type { Tx } from '../../domain/locks';
import type { PaymentMethod } from '../../domain/payments/methods';
import { issueCreditNote, issueReceipt } from '../../domain/receipts/issue';
import { places } from '../bookings';
import { addHours } from '../calendar';
import type { PlannedBooking } from './plan';
import { connect, demoId, type SeedIds } from './shared';

/** Returns the booking id of each planned booking, in the same order. */
export async function seedBookings(context: KeystoneContext, planned: PlannedBooking[], ids: SeedIds, conversationId: string[]) {
  const bookingRows = await context.db.Booking.createMany({
    data: planned.map((p, i) => ({
      menu: connect(ids.menu.get(p.menu.key)!),
      customer: connect(ids.user.get(p.spec.customer)!),
      talent: connect(ids.talent.get(p.menu.talent)!),
      conversation: connect(conversationId[i]),
      startsAt: p.startsAt,
      endsAt: p.endsAt,
      guests: p.spec.guests,
      ...places[p.spec.place],
      message: p.messages[0].body,
      pricePerGuest: p.menu.pricePerGuest,
      totalAmount: p.total,
      commissionAmount: p.commissionAmount,
      talentAmount: p.talentAmount,
      status: p.spec.status,
      respondBy: p.respondBy,
      payBy: p.payBy,
      acceptedAt: p.acceptedAt,
      paidAt: p.paidAt,
      completedAt: p.completedAt,
      cancelledAt: p.cancelledAt,
      cancelledBy: p.cancelledAt ? (p.spec.cancelledBy ?? 'customer') : undefined,
      createdAt: p.created,
    })),
  });
  return planned.map((_, i) => String(bookingRows[i].id));
}

/**
 * The payments of the bookings that were paid, and their postings: paid; released after a
 * completed event; a refunded booking cancelled with everything back. Returns how many
 * transactions were posted.
 */
export async function seedPaymentsAndLedger(
  context: KeystoneContext,
  planned: PlannedBooking[],
  bookingId: string[],
  profileId: Map<string, string>,
) {
  const charged = planned.map((p, i) => ({ p, id: bookingId[i] })).filter(({ p }) => p.paidAt);
  const payments = await context.db.Payment.createMany({
    data: charged.map(({ p, id }, i) => ({
      booking: connect(id),
      stripeCheckoutSessionId: demoId('cs', p.spec.key),
      stripePaymentIntentId: demoId('pi', p.spec.key),
      status: p.spec.status === 'refunded' ? 'refunded' : 'paid',
      amount: p.total,
      refundedAmount: p.spec.status === 'refunded' ? p.total : 0,
      currency: 'dkk',
      // Every third demo payment by MobilePay, the rest by card.
      paymentMethod: i % 3 === 2 ? 'mobilepay' : 'card',
      paidAt: p.paidAt,
      createdAt: new Date(p.paidAt!.getTime() - 4 * 60_000),
    })),
  });

  const transactions: [LedgerLine[], Date][] = [];
  for (const { p, id } of charged) {
    const booking: LedgerBooking = {
      id,
      talentId: profileId.get(p.menu.talent)!,
      totalAmount: p.total,
      commissionAmount: p.commissionAmount,
      talentAmount: p.talentAmount,
    };
    transactions.push([postings.bookingPaid(booking), p.paidAt!]);
    if (p.completedAt) transactions.push([postings.earningsReleased(booking), p.completedAt]);
    if (p.spec.status === 'refunded') transactions.push([postings.bookingCancelled(booking, p.total), addHours(p.cancelledAt!, 1)]);
  }
  await Promise.all(transactions.map(([lines, at]) => postTransaction(context, lines, at)));
  await seedReceipts(
    context,
    charged.map(({ p }, i) => ({
      p,
      payment: { id: String(payments[i].id), bookingId: charged[i].id, paymentMethod: i % 3 === 2 ? 'mobilepay' : 'card' },
    })),
  );
  return transactions.length;
}

/**
 * Each demo payment's receipt, and a refunded one's credit note, numbered in time order by the
 * domain's own functions (cms/domain/receipts), one transaction each as the webhook does.
 */
async function seedReceipts(
  context: KeystoneContext,
  paid: { p: PlannedBooking; payment: { id: string; bookingId: string; paymentMethod: PaymentMethod } }[],
) {
  const documents = paid.flatMap(({ p, payment }) => [
    { at: p.paidAt!, issue: (tx: Tx) => issueReceipt(tx, payment, p.total, p.commissionAmount, p.paidAt!, payment.paymentMethod) },
    ...(p.spec.status === 'refunded'
      ? [
          {
            at: addHours(p.cancelledAt!, 1),
            issue: (tx: Tx) => issueCreditNote(tx, payment, p.total, p.commissionAmount, addHours(p.cancelledAt!, 1)),
          },
        ]
      : []),
  ]);
  documents.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const { issue } of documents) await context.prisma.$transaction((tx: Tx) => issue(tx));
}
