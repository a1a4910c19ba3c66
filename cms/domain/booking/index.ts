/** The booking domain: see README.md beside this file. */
export * from './operations';
export { runBookingScheduler, startBookingScheduler } from './scheduler';
export * from './schemas';
export * from './review-schemas';
export * from './age-gate';
export { refreshMenuRatings } from './ratings';
export { paidRevenue } from './revenue';
