/**
 * The per-booking timer jobs: written in the transaction that moves a booking into a state with a
 * timer (cms/domain/booking/process.ts), run by `runBookingTimer` (scheduler.ts) at the deadline.
 */
import { enqueue, type JobTarget } from '../../jobs';
import { clockOffsetMs } from '../clock';
import { timedTransitions, transitionOf, type BookingDate, type BookingStatus } from './process';

type TimedDates = Partial<Record<BookingDate, Date | null>> & { id: string; status: BookingStatus };

/**
 * Inside the transaction that moved `booking` into its (new) status: one job per timed transition
 * that starts there, at the earliest of its dates plus its delay (in real time, so a moved test
 * clock is accounted for). The key replaces an earlier job for the same booking and transition.
 */
export async function scheduleBookingTimers(db: JobTarget, booking: TimedDates) {
  for (const name of timedTransitions) {
    const { from, timer } = transitionOf(name);
    if (!timer || !from.includes(booking.status)) continue;
    const dates = timer.when.map((date) => booking[date]).filter((date): date is Date => date instanceof Date);
    if (!dates.length) continue;
    const due = Math.min(...dates.map((date) => date.getTime())) + timer.afterMs;
    await enqueue(
      db,
      'bookingTimer',
      { bookingId: booking.id, transition: name },
      { runAt: new Date(due - clockOffsetMs()), key: `booking:${booking.id}:${name}` },
    );
  }
}
