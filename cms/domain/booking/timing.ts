/**
 * The booking deadlines and refund notice (the terms of trade, "Handelsbetingelser"), as
 * durations. A leaf of its own: the process table (process.ts), the refund rules
 * (cms/domain/booking-states.ts) and the texts that quote them (cms/copy/rules.ts) all read these,
 * so none of them has to import another to get a number. Pure and server-free.
 */
import { DAY, HOUR } from '../time';

/** A request the talent has not answered within 48 hours (or before the event) expires. */
export const RESPOND_WITHIN_MS = 48 * HOUR;
/** An accepted booking not paid within 72 hours (or before the event) expires. */
export const PAY_WITHIN_MS = 72 * HOUR;
/** The customer's complaint window: earnings become available 48 hours after completion. */
export const COMPLAINT_WINDOW_MS = 48 * HOUR;

/** Customer cancellation ≥ 14 days before the event: full refund. */
export const FULL_REFUND_NOTICE_MS = 14 * DAY;
/** Customer cancellation 7–13 days before the event: half refund; under 7 days: none. */
export const HALF_REFUND_NOTICE_MS = 7 * DAY;
