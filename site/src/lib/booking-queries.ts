/** The GraphQL selection the booking pages read (matches `BookingView` in components/bookings/BookingSummary.astro). */
export const BOOKING_VIEW_FIELDS = `id status startsAt guests address postcode city message totalAmount talentAmount respondBy payBy
  menu { id title } talent { id displayName } customer { name } conversation { id } review { id rating body reply }`;

/** Bookings grouped for a list page: what needs an answer or a payment first, then upcoming, then the rest. */
export function groupBookings<T extends { status: string; startsAt: string }>(bookings: T[]) {
  const action = bookings.filter((b) => b.status === 'requested' || b.status === 'accepted');
  const upcoming = bookings.filter((b) => b.status === 'paid');
  const past = bookings.filter((b) => b.status === 'completed');
  const closed = bookings.filter((b) => ['declined', 'expired', 'cancelled', 'refunded'].includes(b.status));
  return { action, upcoming, past, closed };
}
