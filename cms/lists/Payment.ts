/**
 * Payment — one Stripe Checkout Session for a booking, and what happened to it.
 * - Only the booking's customer, its talent and admins see it.
 * - Written only by the payment domain (webhooks) or admins; never deleted.
 */
import { list } from '@keystone-6/core';
import { relationship, select, text, timestamp } from '@keystone-6/core/fields';
import { isSignedIn, permissions, rules } from '../access';
import { createdAt, ore } from './shared';

export const Payment = list({
  access: {
    operation: { query: isSignedIn, create: permissions.isAdmin, update: permissions.isAdmin, delete: () => false },
    filter: { query: rules.paymentParties },
  },
  fields: {
    booking: relationship({ ref: 'Booking.payments' }),
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
    paidAt: timestamp(),
    createdAt: createdAt(),
  },
});
