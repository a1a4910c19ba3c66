/**
 * Paying an accepted booking with Stripe Checkout: one Checkout Session per payment attempt,
 * the booking id in its metadata, and an idempotency key per (booking, attempt) so a double
 * click never makes two sessions. An open session is reused. The customer pays by card or
 * MobilePay on Stripe's page.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { config } from '../../config';
import type { Actor } from '../actor';
import { now } from '../clock';
import { assertMayBuyAlcohol } from '../booking/age-gate';
import { conflict, forbidden, notFound } from '../errors';
import { paymentMethods } from './methods';
import { stripe } from './stripe';

/**
 * Where Stripe sends the customer back: the configured public URL, or (outside production) the
 * origin they came from. The same for the GraphQL mutation and the /my-bookings page.
 */
export function checkoutReturnOrigin(context: KeystoneContext) {
  const host = context.req?.headers.host;
  if (config.production || !host) return config.publicUrl;
  return `http://${host}`;
}

export async function startCheckout(context: KeystoneContext, actor: Actor, bookingId: string, origin: string) {
  // Load and authorise
  const booking = await context.prisma.booking.findUnique({ where: { id: bookingId }, include: { menu: true, customer: true } });
  if (!booking) throw notFound('Bookingen findes ikke');
  if (actor.role !== 'customer' || booking.customerId !== actor.userId) throw forbidden('Kun kunden kan betale bookingen');
  await assertMayBuyAlcohol(context, actor.userId, booking.menu);
  // Validate
  if (booking.status !== 'accepted') throw conflict('Bookingen kan ikke betales nu');
  if (booking.payBy && booking.payBy <= now()) throw conflict('Fristen for betaling er overskredet');

  const previous = await context.prisma.payment.findMany({ where: { bookingId }, orderBy: { createdAt: 'desc' } });
  const open = previous.find((p: { status: string }) => p.status === 'open');
  if (open?.stripeCheckoutSessionId) {
    const session = await stripe().checkout.sessions.retrieve(open.stripeCheckoutSessionId);
    if (session.status === 'open' && session.url) return { url: session.url, sessionId: session.id };
    await context.prisma.payment.update({ where: { id: open.id }, data: { status: 'expired' } });
  }

  // Change: a new session for this attempt
  const attempt = previous.length + 1;
  const session = await stripe().checkout.sessions.create(
    {
      mode: 'payment',
      // Card or MobilePay (DKK); the webhook reads which one from the charge. (This SDK's name for
      // the older `payment_method_types`; the session reports the offered ones as `payment_method_types`.)
      allowed_payment_method_types: [...paymentMethods],
      client_reference_id: booking.id,
      customer_email: booking.customer?.email || undefined,
      line_items: [
        {
          quantity: booking.guests,
          price_data: {
            currency: 'dkk',
            unit_amount: booking.pricePerGuest,
            product_data: { name: booking.menu?.title ?? 'MixBuddy-booking' },
          },
        },
      ],
      metadata: { bookingId: booking.id },
      payment_intent_data: { metadata: { bookingId: booking.id } },
      success_url: `${origin}/stripe/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}/stripe/cancel?booking=${encodeURIComponent(booking.id)}`,
      locale: 'da',
    },
    { idempotencyKey: `checkout-${booking.id}-${attempt}` },
  );
  try {
    await context.prisma.payment.create({
      data: {
        bookingId: booking.id,
        stripeCheckoutSessionId: session.id,
        status: 'open',
        amount: session.amount_total ?? booking.totalAmount,
        currency: 'dkk',
      },
    });
  } catch {
    // The same idempotency key gave the same session to a parallel request, which stored it.
  }
  return { url: session.url!, sessionId: session.id };
}
