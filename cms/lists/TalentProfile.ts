/**
 * TalentProfile — the public face of a talent, plus their private business details.
 * - Everyone reads the presentation (public profile pages).
 * - Address and CVR: only the talent and admins.
 * - Talent write their profile only through the talent domain (cms/domain/talent/profile.ts,
 *   the setup and settings pages); the generated mutations are for admins (fixes).
 * - `user` is set at creation and never re-connected — not even by an admin — so nobody takes over
 *   a profile, its wallet or its bank details. Menus, bank account, calendar, areas, bookings and
 *   reviews are never connected from this side (each hangs off its own `talent` link).
 * - Onboarding progress is stored as one timestamp per setup step, written only by the talent
 *   domain (sudo) or an admin, so a talent cannot skip a step.
 * - The photo is one of our own image paths, never an external URL.
 * - Vetting (cms/domain/talent/vetting.ts): a talent's first publication waits for an admin
 *   (`vettingRequestedAt`); approval sets `verifiedAt`, rejection `vettingRejectedAt` + reason;
 *   withdrawing an approval clears `verifiedAt` and sends the published menus back to `pending`.
 *   `verifiedAt` is never written through the generated update, not even by an admin.
 *   Until `verifiedAt` is set the profile is seen only by its owner and admins (rules.visibleTalent).
 * - The talent terms accepted (`termsAcceptedAt`, `termsVersion`), written only by the domain.
 *   Vetting and terms fields are read by the owner and admins, written by the domain or an admin.
 * - Public filters: displayName, city, verifiedAt, createdAt.
 */
import { list } from '@keystone-6/core';
import { relationship, text, timestamp, virtual } from '@keystone-6/core/fields';
import { graphql } from '@keystone-6/core';
import { fieldRules, permissions, rules } from '../access';
import { missingOnboardingSteps } from '../domain/talent/onboarding';
import { createdAt, ownImagePathProblem, publicFilters } from './shared';

const ownerOnly = { read: fieldRules.talentOwnerOrAdmin };
const setupStepAccess = { create: fieldRules.adminOnly, update: fieldRules.adminOnly };
const ownerReadsAdminWrites = { read: fieldRules.talentOwnerOrAdmin, create: fieldRules.adminOnly, update: fieldRules.adminOnly };

export const TalentProfile = list({
  access: {
    operation: { query: () => true, create: permissions.isAdmin, update: permissions.isAdmin, delete: permissions.isAdmin },
    filter: { query: rules.visibleTalent },
  },
  fields: publicFilters(['displayName', 'city', 'verifiedAt', 'createdAt'], {
    user: relationship({ ref: 'User.talentProfile', db: { foreignKey: true }, access: fieldRules.setOnCreateByAdmin }),
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
    // Changed only by vetting (approveTalent, withdrawTalentApproval): the talent's menus follow it.
    verifiedAt: timestamp({ access: { create: fieldRules.adminOnly, update: () => false } }),
    vettingRequestedAt: timestamp({ access: ownerReadsAdminWrites }),
    vettingRejectedAt: timestamp({ access: ownerReadsAdminWrites }),
    vettingRejectionReason: text({ access: ownerReadsAdminWrites, ui: { displayMode: 'textarea' } }),
    termsAcceptedAt: timestamp({ access: ownerReadsAdminWrites }),
    termsVersion: text({ access: ownerReadsAdminWrites }),
    onboardingComplete: virtual({
      field: graphql.field({
        type: graphql.Boolean,
        resolve: (item) => missingOnboardingSteps(item).length === 0,
      }),
    }),
    locations: relationship({ ref: 'Location.talent', many: true, access: fieldRules.never }),
    bankAccount: relationship({ ref: 'BankAccount.talent', access: { read: fieldRules.talentOwnerOrAdmin, ...fieldRules.never } }),
    menus: relationship({ ref: 'Menu.talent', many: true, access: fieldRules.never }),
    availability: relationship({ ref: 'Availability.talent', many: true, access: fieldRules.never }),
    bookings: relationship({ ref: 'Booking.talent', many: true, access: { read: fieldRules.talentOwnerOrAdmin, ...fieldRules.never } }),
    reviews: relationship({ ref: 'Review.talent', many: true, access: fieldRules.never }),
    createdAt: createdAt(),
  }),
  hooks: {
    validate: ({ operation, resolvedData, addValidationError }) => {
      if (operation === 'delete' || !resolvedData?.photo) return;
      const problem = ownImagePathProblem(resolvedData.photo);
      if (problem) addValidationError(problem);
    },
  },
});
