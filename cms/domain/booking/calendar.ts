/**
 * Is the talent free? Checked inside the talent lock (cms/domain/locks.ts) when a booking is
 * requested, accepted or paid: the start lies within the talent's weekly hours (when they have
 * any), the day is not blocked, and no accepted or paid booking overlaps.
 */
import { blockingStatuses } from '../booking-states';
import { DomainError } from '../errors';
import type { Tx } from '../locks';
import { copenhagenParts, copenhagenTime } from '../time';

export { copenhagenParts };

/** The UTC instant of a Copenhagen date ('YYYY-MM-DD') and time ('HH:MM'). */
export function copenhagenInstant(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const instant = copenhagenTime({ year, month, day }, time);
  // Date.UTC quietly rolls 2030-13-45 over into 2031; a real date reads back as itself.
  if (Number.isNaN(instant.getTime()) || copenhagenParts(instant).date !== date) {
    throw new DomainError('Datoen findes ikke', { date: 'Datoen findes ikke' });
  }
  return instant;
}

type Slot = { startsAt: Date; endsAt: Date };

export async function assertTalentFree(tx: Tx, talentId: string, slot: Slot, options: { ignoreBookingId?: string; checkWeeklyHours?: boolean } = {}) {
  const local = copenhagenParts(slot.startsAt);
  const calendar: { kind: string; weekday: number | null; startTime: string; endTime: string; date: Date | string | null }[] =
    await tx.availability.findMany({ where: { talentId } });

  // calendarDay is a DATE on PostgreSQL and a 'YYYY-MM-DD' string on SQLite.
  const dayOf = (date: Date | string) => (date instanceof Date ? date.toISOString() : date).slice(0, 10);
  const blocked = calendar.some((a) => a.kind === 'blocked' && a.date && dayOf(a.date) === local.date);
  if (blocked) throw new DomainError('Talentet er ikke ledigt den dag. Vælg en anden dato.', { date: 'Talentet er ikke ledigt den dag' }, 'CONFLICT');

  const weekly = calendar.filter((a) => a.kind === 'weekly');
  if (options.checkWeeklyHours && weekly.length) {
    // A start time inside the weekly hours of that weekday; '23:59' means "until midnight".
    const fits = weekly.some((a) => a.weekday === local.weekday && a.startTime <= local.time && local.time < (a.endTime === '23:59' ? '24:00' : a.endTime));
    if (!fits) {
      throw new DomainError('Talentet tager ikke imod bookinger på det tidspunkt. Se talentets ledige tider.', { time: 'Talentet arbejder ikke på det tidspunkt' }, 'CONFLICT');
    }
  }

  const overlapping = await tx.booking.count({
    where: {
      talentId,
      status: { in: [...blockingStatuses] },
      startsAt: { lt: slot.endsAt },
      endsAt: { gt: slot.startsAt },
      ...(options.ignoreBookingId ? { id: { not: options.ignoreBookingId } } : {}),
    },
  });
  if (overlapping > 0) {
    throw new DomainError('Talentet har allerede en booking på det tidspunkt.', { time: 'Talentet er optaget på det tidspunkt' }, 'CONFLICT');
  }
}
