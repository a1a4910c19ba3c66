/**
 * Menu — what a talent offers: drinks or courses, a price per guest in øre, guest limits.
 * - Everyone reads published menus; the owner also their drafts and archive; admins all.
 * - Only the owning talent or an admin writes. Menus are archived, not deleted (bookings refer
 *   to them), so delete is admin-only.
 * - A talent publishes only after finishing onboarding with an active account (validate hook).
 */
import { list } from '@keystone-6/core';
import { checkbox, integer, json, relationship, select, text } from '@keystone-6/core/fields';
import { isSignedIn, permissions, rules } from '../access';
import { menuPublishingProblem, publishingRuleApplies } from '../domain/talent/onboarding';
import { ownTalentOnCreate } from './ownership';
import { createdAt, menuCategories, ore, updatedAt } from './shared';

export const Menu = list({
  access: {
    operation: { query: () => true, create: isSignedIn, update: isSignedIn, delete: permissions.isAdmin },
    filter: { query: rules.visibleMenus, update: rules.ownedByTalent },
    item: { create: ownTalentOnCreate },
  },
  fields: {
    talent: relationship({ ref: 'TalentProfile.menus' }),
    title: text({ validation: { isRequired: true, length: { min: 3, max: 120 } } }),
    description: text({ ui: { displayMode: 'textarea' } }),
    category: select({ type: 'string', options: [...menuCategories], validation: { isRequired: true }, defaultValue: 'cocktails' }),
    /** [{ name, description }] in the order the guests get them. */
    items: json({ defaultValue: [] }),
    pricePerGuest: ore({ min: 0 }),
    minGuests: integer({ defaultValue: 1, validation: { isRequired: true, min: 1 } }),
    maxGuests: integer({ defaultValue: 50, validation: { isRequired: true, min: 1 } }),
    durationMinutes: integer({ defaultValue: 180, validation: { isRequired: true, min: 30 } }),
    containsAlcohol: checkbox({ defaultValue: true }),
    allergens: text(),
    /** Paths of shipped or uploaded images, first one is the cover. */
    images: json({ defaultValue: [] }),
    status: select({
      type: 'string',
      options: [
        { label: 'Kladde', value: 'draft' },
        { label: 'Udgivet', value: 'published' },
        { label: 'Arkiveret', value: 'archived' },
      ],
      defaultValue: 'draft',
      validation: { isRequired: true },
      isIndexed: true,
    }),
    viewCount: integer({ defaultValue: 0 }),
    bookings: relationship({ ref: 'Booking.menu', many: true, access: { read: permissions.isAdmin, create: () => false, update: () => false } }),
    reviews: relationship({ ref: 'Review.menu', many: true, access: { create: () => false, update: () => false } }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  hooks: {
    validate: async ({ operation, resolvedData, item, context, addValidationError }) => {
      if (operation === 'delete') return;
      const min = resolvedData?.minGuests ?? item?.minGuests;
      const max = resolvedData?.maxGuests ?? item?.maxGuests;
      if (min != null && max != null && min > max) addValidationError('Minimum antal gæster kan ikke være større end maksimum');
      // Publishing needs a finished onboarding and an active account (cms/domain/talent/onboarding.ts).
      // Checked when a write sets the status, so other writes (e.g. counting views) never trip on it.
      if (resolvedData?.status === 'published' && publishingRuleApplies(context.session)) {
        const profileId = resolvedData?.talent?.connect?.id ?? item?.talentId;
        const problem = await menuPublishingProblem(context, profileId ? String(profileId) : null);
        if (problem) addValidationError(problem.message);
      }
    },
  },
});
