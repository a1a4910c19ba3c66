/**
 * Payment — one Stripe Checkout Session for a booking, and what happened to it.
 * - Card or MobilePay (`paymentMethod`); each paid payment has a receipt and each refund a credit note (Receipt).
 * - Only the booking's customer, its talent and admins see it.
 * - Written only by the payment domain (webhooks, refunds): the generated update and delete are
 *   closed to everyone, admins included. An admin may create one through the list API (fixtures);
 *   its booking is set then and never re-connected.
 * - Public filters (to the booking's parties): status, createdAt, stripeCheckoutSessionId (the
 *   return page looks its payment up by the session id Stripe sends the customer back with).
 */
import { list } from '@keystone-6/core';
import { relationship, select, text, timestamp } from '@keystone-6/core/fields';
import { allowNobody, fieldRules, isSignedIn, permissions, rules } from '../access';
import { paymentMethods, paymentMethodLabels } from '../domain/payments/methods';
import { createdAt, ore, publicFilters } from './shared';

export const Payment = list({
  access: {
    operation: { query: isSignedIn, create: permissions.isAdmin, update: allowNobody, delete: allowNobody },
    filter: { query: rules.paymentParties },
  },
  fields: publicFilters(['status', 'createdAt', 'stripeCheckoutSessionId'], {
    booking: relationship({ ref: 'Booking.payments', access: fieldRules.setOnCreateByAdmin }),
    stripeCheckoutSessionId: text({ isIndexed: 'unique', db: { isNullable: true } }),
    stripePaymentIntentId: text(),
    status: select({
      type: 'string',
      options: [
        { label: 'Åben', value: 'open' },
        { label: 'Betalt', value: 'paid' },
        { label: 'Udløbet', value: 'expired' },
        { label: 'Delvist refunderet', value: 'partially_refunded' },
        { label: 'Refunderet', value: 'refunded' },
      ],
      defaultValue: 'open',
      validation: { isRequired: true },
    }),
    amount: ore({ min: 0 }),
    refundedAmount: ore({ min: 0 }),
    currency: text({ defaultValue: 'dkk' }),
    /** How the customer paid (card or MobilePay), read from the charge when the payment is recorded. */
    paymentMethod: select({ type: 'string', options: paymentMethods.map((value) => ({ value, label: paymentMethodLabels[value] })) }),
    paidAt: timestamp(),
    createdAt: createdAt(),
  }),
});
