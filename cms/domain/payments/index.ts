/** Payments: Stripe Checkout, webhooks and refunds. See cms/domain/booking/README.md. */
export { checkoutReturnOrigin, startCheckout } from './checkout';
export { refundPayment } from './refunds';
export { stripe } from './stripe';
export { handleStripeWebhook, type WebhookResult } from './webhook';
