/** The booking domain: see README.md beside this file. */
export * from './operations';
export { runBookingScheduler, runBookingTimer } from './scheduler';
export { scheduleBookingTimers } from './timers';
export * from './schemas';
export * from './review-schemas';
export * from './age-gate';
export { refreshMenuRatings } from './ratings';
export { paidRevenue } from './revenue';
export { bookingCountsOf } from './counts';
export { bookingPages, ownBooking, OPEN_STATUSES, HISTORY_STATUSES, type BookingRow } from './read';
