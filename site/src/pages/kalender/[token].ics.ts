/**
 * GET /kalender/<secret>.ics — a talent's private iCal feed (cms/domain/calendar/feed.ts). No
 * session: the secret in the URL is the key. An unknown, replaced or revoked secret is 404.
 * Never cached by anyone else than the calendar app asking.
 */
import type { APIRoute } from 'astro';
import { feedIcs } from '../../../../cms/domain/calendar/feed';

export const GET: APIRoute = async ({ params, locals }) => {
  const ics = await feedIcs(locals.keystone, String(params.token ?? ''));
  const headers = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };
  if (ics === null)
    return new Response('Kalenderen findes ikke.', { status: 404, headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(ics, {
    headers: { ...headers, 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': 'inline; filename="mixbuddy.ics"' },
  });
};
