/**
 * What a transition that enters a state with a timer leaves behind, in its own transaction: the
 * timer (timers.ts) and the emails (emails.ts), written in one statement (a job batch, cms/jobs).
 */
import { jobBatch, writeJobs } from '../../jobs';
import type { Tx } from '../locks';
import type { BookingFacts } from './email-text';
import { notifyTransition } from './emails';
import { transitionOf, type BookingDate, type TransitionName } from './process';
import { scheduleBookingTimers } from './timers';

/**
 * `booking` with the dates the transition set (`payBy`, `completedAt`); the status it entered is
 * the process table's `to`.
 */
export async function scheduleAndNotify(
  tx: Tx,
  transition: TransitionName,
  booking: BookingFacts & Partial<Record<BookingDate, Date | null>>,
) {
  const jobs = jobBatch();
  await scheduleBookingTimers(jobs, { ...booking, status: transitionOf(transition).to });
  await notifyTransition(tx, transition, booking, {}, jobs);
  await writeJobs(tx, jobs);
}
