/**
 * User — a customer, a talent or an admin.
 * - People register only through `registerAccount` and change their own account only through the
 *   account mutations (cms/domain/accounts); the generated create/update/delete are for admins
 *   (the back office: block, verify, fix). Only admins create admins or change roles.
 * - Email, phone, verification dates, Google link and block status: only the person and admins.
 * - The password is write-only (Keystone never returns it) and obeys the password rules
 *   (cms/domain/accounts/password-policy.ts) however it is set; it is hashed by the one
 *   implementation, cms/auth/passwords.ts, however it is set.
 * - Email and password change through the account mutations (current password required, new
 *   email re-verified). The talent profile, conversations, bookings and favourites are never
 *   connected from this side, by anyone: each hangs off its own link.
 * - Nothing is filterable or sortable except by admins (lookups by id only).
 * - Age verification keeps only the date and the result of the check, never a CPR number.
 * - Others see a user only as a talent or as someone they share a conversation with.
 * - Blocking (the back office sets `blockedAt`) or deleting a user ends all their sessions
 *   (cms/auth/sessions.ts), whichever door the write came through.
 */
import { graphql, list } from '@keystone-6/core';
import { password, relationship, select, text, timestamp, virtual } from '@keystone-6/core/fields';
import { fieldRules, permissions, rules } from '../access';
import { passwordKdf } from '../auth/passwords';
import { endSessionsOf } from '../auth/sessions';
import { passwordProblem } from '../domain/accounts/password-policy';
import { createdAt, publicFilters, indexes } from './shared';
import { bookingCountsOf } from '../domain/booking';
import { batchedPerRequest } from './batch';
import type { KeystoneContext } from '@keystone-6/core/types';

const personal = { read: fieldRules.selfOrAdmin };
const adminWritable = { read: fieldRules.selfOrAdmin, create: fieldRules.adminOnly, update: fieldRules.adminOnly };

/** `bookingCount` of every user on one GraphQL answer, read together (cms/lists/batch.ts). */
const bookingCountOnPage = batchedPerRequest((context: KeystoneContext, ids: string[]) => bookingCountsOf(context.prisma, ids), 0);

export const User = list({
  access: {
    operation: { query: () => true, create: permissions.isAdmin, update: permissions.isAdmin, delete: permissions.isAdmin },
    filter: { query: rules.users },
  },
  // The back office's user list, newest first.
  db: indexes(['createdAt']),
  fields: publicFilters([], {
    name: text({ validation: { isRequired: true, length: { max: 120 } } }),
    email: text({
      isIndexed: 'unique',
      validation: { isRequired: true, match: { regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, explanation: 'Skriv en gyldig e-mailadresse' } },
      access: { read: fieldRules.selfOrAdmin, update: fieldRules.adminOnly },
      hooks: { resolveInput: ({ resolvedData }) => resolvedData.email?.trim().toLowerCase() },
    }),
    // Hashed by cms/auth/passwords.ts (native bcrypt off the event loop, a bounded number at once).
    password: password({ kdf: passwordKdf, validation: { length: { min: 10 } }, access: { update: fieldRules.adminOnly } }),
    role: select({
      type: 'string',
      options: [
        { label: 'Kunde', value: 'customer' },
        { label: 'Talent', value: 'talent' },
        { label: 'Administrator', value: 'admin' },
      ],
      defaultValue: 'customer',
      validation: { isRequired: true },
      access: { create: fieldRules.adminOnly, update: fieldRules.adminOnly },
    }),
    phone: text({ access: personal }),
    emailVerifiedAt: timestamp({ access: adminWritable }),
    ageVerifiedAt: timestamp({ access: adminWritable }),
    /** When the last age check ran and what it said (18+ or not); nothing else is kept. */
    ageCheckedAt: timestamp({ access: adminWritable }),
    ageCheckResult: select({
      type: 'string',
      options: [
        { label: '18 år eller ældre', value: 'adult' },
        { label: 'Under 18 år', value: 'minor' },
      ],
      db: { isNullable: true },
      access: adminWritable,
    }),
    /**
     * When the account type (customer or talent) was settled. Accounts made by an admin or the
     * seed get it at once; self-registration (email or Google) leaves it empty until the person
     * chooses in the wizard, once.
     */
    accountTypeChosenAt: timestamp({ defaultValue: { kind: 'now' }, access: adminWritable }),
    googleSubject: text({ isIndexed: 'unique', db: { isNullable: true }, access: adminWritable }),
    blockedAt: timestamp({ access: adminWritable }),
    talentProfile: relationship({ ref: 'TalentProfile.user', access: fieldRules.never }),
    conversations: relationship({ ref: 'Conversation.participants', many: true, access: fieldRules.never }),
    bookings: relationship({ ref: 'Booking.customer', many: true, access: fieldRules.never }),
    favourites: relationship({ ref: 'Favourite.customer', many: true, access: fieldRules.never }),
    /**
     * The person's bookings in every state: a customer's requests, a talent's received bookings
     * (those hang off the talent profile, so `bookingsCount` is 0 for a talent). The back office's
     * user list shows it; only the person and admins read it. One grouped query per page of users.
     */
    bookingCount: virtual({
      access: { read: fieldRules.selfOrAdmin },
      field: graphql.field({
        type: graphql.Int, // null to everyone else (field access)
        resolve: (item, _args, context) => bookingCountOnPage(context, String(item.id)),
      }),
    }),
    createdAt: createdAt(),
  }),
  hooks: {
    validate: ({ operation, inputData, item, addValidationError }) => {
      if (operation === 'delete' || typeof inputData?.password !== 'string') return;
      const problem = passwordProblem(inputData.password, {
        email: (inputData.email as string | undefined) ?? (item?.email as string | undefined),
        name: (inputData.name as string | undefined) ?? (item?.name as string | undefined),
      });
      if (problem) addValidationError(problem);
    },
    beforeOperation: {
      delete: async ({ item, context }) => {
        await endSessionsOf(context, String(item.id));
      },
    },
    afterOperation: {
      update: async ({ item, originalItem, context }) => {
        if (item.blockedAt && !originalItem?.blockedAt) await endSessionsOf(context, String(item.id));
      },
    },
  },
});
