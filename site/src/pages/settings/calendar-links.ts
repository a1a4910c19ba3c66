/**
 * POST /settings/calendar-links — the forms of the calendar links section on
 * /settings/booking-calendar (site/src/lib/calendar-links.ts). GET goes to that page.
 */
import type { APIRoute } from 'astro';
import { CALENDAR_LINKS_PATH, calendarLinksPost } from '../../lib/calendar-links';

export const POST: APIRoute = (context) => calendarLinksPost(context);
export const GET: APIRoute = ({ redirect }) => redirect(CALENDAR_LINKS_PATH, 302);
