/**
 * The talent's booking calendar (list `Availability`): weekly hours per weekday and blocked
 * dates. The booking flow reads the same rows (cms/domain/booking/calendar.ts) and refuses a
 * request on a blocked date or, when the talent has weekly hours, outside them.
 * The generated API is closed to talent (one door for writes), so these functions find the
 * talent's own profile first and then read and write with sudo, scoped to that profile.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { z } from 'zod';
import { findAll } from '../../db/find-all';
import { DomainError, parseInput } from '../errors';
import { IMPOSSIBLE_DATE_MESSAGE, isCalendarDay } from '../time';
import { ensureOwnProfile, findOwnProfile, ownRow } from './profile';

const clockTime = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Skriv tidspunktet som TT:MM, fx 17:00');

export const weeklyHoursSchema = z
  .array(
    z
      .object({ weekday: z.number().int().min(1).max(7), startTime: clockTime, endTime: clockTime })
      .refine((day) => day.startTime < day.endTime, { path: ['endTime'], message: 'Sluttidspunktet skal ligge efter starttidspunktet' }),
  )
  .max(7);
export type WeeklyHoursInput = z.input<typeof weeklyHoursSchema>;

/** Replaces the talent's weekly hours with the given days (a day not listed is not bookable). */
export async function saveWeeklyHours(context: KeystoneContext, input: WeeklyHoursInput) {
  const days = parseInput(weeklyHoursSchema, input);
  const profile = await ensureOwnProfile(context);
  const mine = { talent: { id: { equals: profile.id } }, kind: { equals: 'weekly' } };
  const sudo = context.sudo();
  const existing = await findAll<{ id: unknown }>(sudo.db.Availability, { where: mine });
  if (existing.length) await sudo.db.Availability.deleteMany({ where: existing.map((row) => ({ id: String(row.id) })) });
  if (days.length) {
    await sudo.db.Availability.createMany({
      data: days.map((day) => ({ ...day, kind: 'weekly', talent: { connect: { id: profile.id } } })),
    });
  }
}

export const blockedDateSchema = z.object({
  date: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Vælg en dato')
    .refine(isCalendarDay, IMPOSSIBLE_DATE_MESSAGE),
  note: z.string().trim().max(120, 'Noten må højst være 120 tegn').default(''),
});
export type BlockedDateInput = z.input<typeof blockedDateSchema>;

export async function blockDate(context: KeystoneContext, input: BlockedDateInput, today: string) {
  const data = parseInput(blockedDateSchema, input);
  if (data.date < today) throw new DomainError('Du kan ikke blokere en dato, der er gået', { date: 'Vælg en dato i dag eller senere' });
  const profile = await ensureOwnProfile(context);
  const sudo = context.sudo();
  const already = await sudo.db.Availability.count({
    where: { talent: { id: { equals: profile.id } }, kind: { equals: 'blocked' }, date: { equals: data.date } },
  });
  if (already) return;
  await sudo.db.Availability.createOne({
    data: { kind: 'blocked', date: data.date, note: data.note, talent: { connect: { id: profile.id } } },
  });
}

export async function unblockDate(context: KeystoneContext, availabilityId: string) {
  await ownRow(context, 'Availability', availabilityId, 'Datoen findes ikke, eller du har ikke adgang til den');
  await context.sudo().db.Availability.deleteOne({ where: { id: availabilityId } });
}

export type CalendarData = {
  weekly: { id: string; weekday: number; startTime: string; endTime: string }[];
  blocked: { id: string; date: string; note: string }[];
  bookings: { id: string; startsAt: string; endsAt: string; status: string; guests: number; menu: { title: string } | null }[];
};

/** Weekly hours, blocked dates from `fromDate` on, and the talent's live bookings, for the calendar page. */
export async function ownCalendar(context: KeystoneContext, fromDate: string): Promise<CalendarData> {
  const profile = await findOwnProfile(context);
  if (!profile) return { weekly: [], blocked: [], bookings: [] };
  const mine = { talent: { id: { equals: profile.id } } };
  const [weekly, blocked, bookings] = await Promise.all([
    findAll(context.query.Availability, {
      where: { ...mine, kind: { equals: 'weekly' } },
      query: 'id weekday startTime endTime',
      orderBy: [{ weekday: 'asc' }],
    }),
    findAll(context.query.Availability, {
      where: { ...mine, kind: { equals: 'blocked' }, date: { gte: fromDate } },
      query: 'id date note',
      orderBy: [{ date: 'asc' }],
    }),
    findAll(context.sudo().query.Booking, {
      where: {
        ...mine,
        status: { in: ['requested', 'accepted', 'paid'] },
        startsAt: { gte: new Date(`${fromDate}T00:00:00Z`).toISOString() },
      },
      query: 'id startsAt endsAt status guests menu { title }',
      orderBy: [{ startsAt: 'asc' }],
    }),
  ]);
  return { weekly, blocked, bookings } as CalendarData;
}
