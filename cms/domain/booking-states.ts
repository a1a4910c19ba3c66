/**
 * The booking state machine's derived rules (the whole flow: cms/domain/booking/README.md). The
 * states, transitions and deadlines are declared once in cms/domain/booking/process.ts; the
 * allowed edges below are read from that table. Every status change anywhere in MixBuddy asks
 * `canTransition` first.
 *
 *   requested → accepted → paid → completed
 *   requested → declined | expired | cancelled
 *   accepted  → expired | cancelled
 *   paid      → cancelled | refunded
 */
import { allowedEdges, type BookingStatus } from './booking/process';
import { DAY } from './time';
import { FULL_REFUND_NOTICE_MS, HALF_REFUND_NOTICE_MS, PAY_WITHIN_MS, RESPOND_WITHIN_MS } from './booking/timing';

const transitions = allowedEdges();

export function canTransition(from: BookingStatus, to: BookingStatus) {
  return transitions[from].includes(to);
}

/** Statuses whose money MixBuddy has and keeps: paid, or paid and done (the back office's revenue). */
export const earningStatuses = ['paid', 'completed'] as const satisfies readonly BookingStatus[];

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

// ── Timing rules (the terms of trade, "Handelsbetingelser"; the durations: cms/domain/booking/timing.ts) ──

/** Who cancels a booking. */
export type CancelledBy = 'customer' | 'talent' | 'admin';

/**
 * How much of a paid booking is refunded when it is cancelled, in øre. The talent (and an admin
 * acting on the platform's behalf) always refunds in full; a customer by notice given.
 */
export function refundAmountFor(totalAmount: number, cancelledBy: CancelledBy, startsAt: Date, at: Date): number {
  if (cancelledBy !== 'customer') return totalAmount;
  const notice = startsAt.getTime() - at.getTime();
  if (notice >= FULL_REFUND_NOTICE_MS) return totalAmount;
  if (notice >= HALF_REFUND_NOTICE_MS) return Math.round(totalAmount / 2);
  return 0;
}

/** One step of a booking's refund policy: a customer who cancels by `until` gets `refund` øre back. */
export type RefundStep = { until: Date; noticeDays: number; refund: number };

/**
 * The refund policy of one booking as the customer reads it before paying: for each notice step,
 * the last moment it applies and the amount — read from `refundAmountFor` itself at that moment,
 * so the policy shown can never differ from the refund made. Steps already past `at` are left out;
 * the last step (`noticeDays` 0) runs until the event starts. A cancellation by the talent always
 * refunds everything (`refundAmountFor` with 'talent').
 */
export function refundPolicyFor(totalAmount: number, startsAt: Date, at: Date): RefundStep[] {
  const start = startsAt.getTime();
  const steps = [FULL_REFUND_NOTICE_MS, HALF_REFUND_NOTICE_MS].map((notice) => ({
    until: new Date(start - notice),
    noticeDays: Math.round(notice / DAY),
    refund: refundAmountFor(totalAmount, 'customer', startsAt, new Date(start - notice)),
  }));
  steps.push({ until: startsAt, noticeDays: 0, refund: refundAmountFor(totalAmount, 'customer', startsAt, new Date(start - 1)) });
  return steps.filter((step) => step.until.getTime() > at.getTime());
}

/** The deadline for the talent's answer: 48 hours after the request, but never after the event starts. */
export const respondByFor = (requestedAt: Date, startsAt: Date) =>
  new Date(Math.min(requestedAt.getTime() + RESPOND_WITHIN_MS, startsAt.getTime()));

/** The deadline for payment: 72 hours after acceptance, but never after the event starts. */
export const payByFor = (acceptedAt: Date, startsAt: Date) => new Date(Math.min(acceptedAt.getTime() + PAY_WITHIN_MS, startsAt.getTime()));
