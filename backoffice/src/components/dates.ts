/** Dates for people: Danish, Europe/Copenhagen, whatever the admin's own time zone. */
import { config } from '../config';

const dateTime = new Intl.DateTimeFormat(config.locale, { timeZone: config.timeZone, dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

/**
 * Midnight in Copenhagen at the start of the month that `now` falls in, as a UTC instant.
 * ("This month" on the dashboard is the Danish calendar month, not the browser's or UTC's.)
 */
export function startOfMonthInCopenhagen(now: Date = new Date()): Date {
  const { year, month } = copenhagenParts(now);
  // Copenhagen is UTC+1 (winter) or UTC+2 (summer): take the candidate that is local midnight on the 1st.
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(Date.UTC(year, month - 1, 1, -offsetHours));
    const local = copenhagenParts(candidate);
    if (local.day === 1 && local.hour === 0) return candidate;
  }
  throw new Error('Månedens start i Europe/Copenhagen kunne ikke beregnes');
}

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: config.timeZone,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  hourCycle: 'h23',
});

function copenhagenParts(date: Date) {
  const parts = Object.fromEntries(partsFormat.formatToParts(date).map((p) => [p.type, Number(p.value)]));
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour };
}

/** "2026-03-29" → the UTC instant of midnight that day in Copenhagen (DST-aware). */
export function copenhagenDayStart(day: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new Error(`Ugyldig dato "${day}"`);
  const [year, month, date] = match.slice(1).map(Number);
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(Date.UTC(year, month - 1, date, -offsetHours));
    const local = copenhagenParts(candidate);
    if (local.day === date && local.hour === 0) return candidate;
  }
  throw new Error(`Ugyldig dato "${day}"`);
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
