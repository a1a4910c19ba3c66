/**
 * A conversation's title as people read it. Booking threads are titled "<menu> – <day>"; the
 * day is written the Danish way ("Klassiske cocktails – 18. december 2026"). Threads made before
 * that carry an ISO day ("… – 2026-12-18"): it is rewritten when shown, so no page or email shows
 * an ISO date. Pure and server-free (the site, the back office and the emails share it).
 */
import { formatCalendarDay, isCalendarDay } from '../time';

const ISO_DAY = /\b(\d{4}-\d{2}-\d{2})\b/g;

export function conversationTitle(subject: string | null | undefined): string {
  return String(subject ?? '').replace(ISO_DAY, (day) => (isCalendarDay(day) ? formatCalendarDay(day) : day));
}

/** The title a new booking thread gets: "Klassiske cocktails – 18. december 2026". */
export const bookingThreadTitle = (menuTitle: string, day: string) => `${menuTitle} – ${formatCalendarDay(day)}`;
