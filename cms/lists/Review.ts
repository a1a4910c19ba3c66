/**
 * Review — a customer's rating (1–5) and words after a completed booking.
 * - Public to read. The booking's customer writes one, once, after completion, only through
 *   `reviewBooking`; the talent answers once through `replyToReview` (cms/domain/booking).
 * - The generated mutations are for admins (moderation); booking, menu, talent and customer are
 *   set at creation and never re-connected, so a review cannot be moved to another talent.
 * - Public filters: menu, talent, rating, createdAt (public pages list a menu's reviews). Never
 *   `booking` or `customer`: they lead to private data.
 * - Every write keeps the menu's stored rating current (afterOperation → cms/domain/booking/ratings.ts).
 * - `reviewer` is what everyone may know of the writer: first name and the event's city
 *   (cms/domain/booking/reviewer.ts); the customer relationship itself stays private.
 */

const ReviewerType = graphql.object<Reviewer>()({
  name: 'Reviewer',
  fields: {
    firstName: graphql.field({ type: graphql.String }),
    city: graphql.field({ type: graphql.String }),
  },
});
import { graphql, list } from '@keystone-6/core';
import { integer, relationship, text, timestamp, virtual } from '@keystone-6/core/fields';
import { fieldRules, permissions } from '../access';
import { refreshMenuRatings } from '../domain/booking/ratings';
import { reviewerOf, type Reviewer } from '../domain/booking/reviewer';
import { createdAt, indexes, publicFilters } from './shared';

export const Review = list({
  access: {
    operation: { query: () => true, create: permissions.isAdmin, update: permissions.isAdmin, delete: permissions.isAdmin },
  },
  // A menu's and a talent's newest reviews (menu and profile pages).
  db: indexes(['menuId', 'createdAt'], ['talentId', 'createdAt']),
  fields: publicFilters(['menu', 'talent', 'rating', 'createdAt'], {
    booking: relationship({ ref: 'Booking.review', db: { foreignKey: true }, access: fieldRules.setOnCreateByAdmin }),
    menu: relationship({ ref: 'Menu.reviews', access: fieldRules.setOnCreateByAdmin }),
    talent: relationship({ ref: 'TalentProfile.reviews', access: fieldRules.setOnCreateByAdmin }),
    customer: relationship({ ref: 'User', access: fieldRules.setOnCreateByAdmin }),
    rating: integer({ validation: { isRequired: true, min: 1, max: 5 } }),
    body: text({ ui: { displayMode: 'textarea' }, validation: { length: { max: 2000 } } }),
    reply: text({
      ui: { displayMode: 'textarea' },
      validation: { length: { max: 2000 } },
      access: { create: fieldRules.adminOnly, update: fieldRules.adminOnly },
    }),
    repliedAt: timestamp({ access: { create: fieldRules.adminOnly, update: fieldRules.adminOnly } }),
    reviewer: virtual({
      ui: { query: '{ firstName city }' },
      field: graphql.field({
        type: graphql.nonNull(ReviewerType),
        resolve: (item, _args, context) => reviewerOf(context, item as { customerId?: unknown; bookingId?: unknown }),
      }),
    }),
    createdAt: createdAt(),
  }),
  hooks: {
    afterOperation: async ({ item, originalItem, context }) => {
      await refreshMenuRatings(context, [originalItem?.menuId as string | undefined, item?.menuId as string | undefined]);
    },
  },
});
