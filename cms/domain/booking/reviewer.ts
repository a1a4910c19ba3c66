/**
 * Who wrote a review, as the public pages show it: the customer's first name and the city of the
 * booked event ("Camilla, Aarhus") — never the surname, the email or the address. Read with the
 * system's rights because the customer and the booking are private; only these two words leave.
 */
import type { KeystoneContext } from '@keystone-6/core/types';

export type Reviewer = { firstName: string | null; city: string | null };

const firstWord = (value: string | null | undefined) => value?.trim().split(/\s+/)[0] || null;

export async function reviewerOf(context: KeystoneContext, review: { customerId?: unknown; bookingId?: unknown }): Promise<Reviewer> {
  const customerId = typeof review.customerId === 'string' ? review.customerId : null;
  const bookingId = typeof review.bookingId === 'string' ? review.bookingId : null;
  const [customer, booking] = await Promise.all([
    customerId ? context.prisma.user.findUnique({ where: { id: customerId }, select: { name: true } }) : null,
    bookingId ? context.prisma.booking.findUnique({ where: { id: bookingId }, select: { city: true } }) : null,
  ]);
  return reviewerFrom(customer, booking);
}

/** The same two words from a customer's name and a booking's city already read (one query for a page of reviews). */
export const reviewerFrom = (
  customer: { name: string | null } | null | undefined,
  booking: { city: string | null } | null | undefined,
): Reviewer => ({
  firstName: firstWord(customer?.name),
  city: booking?.city?.trim() || null,
});
