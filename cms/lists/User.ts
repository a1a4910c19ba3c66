/**
 * User — a customer, a talent or an admin.
 * - Anyone may register, but only as customer or talent; only admins create admins or change roles.
 * - Email, phone, verification dates, Google link and block status: only the person and admins.
 * - The password is write-only (Keystone never returns it).
 * - Others see a user only as a talent or as someone they share a conversation with.
 */
import { list } from '@keystone-6/core';
import { password, relationship, select, text, timestamp } from '@keystone-6/core/fields';
import { fieldRules, permissions, rules } from '../access';
import { createdAt } from './shared';

const personal = { read: fieldRules.selfOrAdmin };
const adminWritable = { read: fieldRules.selfOrAdmin, create: fieldRules.adminOnly, update: fieldRules.adminOnly };

export const User = list({
  access: {
    operation: { query: () => true, create: () => true, update: () => true, delete: permissions.isAdmin },
    filter: {
      query: rules.users,
      update: (args) => (permissions.isAdmin(args) ? true : { id: { equals: args.session?.itemId ?? '' } }),
    },
  },
  fields: {
    name: text({ validation: { isRequired: true, length: { max: 120 } } }),
    email: text({
      isIndexed: 'unique',
      validation: { isRequired: true, match: { regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, explanation: 'Skriv en gyldig e-mailadresse' } },
      access: personal,
      hooks: { resolveInput: ({ resolvedData }) => resolvedData.email?.trim().toLowerCase() },
    }),
    password: password({ validation: { length: { min: 10 } } }),
    role: select({
      type: 'string',
      options: [
        { label: 'Kunde', value: 'customer' },
        { label: 'Talent', value: 'talent' },
        { label: 'Administrator', value: 'admin' },
      ],
      defaultValue: 'customer',
      validation: { isRequired: true },
      // Self-registration chooses customer or talent; only admins create admins or change roles.
      access: {
        create: ({ session, inputData }) => inputData.role !== 'admin' || session?.data.role === 'admin',
        update: fieldRules.adminOnly,
      },
    }),
    phone: text({ access: personal }),
    emailVerifiedAt: timestamp({ access: adminWritable }),
    ageVerifiedAt: timestamp({ access: adminWritable }),
    googleSubject: text({ isIndexed: 'unique', db: { isNullable: true }, access: adminWritable }),
    blockedAt: timestamp({ access: adminWritable }),
    talentProfile: relationship({ ref: 'TalentProfile.user', access: { update: fieldRules.adminOnly } }),
    conversations: relationship({ ref: 'Conversation.participants', many: true, access: { create: fieldRules.adminOnly, update: fieldRules.adminOnly } }),
    bookings: relationship({ ref: 'Booking.customer', many: true, access: { create: fieldRules.adminOnly, update: fieldRules.adminOnly } }),
    favourites: relationship({ ref: 'Favourite.customer', many: true, access: { create: fieldRules.adminOnly, update: fieldRules.adminOnly } }),
    createdAt: createdAt(),
  },
});
