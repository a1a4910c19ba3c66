/**
 * Booking — a customer's request for a menu on a date, and everything that follows.
 * - Only the customer, the booked talent and admins see it.
 * - Price, commission and talent share are frozen on the booking in øre when it is requested.
 * - State changes go through the booking domain (cms/domain/booking-states.ts); through the
 *   list API only admins write, and nobody deletes a booking (it is accounting evidence).
 */
import { list } from '@keystone-6/core';
import { integer, relationship, select, text, timestamp } from '@keystone-6/core/fields';
import { isSignedIn, permissions, rules } from '../access';
import { bookingStatuses } from '../domain/booking-states';
import { createdAt, ore, updatedAt } from './shared';

export const Booking = list({
  access: {
    operation: { query: isSignedIn, create: permissions.isAdmin, update: permissions.isAdmin, delete: () => false },
    filter: { query: rules.bookingParties },
  },
  fields: {
    menu: relationship({ ref: 'Menu.bookings' }),
    customer: relationship({ ref: 'User.bookings' }),
    talent: relationship({ ref: 'TalentProfile.bookings' }),
    startsAt: timestamp({ validation: { isRequired: true }, isIndexed: true }),
    endsAt: timestamp({ validation: { isRequired: true } }),
    guests: integer({ validation: { isRequired: true, min: 1 } }),
    address: text({ validation: { isRequired: true } }),
    postcode: text(),
    city: text(),
    message: text({ ui: { displayMode: 'textarea' } }),
    pricePerGuest: ore(),
    totalAmount: ore(),
    commissionAmount: ore(),
    talentAmount: ore(),
    status: select({
      type: 'string',
      options: bookingStatuses.map((value) => ({ value, label: value })),
      defaultValue: 'requested',
      validation: { isRequired: true },
      isIndexed: true,
    }),
    respondBy: timestamp(),
    payBy: timestamp(),
    acceptedAt: timestamp(),
    paidAt: timestamp(),
    completedAt: timestamp(),
    cancelledAt: timestamp(),
    cancelledBy: select({
      type: 'string',
      options: [
        { label: 'Kunde', value: 'customer' },
        { label: 'Talent', value: 'talent' },
        { label: 'Administrator', value: 'admin' },
      ],
    }),
    conversation: relationship({ ref: 'Conversation.booking', db: { foreignKey: true } }),
    payments: relationship({ ref: 'Payment.booking', many: true }),
    ledgerEntries: relationship({ ref: 'LedgerEntry.booking', many: true }),
    review: relationship({ ref: 'Review.booking' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
