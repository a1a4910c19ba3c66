/**
 * Dates for people: Danish, Europe/Copenhagen, whatever the admin's own time zone. One format
 * everywhere — the domain's, as on the site, in the emails and on the receipts: "3. maj 2026 kl.
 * 18.30", a day "3. maj 2026" (cms/domain/time.ts). This adds what the back office's filters need.
 */
import {
  copenhagenParts,
  copenhagenTime,
  formatDate,
  formatDateTime as domainDateTime,
  startOfMonthInCopenhagen,
} from '../../../cms/domain/time';

export { startOfMonthInCopenhagen };

const valid = (value: string | Date | null | undefined) => {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "3. maj 2026 kl. 18.30"; nothing for an empty or invalid value. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = valid(value);
  return date ? domainDateTime(date) : '';
}

/** "3. maj 2026". */
export function formatDay(value: string | Date | null | undefined): string {
  const date = valid(value);
  return date ? formatDate(date) : '';
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
