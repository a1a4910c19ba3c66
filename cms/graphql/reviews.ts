/**
 * Reviews over GraphQL: a customer reviews a completed booking, the talent replies (both in
 * cms/domain/booking, beside the booking they belong to). The review is read back through the
 * caller's own context. Errors: cms/graphql/errors.ts.
 */
import { g } from '@keystone-6/core';
import type { BaseSchemaMeta, Extension } from '@graphql-ts/extend';
import type { KeystoneContext } from '@keystone-6/core/types';
import { actorOf } from '../domain/actor';
import { replyToReview, reviewBooking, reviewReplySchema, reviewSchema } from '../domain/booking';
import { argsFrom } from './args';
import { domain } from './errors';

export function reviewsExtension(base: BaseSchemaMeta): Extension {
  const Review = base.object('Review');
  const review = (context: KeystoneContext, id: string) => context.db.Review.findOne({ where: { id } });
  return {
    mutation: {
      reviewBooking: g.field({
        type: Review,
        args: argsFrom(reviewSchema, { bookingId: g.ID, rating: g.Int }),
        resolve: (_r, args, context: KeystoneContext) =>
          domain(() => reviewBooking(context, actorOf(context), { ...args, body: args.body ?? '' }).then((r) => review(context, r.id))),
      }),
      replyToReview: g.field({
        type: Review,
        args: argsFrom(reviewReplySchema, { reviewId: g.ID }),
        resolve: (_r, args, context: KeystoneContext) =>
          domain(() => replyToReview(context, actorOf(context), args).then(() => review(context, args.reviewId))),
      }),
    },
  };
}
