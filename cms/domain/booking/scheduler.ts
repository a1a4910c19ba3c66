/**
 * The booking scheduler: expiry, completion and the release of earnings after the complaint
 * window — the timed transitions of the process table (cms/domain/booking/process.ts), each found
 * by its timer. When a booking enters a state with a timer, `scheduleBookingTimers` (timers.ts) enqueues a
 * `bookingTimer` job at the deadline (one per booking and transition, cms/jobs); the job re-checks
 * and runs the step. `runBookingScheduler` sweeps every due booking: a periodic job (the safety
 * net) and `POST /api/test/scheduler`. Every step is idempotent — each booking moves through a
 * conditional update or a lock-checked ledger write — so a timer job, a sweep and a second server
 * process never do a step twice.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { now } from '../clock';
import { completeBooking, expireBooking, releaseEarnings, type BookingRow } from './operations';
import { timedTransitions, transitionOf, type TimedTransitionName, type TransitionName } from './process';

type Counts = { expired: number; completed: number; released: number };

/**
 * How each timed transition of the process table is carried out, and what it counts as. The
 * release leaves the booking completed, so "not done yet" is the missing talent_available entry.
 */
const steps: Record<
  TimedTransitionName,
  { count: keyof Counts; where?: object; run: (context: KeystoneContext, booking: BookingRow, at: Date) => Promise<boolean> }
> = {
  expireRequest: { count: 'expired', run: expireBooking },
  expirePayment: { count: 'expired', run: expireBooking },
  complete: {
    count: 'completed',
    run: async (context, booking) => {
      try {
        await completeBooking(context, 'scheduler', booking.id);
        return true;
      } catch {
        return false; // Someone else (an admin, a parallel run) completed or cancelled it first.
      }
    },
  },
  releaseEarnings: { count: 'released', where: { ledgerEntries: { none: { account: 'talent_available' } } }, run: releaseEarnings },
};

/** The bookings a timed transition is due for at `at`: in one of its from-states, and any timer date passed. */
function dueWhere(name: TransitionName, at: Date) {
  const { from, timer } = transitionOf(name);
  const cutoff = new Date(at.getTime() - (timer?.afterMs ?? 0));
  return { status: { in: [...from] }, OR: (timer?.when ?? []).map((date) => ({ [date]: { lte: cutoff } })) };
}

/** `onlyBookingIds` limits a run to some bookings (tests on a shared database move the clock for their own booking only). */
export async function runBookingScheduler(context: KeystoneContext, at = now(), onlyBookingIds?: string[]) {
  const counts: Counts = { expired: 0, completed: 0, released: 0 };
  const only = onlyBookingIds ? { id: { in: onlyBookingIds } } : {};
  // In table order: expiry, then completion, then the release of earnings.
  for (const name of timedTransitions) {
    const step = steps[name];
    const due: BookingRow[] = await context.prisma.booking.findMany({ where: { ...only, ...dueWhere(name, at), ...step.where } });
    for (const booking of due) if (await step.run(context, booking, at)) counts[step.count]++;
  }
  return counts;
}

/** The `bookingTimer` job: runs one timed transition for one booking if it is (still) due. */
export async function runBookingTimer(context: KeystoneContext, bookingId: string, name: TimedTransitionName, at = now()) {
  const step = steps[name];
  const booking: BookingRow | null = await context.prisma.booking.findFirst({
    where: { id: bookingId, ...dueWhere(name, at), ...step.where },
  });
  return booking ? step.run(context, booking, at) : false;
}
