/**
 * Input schemas of the review operations (reviewBooking, replyToReview in operations.ts): pure
 * zod, no server imports, so GraphQL args (cms/graphql/reviews.ts) are derived from them.
 */
import { z } from 'zod';

export const reviewSchema = z.object({
  bookingId: z.string().min(1),
  rating: z.coerce.number().int('Vælg mellem 1 og 5 stjerner').min(1, 'Vælg mellem 1 og 5 stjerner').max(5, 'Vælg mellem 1 og 5 stjerner'),
  body: z.string().trim().max(2000, 'Anmeldelsen må højst være 2000 tegn').default(''),
});

export const reviewReplySchema = z.object({
  reviewId: z.string().min(1),
  reply: z.string().trim().min(1, 'Skriv et svar').max(2000, 'Svaret må højst være 2000 tegn'),
});
