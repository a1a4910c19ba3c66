/**
 * A customer's page about one of their bookings (/my-bookings/{id}/review, /my-bookings/{id}/cancel):
 * the customer guard, their own booking only (anyone else's is the 404, nothing said about it), the
 * link back to it on /my-bookings, and where a finished action lands there.
 */
import type { AstroGlobal } from 'astro';
import { ownBooking } from '../../../cms/domain/booking';
import { requireRole } from './guard';

export async function customerBookingPage(Astro: AstroGlobal) {
  const access = requireRole(Astro, ['customer']);
  const booking = access.allowed ? await ownBooking(Astro.locals.keystone, 'customer', Astro.params.id ?? '') : null;
  if (access.allowed && !booking) Astro.response.status = 404;
  const at = booking ? `booking=${encodeURIComponent(booking.id)}#booking-${encodeURIComponent(booking.id)}` : '';
  return {
    access,
    booking,
    backHref: booking ? `/my-bookings?${at}` : '/my-bookings',
    /** /my-bookings with the done message `ok` over the booking. */
    doneHref: (ok: string) => `/my-bookings?ok=${ok}&${at}`,
  };
}
