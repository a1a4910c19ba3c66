/**
 * Menu — what a talent offers: drinks or courses, a price per guest in øre, guest limits.
 * - Everyone reads published menus; the owner also their drafts and archive; admins all.
 * - Talent write menus only through the talent domain (`saveTalentMenu`, duplicate, archive in
 *   cms/domain/talent/menus.ts); the generated mutations are for admins. `talent` is set at
 *   creation and never re-connected; bookings and reviews are never connected from this side.
 *   Menus are archived, not deleted (bookings refer to them).
 * - A talent publishes only after finishing onboarding with an active account (validate hook).
 * - `pending`: published by a talent not yet approved; waits for an admin (cms/domain/talent/vetting.ts)
 *   and is seen only by its owner and admins. A published menu's talent is verified (validate hook).
 * - Images are only our own paths (`/uploads/…` or the shipped `/images/…`), never external URLs.
 * - `ratingAverage`/`ratingCount` are the system's copy of the menu's reviews (0 = no reviews),
 *   kept by cms/domain/booking/ratings.ts whenever a review is written or removed; nobody writes
 *   them through the API. Search sorts by them through indexes (cms/domain/search).
 * - Public filters: talent, status, category, price, guests, duration, alcohol, instant booking, dates, title.
 */
import { list } from '@keystone-6/core';
import { checkbox, float, integer, json, relationship, select, text } from '@keystone-6/core/fields';
import { fieldRules, permissions, rules } from '../access';
import { menuPublishingProblem, publishingRuleApplies, unverifiedTalentProblem } from '../domain/talent/onboarding';
import { menuCategories } from '../domain/vocabulary';
import { createdAt, ore, ownImageListProblem, publicFilters, updatedAt, indexes } from './shared';

const isMenuItemList = (value: unknown) =>
  Array.isArray(value) &&
  value.every(
    (entry) =>
      entry && typeof entry === 'object' && typeof entry.name === 'string' && ['string', 'undefined'].includes(typeof entry.description),
  );

/** Written by the system only: not in the create/update inputs, refused if ever sent, read-only in the admin UI. */
const systemField = {
  access: fieldRules.never,
  graphql: { omit: { create: true, update: true } },
  ui: { createView: { fieldMode: 'hidden' as const }, itemView: { fieldMode: 'read' as const } },
};

const PUBLIC_FILTERS = [
  'talent',
  'title',
  'status',
  'category',
  'pricePerGuest',
  'minGuests',
  'maxGuests',
  'durationMinutes',
  'containsAlcohol',
  'instantBooking',
  'createdAt',
  'updatedAt',
  'ratingAverage',
  'ratingCount',
] as const;

export const Menu = list({
  access: {
    operation: { query: () => true, create: permissions.isAdmin, update: permissions.isAdmin, delete: permissions.isAdmin },
    filter: { query: rules.visibleMenus },
  },
  // Latest published menus (home); a talent's published menus newest first (profile, “more from”).
  db: indexes(['status', 'createdAt'], ['talentId', 'status', 'createdAt']),
  fields: publicFilters(PUBLIC_FILTERS, {
    talent: relationship({ ref: 'TalentProfile.menus', access: fieldRules.setOnCreateByAdmin }),
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
    /** "Book med det samme": a request for a free day is accepted at once (cms/domain/booking, `requestInstantly`). */
    instantBooking: checkbox({ defaultValue: false }),
    allergens: text(),
    /** Paths of shipped or uploaded images, first one is the cover. */
    images: json({ defaultValue: [] }),
    status: select({
      type: 'string',
      options: [
        { label: 'Kladde', value: 'draft' },
        { label: 'Afventer godkendelse', value: 'pending' },
        { label: 'Udgivet', value: 'published' },
        { label: 'Arkiveret', value: 'archived' },
      ],
      defaultValue: 'draft',
      validation: { isRequired: true },
      isIndexed: true,
    }),
    viewCount: integer({ defaultValue: 0 }),
    ratingAverage: float({ defaultValue: 0, db: { isNullable: false }, ...systemField }),
    ratingCount: integer({ defaultValue: 0, db: { isNullable: false }, ...systemField }),
    bookings: relationship({ ref: 'Booking.menu', many: true, access: { read: permissions.isAdmin, ...fieldRules.never } }),
    reviews: relationship({ ref: 'Review.menu', many: true, access: fieldRules.never }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  }),
  hooks: {
    validate: async ({ operation, resolvedData, item, context, addValidationError }) => {
      if (operation === 'delete') return;
      // Admin writes through the list API get the same Danish answers as the menu editor, never a
      // database error: required numbers cannot be cleared, items and images have a fixed shape.
      for (const [key, label] of [
        ['minGuests', 'Minimum antal gæster'],
        ['maxGuests', 'Maksimum antal gæster'],
        ['durationMinutes', 'Varigheden'],
        ['pricePerGuest', 'Prisen'],
      ] as const) {
        if (resolvedData?.[key] === null) addValidationError(`${label} skal udfyldes`);
      }
      if (resolvedData?.items !== undefined && !isMenuItemList(resolvedData.items)) {
        addValidationError('Menuens retter/drinks skal være en liste med navn og beskrivelse');
      }
      if (resolvedData?.images !== undefined) {
        const problem = ownImageListProblem(resolvedData.images);
        if (problem) addValidationError(problem);
      }
      const min = resolvedData?.minGuests ?? item?.minGuests;
      const max = resolvedData?.maxGuests ?? item?.maxGuests;
      if (min != null && max != null && min > max) addValidationError('Minimum antal gæster kan ikke være større end maksimum');
      // Only an approved talent's menus are public, whoever writes (admins approve through vetting).
      if (resolvedData?.status === 'published') {
        const profileId = resolvedData?.talent?.connect?.id ?? item?.talentId;
        const problem = profileId ? await unverifiedTalentProblem(context, String(profileId)) : null;
        if (problem) addValidationError(problem);
      }
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
