/**
 * How a customer paid: the payment method types MixBuddy offers in Stripe Checkout, and their
 * Danish names (receipts, /my-bookings, the back office). Pure, so lists and pages import it.
 */
export const paymentMethods = ['card', 'mobilepay'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentMethodLabels: Record<PaymentMethod, string> = { card: 'Kort', mobilepay: 'MobilePay' };

/** A stored method as Danish text; an unknown or missing one (older payments) as "Kort". */
export const paymentMethodLabel = (method: string | null | undefined) =>
  paymentMethodLabels[(method ?? 'card') as PaymentMethod] ?? paymentMethodLabels.card;

/** Stripe's payment method type (charge `payment_method_details.type`) as ours, or null when it is one we do not offer. */
export const paymentMethodOf = (type: string | null | undefined): PaymentMethod | null =>
  (paymentMethods as readonly string[]).includes(type ?? '') ? (type as PaymentMethod) : null;
