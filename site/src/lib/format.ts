/**
 * Formatting for the Danish site. Dates and money come from the shared modules
 * (cms/domain/time.ts, cms/domain/money.ts) so the site, the back office and the emails write
 * them the same way; only the site's own number formats live here.
 */
import { formatOre } from '../../../cms/domain/money';

export { formatCalendarDay, formatDate, formatDateTime, isoDateInCopenhagen, yearInCopenhagen } from '../../../cms/domain/time';

const LOCALE = 'da-DK';
const oneDecimal = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/** 24900 → "249 kr.", 24950 → "249,50 kr." (cms/domain/money.ts); a missing amount reads as 0. */
export function formatMoney(ore: number | null | undefined): string {
  return formatOre(Number.isFinite(ore) ? Number(ore) : 0);
}

/** 4.666 → "4,7" */
export function formatRating(value: number): string {
  return oneDecimal.format(value);
}

/** 12500 → "12.500" */
export function formatNumber(value: number): string {
  return integer.format(value);
}
