/**
 * Stripe webhooks: the signature is verified on the raw body, every event is handled once
 * (its id is stored in StripeEvent in the same transaction as its effects), and
 * `checkout.session.completed` marks the booking paid and writes the ledger — or, when the
 * booking can no longer be paid (cancelled, expired, or the time was taken), records the
 * payment and refunds it in full. The payment method (card or MobilePay) is read from the charge,
 * and the receipt (and, for a refunded payment, its credit note) is issued in the same transaction
 * (cms/domain/receipts).
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { config } from '../../config';
import { assertTalentFree } from '../booking/calendar';
import { scheduleAndNotify } from '../booking/step-jobs';
import { transition } from '../booking/operations';
import { now } from '../clock';
import { postTransactionInTx, postings } from '../ledger';
import { withTalentLock, type Tx } from '../locks';
import { feeOfPosting, issueCreditNote, issueReceipt } from '../receipts/issue';
import { paymentMethodOf, type PaymentMethod } from './methods';
import { refundPayment } from './refunds';
import { Stripe, stripe } from './stripe';

export type WebhookResult = { status: number; outcome: string };

export async function handleStripeWebhook(
  context: KeystoneContext,
  rawBody: Buffer | string,
  signature: string | undefined,
): Promise<WebhookResult> {
  let event: Stripe.Event;
  // Without a configured secret (production without Stripe keys) no signature can be valid.
  if (!config.stripe.webhookSecret) return { status: 400, outcome: 'Ugyldig signatur' };
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature ?? '', config.stripe.webhookSecret);
  } catch {
    return { status: 400, outcome: 'Ugyldig signatur' };
  }
  if (await context.prisma.stripeEvent.findUnique({ where: { stripeEventId: event.id } })) {
    return { status: 200, outcome: 'duplicate' };
  }
  switch (event.type) {
    case 'checkout.session.completed':
      return { status: 200, outcome: await checkoutCompleted(context, event.id, event.type, event.data.object) };
    case 'checkout.session.expired':
      return {
        status: 200,
        outcome: await recordOnce(context, event.id, event.type, async (tx) => {
          await tx.payment.updateMany({
            where: { stripeCheckoutSessionId: event.data.object.id, status: 'open' },
            data: { status: 'expired' },
          });
          return 'session expired';
        }),
      };
    default:
      return { status: 200, outcome: await recordOnce(context, event.id, event.type, async () => 'ignored') };
  }
}

/** Runs `fn` and stores the event id in one transaction; a concurrent duplicate loses on the unique id. */
async function recordOnce(context: KeystoneContext, eventId: string, type: string, fn: (tx: Tx) => Promise<string>) {
  try {
    return await context.prisma.$transaction(async (tx: Tx) => {
      const outcome = await fn(tx);
      await tx.stripeEvent.create({ data: { stripeEventId: eventId, type, outcome, processedAt: now() } });
      return outcome;
    });
  } catch (error) {
    if (await context.prisma.stripeEvent.findUnique({ where: { stripeEventId: eventId } })) return 'duplicate';
    throw error;
  }
}

async function checkoutCompleted(context: KeystoneContext, eventId: string, type: string, session: Stripe.Checkout.Session) {
  const bookingId = session.metadata?.bookingId ?? '';
  const booking = bookingId ? await context.prisma.booking.findUnique({ where: { id: bookingId } }) : null;
  if (!booking?.talentId || session.payment_status !== 'paid') {
    return recordOnce(context, eventId, type, async () => (booking ? 'not paid' : 'unknown booking'));
  }
  const paymentIntentId = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? '');
  const amount = session.amount_total ?? 0;
  const method = await paymentMethodOfSession(session, paymentIntentId);
  const at = now();

  const result = await withTalentLock(context, booking.talentId, async (tx) => {
    // Inside the lock: a redelivery that raced us sees our stored event id.
    if (await tx.stripeEvent.findUnique({ where: { stripeEventId: eventId } })) return { outcome: 'duplicate', payment: null };
    const current = await tx.booking.findUnique({ where: { id: booking.id } });
    let payment = await tx.payment.findUnique({ where: { stripeCheckoutSessionId: session.id } });
    if (payment?.status === 'paid' || payment?.status === 'refunded') {
      await tx.stripeEvent.create({ data: { stripeEventId: eventId, type, outcome: 'already recorded', processedAt: at } });
      return { outcome: 'already recorded', payment: null };
    }
    const paymentData = { status: 'paid', paidAt: at, stripePaymentIntentId: paymentIntentId, amount, paymentMethod: method };
    payment = payment
      ? await tx.payment.update({ where: { id: payment.id }, data: paymentData })
      : await tx.payment.create({ data: { ...paymentData, bookingId: booking.id, stripeCheckoutSessionId: session.id, currency: 'dkk' } });

    let payable = current.status === 'accepted' && amount === current.totalAmount;
    if (payable) {
      try {
        await assertTalentFree(tx, current.talentId, current, { ignoreBookingId: current.id });
      } catch {
        payable = false;
      }
    }
    if (payable && (await transition(tx, current.id, 'accepted', 'paid', { paidAt: at }))) {
      const lines = postings.bookingPaid(current);
      await postTransactionInTx(tx, lines, at);
      await issueReceipt(tx, payment, amount, feeOfPosting(lines), at, method);
      // The completion timer and both parties' emails commit with the payment (cms/jobs).
      await scheduleAndNotify(tx, 'pay', current);
      await tx.stripeEvent.create({ data: { stripeEventId: eventId, type, outcome: 'booking paid', processedAt: at } });
      return { outcome: 'booking paid', payment: null };
    }
    // The money arrived for a booking that cannot take it: book it in and send it straight back.
    await postTransactionInTx(tx, postings.paymentUnpayable(current, amount), at);
    // Taken and given back: a receipt and its credit note, no fee on either.
    await issueReceipt(tx, payment, amount, 0, at, method);
    await issueCreditNote(tx, payment, amount, 0, at);
    await tx.stripeEvent.create({
      data: { stripeEventId: eventId, type, outcome: `refunded: booking ${current.status}`, processedAt: at },
    });
    return { outcome: `refunded: booking ${current.status}`, payment };
  });

  if (result.payment) await refundPayment(context, result.payment, result.payment.amount, `unpayable-${session.id}`);
  return result.outcome;
}

/**
 * How the customer paid. A session that offered one method was paid with it; otherwise the
 * charge says (`payment_method_details.type`, as Stripe reports it). If Stripe cannot be asked,
 * the error makes the webhook answer 500, so Stripe delivers the event again.
 */
async function paymentMethodOfSession(session: Stripe.Checkout.Session, paymentIntentId: string): Promise<PaymentMethod | null> {
  const offered = session.payment_method_types?.length ? session.payment_method_types : ['card'];
  if (offered.length === 1) return paymentMethodOf(offered[0]);
  const intent = await stripe().paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] });
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  return paymentMethodOf(
    charge?.payment_method_details?.type ?? (intent.payment_method_types.length === 1 ? intent.payment_method_types[0] : null),
  );
}
