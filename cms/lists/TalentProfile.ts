/**
 * TalentProfile — the public face of a talent, plus their private business details.
 * - Everyone reads the presentation (public profile pages).
 * - Address and CVR: only the talent and admins.
 * - Only the talent (own profile) or an admin writes; `verifiedAt` only admins.
 * - Onboarding progress is stored as one timestamp per setup step, written only by the talent
 *   domain (sudo) or an admin, so a talent cannot skip a step.
 */
import { list } from '@keystone-6/core';
import { relationship, text, timestamp, virtual } from '@keystone-6/core/fields';
import { graphql } from '@keystone-6/core';
import { fieldRules, isSignedIn, permissions, rules } from '../access';
import { missingOnboardingSteps } from '../domain/talent/onboarding';
import { createdAt } from './shared';

const ownerOnly = { read: fieldRules.talentOwnerOrAdmin };
const setupStepAccess = { create: fieldRules.adminOnly, update: fieldRules.adminOnly };

export const TalentProfile = list({
  access: {
    operation: { query: () => true, create: isSignedIn, update: isSignedIn, delete: permissions.isAdmin },
    filter: { update: rules.ownTalentProfile, delete: rules.ownTalentProfile },
    item: {
      // A talent may only create the profile for their own user.
      create: ({ session, inputData }) =>
        session?.data.role === 'admin' ||
        (session?.data.role === 'talent' && inputData.user?.connect?.id === session.itemId),
    },
  },
  fields: {
    user: relationship({ ref: 'User.talentProfile', db: { foreignKey: true }, access: { update: fieldRules.adminOnly } }),
    displayName: text({ validation: { isRequired: true, length: { max: 120 } } }),
    headline: text({ validation: { length: { max: 160 } } }),
    presentation: text({ ui: { displayMode: 'textarea' } }),
    specialities: text(),
    /** Path of the portrait image. */
    photo: text(),
    city: text(),
    address: text({ access: ownerOnly }),
    cvr: text({ access: ownerOnly, validation: { match: { regex: /^(\d{8})?$/, explanation: 'CVR-nummeret skal være 8 cifre' } } }),
    // Set by cms/domain/talent when a step is really done; a talent cannot tick them through the API.
    personalInfoDoneAt: timestamp({ access: setupStepAccess }),
    presentationDoneAt: timestamp({ access: setupStepAccess }),
    locationsDoneAt: timestamp({ access: setupStepAccess }),
    bankDoneAt: timestamp({ access: setupStepAccess }),
    verifiedAt: timestamp({ access: { create: fieldRules.adminOnly, update: fieldRules.adminOnly } }),
    onboardingComplete: virtual({
      field: graphql.field({
        type: graphql.Boolean,
        resolve: (item) => missingOnboardingSteps(item).length === 0,
      }),
    }),
    locations: relationship({ ref: 'Location.talent', many: true }),
    bankAccount: relationship({ ref: 'BankAccount.talent', access: { read: fieldRules.talentOwnerOrAdmin } }),
    menus: relationship({ ref: 'Menu.talent', many: true }),
    availability: relationship({ ref: 'Availability.talent', many: true }),
    bookings: relationship({ ref: 'Booking.talent', many: true, access: { read: fieldRules.talentOwnerOrAdmin, create: fieldRules.adminOnly, update: fieldRules.adminOnly } }),
    reviews: relationship({ ref: 'Review.talent', many: true, access: { create: fieldRules.adminOnly, update: fieldRules.adminOnly } }),
    createdAt: createdAt(),
  },
});
