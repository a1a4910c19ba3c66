/** The GraphQL selection the booking pages read (matches `BookingView` in components/bookings/BookingSummary.astro). */
export const BOOKING_VIEW_FIELDS = `id status startsAt guests address postcode city message totalAmount talentAmount respondBy payBy
  menu { id title } talent { id displayName } customer { name } conversation { id } review { id rating body reply }`;

/**
 * Bookings grouped for a list page. "Kræver handling" holds only what waits on the viewer: a
 * request for the talent to answer, an accepted booking for the customer to pay. What waits on
 * the other party (a sent request, an unpaid acceptance) is upcoming, with its status.
 */
export function groupBookings<T extends { status: string; startsAt: string }>(bookings: T[], side: 'customer' | 'talent') {
  const waitsOnMe = side === 'talent' ? 'requested' : 'accepted';
  const action = bookings.filter((b) => b.status === waitsOnMe);
  const upcoming = bookings.filter((b) => b.status !== waitsOnMe && ['requested', 'accepted', 'paid'].includes(b.status));
  const past = bookings.filter((b) => b.status === 'completed');
  const closed = bookings.filter((b) => ['declined', 'expired', 'cancelled', 'refunded'].includes(b.status));
  return { action, upcoming, past, closed };
}

/** Where a link to one of the talent's bookings goes: that booking on /bookings, highlighted and scrolled to. */
export const bookingHref = (id: string) => `/bookings?booking=${encodeURIComponent(id)}#booking-${encodeURIComponent(id)}`;
