/**
 * The booking state machine (DESIGN.md §3). Every status change anywhere in MixBuddy asks
 * `canTransition` first, so the rules live here and nowhere else.
 *
 *   requested → accepted → paid → completed
 *   requested → declined | expired | cancelled
 *   accepted  → expired | cancelled
 *   paid      → cancelled | refunded
 */
export const bookingStatuses = [
  'requested',
  'accepted',
  'declined',
  'expired',
  'cancelled',
  'paid',
  'completed',
  'refunded',
] as const;

export type BookingStatus = (typeof bookingStatuses)[number];

const transitions: Record<BookingStatus, readonly BookingStatus[]> = {
  requested: ['accepted', 'declined', 'expired', 'cancelled'],
  accepted: ['paid', 'expired', 'cancelled'],
  paid: ['completed', 'cancelled', 'refunded'],
  declined: [],
  expired: [],
  cancelled: [],
  completed: [],
  refunded: [],
};

export function canTransition(from: BookingStatus, to: BookingStatus) {
  return transitions[from].includes(to);
}

/** Statuses that hold the talent's time: two of these may never overlap. */
export const blockingStatuses: readonly BookingStatus[] = ['accepted', 'paid'];

/** Danish labels for people. */
export const bookingStatusLabels: Record<BookingStatus, string> = {
  requested: 'Anmodet',
  accepted: 'Accepteret',
  declined: 'Afvist',
  expired: 'Udløbet',
  cancelled: 'Annulleret',
  paid: 'Betalt',
  completed: 'Gennemført',
  refunded: 'Refunderet',
};
