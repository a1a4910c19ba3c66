// Date helpers for the seed: days relative to "now" in Europe/Copenhagen, and Danish date text.
import type { RelativeDay } from './talent';

const ZONE = 'Europe/Copenhagen';
export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

/** Minutes Copenhagen is ahead of UTC at `instant` (60 in winter, 120 in summer). */
function copenhagenOffsetMinutes(instant: Date) {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** Today's calendar date in Copenhagen as [year, month (1–12), day, ISO weekday 1–7]. */
function copenhagenToday(now: Date): [number, number, number, number] {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
  }).formatToParts(now);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday')) + 1;
  return [Number(get('year')), Number(get('month')), Number(get('day')), weekday];
}

/** A calendar day in Copenhagen, counted from the Monday of the current week. */
export type CalendarDay = { year: number; month: number; day: number };

export function relativeDay(now: Date, { week, weekday }: RelativeDay): CalendarDay {
  const todayWeekday = copenhagenToday(now)[3];
  return daysFromToday(now, -(todayWeekday - 1) + week * 7 + (weekday - 1));
}

/** The Copenhagen calendar day `days` days from today (negative: in the past). */
export function daysFromToday(now: Date, days: number): CalendarDay {
  const [year, month, day] = copenhagenToday(now);
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Whole days from today to a calendar day (negative: in the past). */
export function dayOffset(now: Date, { year, month, day }: CalendarDay) {
  const today = daysFromToday(now, 0);
  return Math.round((Date.UTC(year, month - 1, day) - Date.UTC(today.year, today.month - 1, today.day)) / DAY);
}

/** A Copenhagen wall-clock time `days` days from today: `dayAt(now, -2, '10:15')`. */
export const dayAt = (now: Date, days: number, time: string) => copenhagenTime(daysFromToday(now, days), time);

/** 'HH:MM' from hour and minute. */
export const clock = (hour: number, minute: number) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

/** 'YYYY-MM-DD' for a calendarDay field. */
export function isoDay({ year, month, day }: CalendarDay) {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The UTC instant of a Copenhagen wall-clock time ('HH:MM') on a calendar day. */
export function copenhagenTime({ year, month, day }: CalendarDay, time: string) {
  const [hours, minutes] = time.split(':').map(Number);
  const wallClockAsUtc = Date.UTC(year, month - 1, day, hours, minutes);
  const offset = copenhagenOffsetMinutes(new Date(wallClockAsUtc - 2 * HOUR));
  return new Date(wallClockAsUtc - offset * 60 * 1000);
}

/** "fredag den 4. december" */
export function danishDate(instant: Date) {
  const parts = new Intl.DateTimeFormat('da-DK', { timeZone: ZONE, weekday: 'long', day: 'numeric', month: 'long' }).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('weekday')} den ${get('day')}. ${get('month')}`;
}

/** "19.00" */
export function danishTime(instant: Date) {
  return new Intl.DateTimeFormat('da-DK', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hour12: false })
    .format(instant)
    .replace(':', '.');
}

export const addHours = (date: Date, hours: number) => new Date(date.getTime() + hours * HOUR);
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY);
export const earliest = (...dates: Date[]) => new Date(Math.min(...dates.map((date) => date.getTime())));
export const latest = (...dates: Date[]) => new Date(Math.max(...dates.map((date) => date.getTime())));
