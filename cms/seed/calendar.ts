// Date helpers for the seed: days relative to "now" in Europe/Copenhagen, and Danish date text.
import { DAY, HOUR, copenhagenParts, copenhagenTime, formatClock, formatWeekdayDate, type CalendarDay } from '../domain/time';
import type { RelativeDay } from './talent';

/** Today's calendar date in Copenhagen as [year, month (1–12), day, ISO weekday 1–7]. */
function copenhagenToday(now: Date): [number, number, number, number] {
  const { year, month, day, weekday } = copenhagenParts(now);
  return [year, month, day, weekday];
}

/** A calendar day in Copenhagen, counted from the Monday of the current week. */
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

/** "fredag den 4. december" */
export const danishDate = (instant: Date) => formatWeekdayDate(instant);

/** "19.00" */
export const danishTime = (instant: Date) => formatClock(instant);

export const addHours = (date: Date, hours: number) => new Date(date.getTime() + hours * HOUR);
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY);
export const earliest = (...dates: Date[]) => new Date(Math.min(...dates.map((date) => date.getTime())));
