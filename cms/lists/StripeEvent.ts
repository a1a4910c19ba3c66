/**
 * StripeEvent — every Stripe webhook event MixBuddy has handled, by Stripe's event id.
 * - The unique `stripeEventId` makes a redelivered webhook a no-op (Stripe retries deliveries).
 * - Only admins read it (audit); nobody writes or deletes through the API — the payment domain
 *   records events itself.
 */
import { list } from '@keystone-6/core';
import { text, timestamp } from '@keystone-6/core/fields';
import { allowNobody, permissions } from '../access';
import { createdAt } from './shared';

export const StripeEvent = list({
  access: {
    operation: { query: permissions.isAdmin, create: allowNobody, update: allowNobody, delete: allowNobody },
  },
  fields: {
    stripeEventId: text({ isIndexed: 'unique', validation: { isRequired: true } }),
    type: text({ validation: { isRequired: true } }),
    /** What the handler did, for the back office ("booking paid", "refunded: booking cancelled"). */
    outcome: text(),
    processedAt: timestamp(),
    createdAt: createdAt(),
  },
});
