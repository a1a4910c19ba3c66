/**
 * Booking — a customer's request for a menu on a date, and everything that follows.
 * - Only the customer, the booked talent and admins see it.
 * - Price, commission and talent share are frozen on the booking in øre when it is requested.
 * - Every change goes through the booking domain (cms/domain/booking-states.ts): the generated
 *   update is closed to everyone, admins included, and nobody deletes a booking (it is accounting
 *   evidence). Admins may create one through the list API (fixtures, manual entries); its parties,
 *   menu and conversation are set then and never re-connected.
 * - Public filters (to the parties, who can read every field): status, startsAt, createdAt.
 */
import { list } from '@keystone-6/core';
import { integer, relationship, select, text, timestamp } from '@keystone-6/core/fields';
import { allowNobody, fieldRules, isSignedIn, permissions, rules } from '../access';
import { bookingStatuses } from '../domain/booking/process';
import { declineReasons } from '../domain/booking/schemas';
import { foreignKey, createdAt, indexes, ore, publicFilters, updatedAt } from './shared';

export const Booking = list({
  access: {
    operation: { query: isSignedIn, create: permissions.isAdmin, update: allowNobody, delete: allowNobody },
    filter: { query: rules.bookingParties },
  },
  // A customer's and a talent's bookings by date (my-bookings, bookings, calendar, wallet).
  db: indexes(['customerId', 'startsAt'], ['talentId', 'startsAt']),
  fields: publicFilters(['status', 'startsAt', 'createdAt'], {
    menu: relationship({ ref: 'Menu.bookings', access: fieldRules.setOnCreateByAdmin }),
    customer: relationship({ ref: 'User.bookings', access: fieldRules.setOnCreateByAdmin }),
    customerId: foreignKey(),
    talent: relationship({ ref: 'TalentProfile.bookings', access: fieldRules.setOnCreateByAdmin }),
    talentId: foreignKey(),
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
    // Why the talent declined (cms/domain/booking declineBooking): a reason from the list, and a note.
    declineReason: select({ type: 'string', options: declineReasons.map(({ value, label }) => ({ value, label })) }),
    declineNote: text({ ui: { displayMode: 'textarea' } }),
    // Booked as a company (cms/domain/booking/company.ts): name, CVR (modulus 11), optional EAN and
    // reference; empty for a private booking. They go on the receipt.
    companyName: text(),
    companyCvr: text(),
    companyEan: text(),
    companyReference: text(),
    conversation: relationship({ ref: 'Conversation.booking', db: { foreignKey: true }, access: fieldRules.setOnCreateByAdmin }),
    payments: relationship({ ref: 'Payment.booking', many: true, access: fieldRules.never }),
    ledgerEntries: relationship({ ref: 'LedgerEntry.booking', many: true, access: fieldRules.never }),
    review: relationship({ ref: 'Review.booking', access: fieldRules.never }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  }),
});
