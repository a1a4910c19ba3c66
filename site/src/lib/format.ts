/**
 * Shared formatting for the Danish site. Money is always integer øre (1 kr. = 100 øre); times are
 * stored in UTC and shown in Europe/Copenhagen.
 */
export const TIME_ZONE = 'Europe/Copenhagen';
const LOCALE = 'da-DK';

const money = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'DKK' });
const oneDecimal = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/** 24900 → "249,00 kr." */
export function formatMoney(ore: number | null | undefined): string {
  const value = Number.isFinite(ore) ? Number(ore) : 0;
  if (!Number.isInteger(value)) throw new TypeError(`Beløb skal være hele øre, fik ${ore}`);
  return money.format(value / 100);
}

/** 4.666 → "4,7" */
export function formatRating(value: number): string {
  return oneDecimal.format(value);
}

/** 12500 → "12.500" */
export function formatNumber(value: number): string {
  return integer.format(value);
}

type DateInput = Date | string | number;
const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/** "3. maj 2026" */
export function formatDate(value: DateInput, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  return new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, ...options }).format(toDate(value));
}

/** "3. maj 2026 kl. 18.30" */
export function formatDateTime(value: DateInput): string {
  return new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, dateStyle: 'long', timeStyle: 'short' }).format(toDate(value));
}

/** The calendar day in Copenhagen as "YYYY-MM-DD" (for `<input type="date">` and `calendarDay` fields). */
export function isoDateInCopenhagen(value: DateInput = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(toDate(value));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The current year in Copenhagen. */
export function yearInCopenhagen(value: DateInput = new Date()): number {
  return Number(isoDateInCopenhagen(value).slice(0, 4));
}
