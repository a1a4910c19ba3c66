/**
 * The booking scheduler: expiry, completion and the release of earnings after the complaint
 * window. It runs on an interval in the server process (cms/server/main.ts) and from tests
 * (`POST /api/test/scheduler`). Every step is idempotent — each booking moves through a
 * conditional update or a lock-checked ledger write — so two runs, or two server processes,
 * never do a step twice.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { COMPLAINT_WINDOW_MS } from '../booking-states';
import { now } from '../clock';
import { completeBooking, expireBooking, releaseEarnings, type BookingRow } from './operations';

/** `onlyBookingIds` limits a run to some bookings (tests on a shared database move the clock for their own booking only). */
export async function runBookingScheduler(context: KeystoneContext, at = now(), onlyBookingIds?: string[]) {
  const counts = { expired: 0, completed: 0, released: 0 };
  const prisma = context.prisma;
  const only = onlyBookingIds ? { id: { in: onlyBookingIds } } : {};

  const overdue: BookingRow[] = await prisma.booking.findMany({
    where: {
      ...only,
      OR: [
        { status: 'requested', OR: [{ respondBy: { lte: at } }, { startsAt: { lte: at } }] },
        { status: 'accepted', OR: [{ payBy: { lte: at } }, { startsAt: { lte: at } }] },
      ],
    },
  });
  for (const booking of overdue) if (await expireBooking(context, booking, at)) counts.expired++;

  const finished: BookingRow[] = await prisma.booking.findMany({ where: { ...only, status: 'paid', endsAt: { lte: at } } });
  for (const booking of finished) {
    try {
      await completeBooking(context, 'scheduler', booking.id);
      counts.completed++;
    } catch {
      // Someone else (an admin, a parallel run) completed or cancelled it first.
    }
  }

  const releasable: BookingRow[] = await prisma.booking.findMany({
    where: {
      ...only,
      status: 'completed',
      completedAt: { lte: new Date(at.getTime() - COMPLAINT_WINDOW_MS) },
      ledgerEntries: { none: { account: 'talent_available' } },
    },
  });
  for (const booking of releasable) if (await releaseEarnings(context, booking, at)) counts.released++;
  return counts;
}

/** Starts the interval; returns a stop function. Errors are logged, never thrown. */
export function startBookingScheduler(context: KeystoneContext, intervalMs: number) {
  if (!intervalMs) return () => {};
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await runBookingScheduler(context);
    } catch (error) {
      console.error('Booking-planlæggeren fejlede', error);
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
