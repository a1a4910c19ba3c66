/**
 * Review — a customer's rating (1–5) and words after a completed booking.
 * - Public to read. Only the booking's customer may write one, once, after completion.
 * - The author may edit; admins may edit or delete (moderation).
 * - The talent answers once (`reply`), through the booking domain's `replyToReview`.
 */
import { list } from '@keystone-6/core';
import { integer, relationship, text, timestamp } from '@keystone-6/core/fields';
import { fieldRules, isSignedIn, permissions, rules } from '../access';
import { ownCustomerOnCreate } from './ownership';
import { createdAt } from './shared';

export const Review = list({
  access: {
    operation: { query: () => true, create: isSignedIn, update: isSignedIn, delete: permissions.isAdmin },
    filter: { update: rules.ownedByCustomer },
    item: { create: ownCustomerOnCreate },
  },
  fields: {
    booking: relationship({ ref: 'Booking.review', db: { foreignKey: true } }),
    menu: relationship({ ref: 'Menu.reviews' }),
    talent: relationship({ ref: 'TalentProfile.reviews' }),
    customer: relationship({ ref: 'User' }),
    rating: integer({ validation: { isRequired: true, min: 1, max: 5 } }),
    body: text({ ui: { displayMode: 'textarea' }, validation: { length: { max: 2000 } } }),
    reply: text({ ui: { displayMode: 'textarea' }, validation: { length: { max: 2000 } }, access: { create: fieldRules.adminOnly, update: fieldRules.adminOnly } }),
    repliedAt: timestamp({ access: { create: fieldRules.adminOnly, update: fieldRules.adminOnly } }),
    createdAt: createdAt(),
  },
  hooks: {
    validate: async ({ operation, resolvedData, context, addValidationError }) => {
      if (operation !== 'create' || context.session?.data.role === 'admin') return;
      const bookingId = resolvedData.booking?.connect?.id;
      const booking = bookingId ? await context.sudo().db.Booking.findOne({ where: { id: bookingId } }) : null;
      if (!booking || booking.status !== 'completed' || booking.customerId !== resolvedData.customer?.connect?.id) {
        addValidationError('Du kan kun anmelde en booking, der er gennemført');
      }
    },
  },
});
