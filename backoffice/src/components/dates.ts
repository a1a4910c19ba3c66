/**
 * Dates for people: Danish, Europe/Copenhagen, whatever the admin's own time zone. The formats
 * and the zone arithmetic are the shared ones (cms/domain/time.ts); this adds what the back
 * office's filters need.
 */
import { copenhagenParts, copenhagenTime, formatDate, formatDateTimeMedium, startOfMonthInCopenhagen } from '../../../cms/domain/time';

export { startOfMonthInCopenhagen };

export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatDateTimeMedium(date);
}

/** "3. maj 2026": a day, in the back office's one date format (the date part of formatDateTime). */
export function formatDay(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatDate(date, { dateStyle: 'medium' });
}

/** "2026-03-29" → the UTC instant of midnight that day in Copenhagen (DST-aware). */
export function copenhagenDayStart(day: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new Error(`Ugyldig dato "${day}"`);
  const [year, month, date] = match.slice(1).map(Number);
  const start = copenhagenTime({ year, month, day: date }, '00:00');
  // Date.UTC rolls 2026-02-30 over into March; a real day reads back as itself.
  if (Number.isNaN(start.getTime()) || copenhagenParts(start).date !== day) throw new Error(`Ugyldig dato "${day}"`);
  return start;
}

/** The day after "2026-03-29", as "2026-03-30". */
export function nextDay(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** "2026-03-01": the first day of the Danish calendar month `now` falls in (for day filters). */
export function firstDayOfMonthInCopenhagen(now: Date = new Date()): string {
  const { year, month } = copenhagenParts(now);
  return `${year}-${String(month).padStart(2, '0')}-01`;
}
