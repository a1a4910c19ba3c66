/**
 * What a transition that enters a state with a timer leaves behind, in its own transaction: the
 * timer (timers.ts) and the emails (emails.ts), written in one statement (a job batch, cms/jobs).
 */
import { jobBatch, writeJobs } from '../../jobs';
import type { Tx } from '../locks';
import type { BookingFacts } from './email-text';
import { notifyTransition } from './emails';
import type { TransitionName } from './process';
import { scheduleBookingTimers, type TimedDates } from './timers';

/** `entered`: the booking as it is after the transition (its new status and dates) for the timers. */
export async function scheduleAndNotify(tx: Tx, transition: TransitionName, booking: BookingFacts, entered: TimedDates) {
  const jobs = jobBatch();
  await scheduleBookingTimers(jobs, entered);
  await notifyTransition(tx, transition, booking, {}, jobs);
  await writeJobs(tx, jobs);
}
