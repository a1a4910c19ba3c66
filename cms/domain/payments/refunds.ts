/**
 * Card refunds through Stripe. Called after the booking change is committed (the booking and
 * the ledger are the truth); the idempotency key makes a retry refund once. A refund that fails
 * becomes a `refundPayment` job (cms/jobs), retried with backoff and listed for admins when it
 * keeps failing; until then the Payment's refundedAmount is unchanged.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { enqueue } from '../../jobs';
import { stripe } from './stripe';

type PaymentRow = { id: string; stripePaymentIntentId: string; amount: number; refundedAmount: number };

async function refundOnce(context: KeystoneContext, payment: PaymentRow, amount: number, idempotencyKey: string) {
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
}

export async function refundPayment(context: KeystoneContext, payment: PaymentRow, amount: number, idempotencyKey: string) {
  if (amount <= 0) return null;
  try {
    return await refundOnce(context, payment, amount, idempotencyKey);
  } catch (error) {
    console.error(`Refundering af betaling ${payment.id} (${amount} øre) fejlede; den prøves igen`, error);
    await enqueue(context.prisma, 'refundPayment', { paymentId: payment.id, amount, idempotencyKey }, { key: `refund:${idempotencyKey}` });
    return null;
  }
}

/** The `refundPayment` job: the same refund, same idempotency key; throws so the queue retries. */
export async function retryRefund(context: KeystoneContext, paymentId: string, amount: number, idempotencyKey: string) {
  const payment = await context.prisma.payment.findUnique({ where: { id: paymentId } });
  if (!payment) return;
  await refundOnce(context, payment, amount, idempotencyKey);
}
