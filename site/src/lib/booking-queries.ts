/**
 * The booking pages' reads (/bookings, /my-bookings): what is open — needing action, then coming
 * up — soonest first, then the history 25 at a time, latest first; each continues after its last
 * row (`?kommende=`, `?efter=`, cms/domain/paging.ts). A booking a link points at
 * (`?booking=<id>`) that is further back than the page shows comes first, on its own.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { bookingPages, ownBooking, type BookingRow } from '../../../cms/domain/booking';
import { pageOf, parseCursor, withParams } from './paging';

/** The GraphQL selection of one booking as BookingView shows it (components/bookings/BookingSummary.astro). */
export const BOOKING_VIEW_FIELDS = `id status startsAt guests address postcode city message totalAmount talentAmount respondBy payBy
  menu { id title } talent { id displayName } customer { name } conversation { id } review { id rating body reply }`;

/** Bookings per list and page (open ones, the history). */
export const PAGE = 25;

export type BookingPages<T = BookingRow> = {
  open: T[];
  history: T[];
  /** The booking a link opened, when it is not among the rows above. */
  selected: T | null;
  openNext: string | null;
  historyNext: string | null;
  /** The first page's address, when this is a later one. */
  firstHref: string | null;
};

export async function readBookingPages(keystone: KeystoneContext, side: 'customer' | 'talent', url: URL): Promise<BookingPages> {
  const openAfter = parseCursor(url.searchParams.get('kommende'));
  const historyAfter = parseCursor(url.searchParams.get('efter'));
  const selectedId = url.searchParams.get('booking');
  const [rows, selected] = await Promise.all([
    bookingPages(keystone, { side, openAfter, historyAfter, take: PAGE }),
    selectedId ? ownBooking(keystone, side, selectedId) : null,
  ]);
  const open = pageOf(rows.open, PAGE, (b) => b.startsAt);
  const history = pageOf(rows.history, PAGE, (b) => b.startsAt);
  const shown = new Set([...open.rows, ...history.rows].map((b) => b.id));
  return {
    open: open.rows,
    history: history.rows,
    selected: selected && !shown.has(selected.id) ? selected : null,
    openNext: open.next && withParams(url, { kommende: open.next }),
    historyNext: history.next && withParams(url, { efter: history.next }),
    firstHref: openAfter || historyAfter ? url.pathname : null,
  };
}

/**
 * Open bookings grouped for a list page. "Kræver handling" holds only what waits on the viewer: a
 * request for the talent to answer, an accepted booking for the customer to pay. What waits on
 * the other party (a sent request, an unpaid acceptance) is upcoming, with its status.
 */
export function groupBookings<T extends { status: string }>(open: T[], side: 'customer' | 'talent') {
  const waitsOnMe = side === 'talent' ? 'requested' : 'accepted';
  return { action: open.filter((b) => b.status === waitsOnMe), upcoming: open.filter((b) => b.status !== waitsOnMe) };
}

/** Where a link to one of the talent's bookings goes: that booking on /bookings, highlighted and scrolled to. */
export const bookingHref = (id: string) => `/bookings?booking=${encodeURIComponent(id)}#booking-${encodeURIComponent(id)}`;
