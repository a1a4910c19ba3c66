/**
 * Card refunds through Stripe. Called after the booking change is committed (the booking and
 * the ledger are the truth); the idempotency key makes a retry refund once. A failed refund is
 * logged and left visible on the Payment (refundedAmount unchanged) for the back office.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { stripe } from './stripe';

type PaymentRow = { id: string; stripePaymentIntentId: string; amount: number; refundedAmount: number };

export async function refundPayment(context: KeystoneContext, payment: PaymentRow, amount: number, idempotencyKey: string) {
  if (amount <= 0) return null;
  try {
    const refund = await stripe().refunds.create(
      { payment_intent: payment.stripePaymentIntentId, amount, metadata: { paymentId: payment.id } },
      { idempotencyKey: `refund-${idempotencyKey}` },
    );
    const refundedAmount = Math.min(payment.amount, payment.refundedAmount + amount);
    await context.prisma.payment.update({
      where: { id: payment.id },
      data: { refundedAmount, status: refundedAmount >= payment.amount ? 'refunded' : 'partially_refunded' },
    });
    return refund;
  } catch (error) {
    console.error(`Refundering af betaling ${payment.id} (${amount} øre) fejlede`, error);
    return null;
  }
}
