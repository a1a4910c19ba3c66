/**
 * The calendar links section of /settings/booking-calendar (CalendarLinks.astro): what it shows
 * (`loadCalendarLinks`, called by the page) and what its forms do (`calendarLinksPost`, behind
 * POST /settings/calendar-links). Every change is a calendar domain function
 * (cms/domain/calendar/); the page never fetches an external calendar itself.
 */
import type { APIContext, AstroGlobal } from 'astro';
import { actorOf } from '../../../cms/domain/actor';
import {
  calendarSettings,
  refreshExternalCalendar,
  removeExternalCalendar,
  saveExternalCalendar,
  type CalendarSettings,
} from '../../../cms/domain/calendar/external';
import { createFeedUrl, revokeFeedUrl } from '../../../cms/domain/calendar/feed';
import { formValues, readFormFlash, runAction, writeFormFlash, type FormFlash } from './forms';
import { getSession } from './session';

export const CALENDAR_LINKS_PATH = '/settings/booking-calendar';
const FLASH = 'external-calendar';

export type CalendarLinksView = { settings: CalendarSettings; flash: FormFlash | null; done: string | null };

/** The talent's own feed URL and external calendar state, and what their last post said. */
export async function loadCalendarLinks(astro: AstroGlobal): Promise<CalendarLinksView | null> {
  const keystone = astro.locals.keystone;
  const result = await runAction(() => calendarSettings(keystone, actorOf(keystone)));
  if (!result.ok) return null;
  return {
    settings: result.data,
    flash: await readFormFlash(keystone, astro.cookies, FLASH),
    done: astro.url.searchParams.get('kalender'),
  };
}

const actions: Record<string, (keystone: APIContext['locals']['keystone'], values: Record<string, string>) => Promise<unknown>> = {
  'feed-new': (keystone) => createFeedUrl(keystone, actorOf(keystone)),
  'feed-revoke': (keystone) => revokeFeedUrl(keystone, actorOf(keystone)),
  'external-save': (keystone, values) => saveExternalCalendar(keystone, actorOf(keystone), { url: values.url }),
  'external-remove': (keystone) => removeExternalCalendar(keystone, actorOf(keystone)),
  'external-refresh': (keystone) => refreshExternalCalendar(keystone, actorOf(keystone)),
};

/** POST /settings/calendar-links: runs one action, then back to the settings page (errors as a flash). */
export async function calendarLinksPost(context: APIContext): Promise<Response> {
  const session = getSession(context);
  if (session?.data.role !== 'talent')
    return new Response('Kun talenter har en bookingkalender.', { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const keystone = context.locals.keystone;
  const values = formValues(await context.request.formData().catch(() => null), ['intent', 'url']);
  const action = actions[values.intent];
  if (!action) return context.redirect(CALENDAR_LINKS_PATH, 303);
  const result = await runAction(() => action(keystone, values));
  const anchor = values.intent.startsWith('feed') ? '#kalender-feed' : '#ekstern-kalender';
  if (result.ok) return context.redirect(`${CALENDAR_LINKS_PATH}?kalender=${values.intent}${anchor}`, 303);
  await writeFormFlash(keystone, context.cookies, FLASH, { errors: result.errors, message: result.message, values: { url: values.url } });
  return context.redirect(`${CALENDAR_LINKS_PATH}${anchor}`, 303);
}
