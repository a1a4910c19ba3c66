/**
 * Time for MixBuddy, in one place: the zone (Europe/Copenhagen — bookings, calendars and
 * dashboards speak Danish local time while the database stores instants), the durations every
 * rule is written in, and the Danish date and time formats people read (never ISO in the UI).
 *
 * Pure and server-free, so the site, its islands, the back office, the emails, the seed and the
 * Stripe simulator all share it (the seed may import the domain, never the other way round).
 * `Intl.DateTimeFormat` is slow to build, so each format is built once and reused.
 */

export const TIME_ZONE = 'Europe/Copenhagen';
const LOCALE = 'da-DK';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** A calendar day in Copenhagen (month 1–12). */
export type CalendarDay = { year: number; month: number; day: number };

type DateInput = Date | string | number;
const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

const formats = new Map<string, Intl.DateTimeFormat>();
/** The format for these locale and options, built on first use. */
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

// ── Calendar days typed by people ────────────────────────────────────────────────────────────

/** The Danish message for a day that is not in the calendar (31 April, 29 February 2027). */
export const IMPOSSIBLE_DATE_MESSAGE = 'Datoen findes ikke. Tjek dag og måned – fx har februar kun 29 dage i skudår.';

/**
 * A calendar day 'YYYY-MM-DD' as year, month and day, or null when it is not one. Every date a
 * person types goes through here: `Date`, `Date.parse` and `Date.UTC` quietly roll 2027-02-29 over
 * into 1 March, and a blocked day or a booking would then be saved on the wrong day.
 */
export function parseCalendarDay(value: string): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  if (month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth ? { year, month, day } : null;
}

/** True for a calendar day 'YYYY-MM-DD' that exists (see parseCalendarDay). */
export const isCalendarDay = (value: string) => parseCalendarDay(value) !== null;

// ── Copenhagen wall-clock time ↔ UTC instants ────────────────────────────────────────────────

const offsetName = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' });

/** Minutes Copenhagen is ahead of UTC at `instant` (60 in winter, 120 in summer). */
function copenhagenOffsetMinutes(instant: Date) {
  const name = offsetName.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The UTC instant of a Copenhagen wall-clock time ('HH:MM') on a calendar day. */
export function copenhagenTime({ year, month, day }: CalendarDay, time: string) {
  const [hours, minutes] = time.split(':').map(Number);
  const wallClockAsUtc = Date.UTC(year, month - 1, day, hours, minutes);
  const offset = copenhagenOffsetMinutes(new Date(wallClockAsUtc - 2 * HOUR));
  return new Date(wallClockAsUtc - offset * MINUTE);
}

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * The Copenhagen wall clock of an instant: calendar day (month 1–12), ISO weekday (1 = Monday),
 * hour and minute, plus the day as 'YYYY-MM-DD' and the time as 'HH:MM'.
 */
export function copenhagenParts(value: DateInput) {
  const parts = partsFormat.formatToParts(toDate(value));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    weekday: WEEKDAYS.indexOf(get('weekday')) + 1,
    hour: Number(get('hour')),
    minute: Number(get('minute')),
    date: `${get('year')}-${get('month')}-${get('day')}`,
    time: `${get('hour')}:${get('minute')}`,
  };
}

/** The calendar day in Copenhagen as "YYYY-MM-DD" (for `<input type="date">` and `calendarDay` fields). */
export function isoDateInCopenhagen(value: DateInput = new Date()): string {
  return copenhagenParts(value).date;
}

/** The current year in Copenhagen. */
export function yearInCopenhagen(value: DateInput = new Date()): number {
  return copenhagenParts(value).year;
}

// ── Danish text ──────────────────────────────────────────────────────────────────────────────

/** "3. maj 2026" (other `options` for other shapes, e.g. `{ month: 'long', year: 'numeric' }` → "maj 2026"). */
export function formatDate(value: DateInput, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  return dateFormat(LOCALE, { timeZone: TIME_ZONE, ...options }).format(toDate(value));
}

/** "3. maj 2026 kl. 18.30" (the site and the booking emails). */
export function formatDateTime(value: DateInput): string {
  return dateFormat(LOCALE, { timeZone: TIME_ZONE, dateStyle: 'long', timeStyle: 'short' }).format(toDate(value));
}

/** "3. maj 2026, 18.30" (the back office's tables). */
export function formatDateTimeMedium(value: DateInput): string {
  return dateFormat(LOCALE, { timeZone: TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }).format(toDate(value));
}

/** A calendar day 'YYYY-MM-DD' → "12. juni 2027" (the day itself, no zone to shift it). */
export function formatCalendarDay(day: string): string {
  return dateFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}

/** "fredag den 4. december" */
export function formatWeekdayDate(value: DateInput): string {
  const parts = dateFormat(LOCALE, { timeZone: TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long' }).formatToParts(toDate(value));
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('weekday')} den ${get('day')}. ${get('month')}`;
}

/** "19.00" */
export function formatClock(value: DateInput): string {
  return dateFormat(LOCALE, { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hour12: false })
    .format(toDate(value))
    .replace(':', '.');
}

/**
 * Midnight in Copenhagen at the start of the month that `now` falls in, as a UTC instant
 * ("this month" on the dashboards is the Danish calendar month, not the browser's or UTC's).
 */
export function startOfMonthInCopenhagen(now: Date = new Date()): Date {
  const { year, month } = copenhagenParts(now);
  return copenhagenTime({ year, month, day: 1 }, '00:00');
}

/** The next midnight in Copenhagen after `now` (when "today" changes for Danish readers), as a UTC instant. */
export function nextMidnightInCopenhagen(now: Date = new Date()): Date {
  const { year, month, day } = copenhagenParts(now);
  const tomorrow = new Date(Date.UTC(year, month - 1, day + 1));
  return copenhagenTime({ year: tomorrow.getUTCFullYear(), month: tomorrow.getUTCMonth() + 1, day: tomorrow.getUTCDate() }, '00:00');
}
