/**
 * POST /favourites/toggle (menu=ID or talent=ID, next=page to return to).
 * - Signed out: to sign-in, which comes back through /favourites/add so the favourite is saved.
 * - Customer: toggles; answers JSON to the enhancing script, else redirects back to `next`.
 * - Other roles: 403 (favourites belong to customers).
 */
import type { APIRoute } from 'astro';
import { publicCopy } from '../../i18n/public';
import { actorOf } from '../../../../cms/domain/actor';
import { DomainError } from '../../../../cms/domain/errors';
import { targetFrom } from '../../lib/favourites';
import { toggleFavourite } from '../../../../cms/domain/favourites';
import { getSession } from '../../lib/session';
import { safeNextPath } from '../../../../cms/auth/next-path';

export const POST: APIRoute = async (ctx) => {
  const form = await ctx.request.formData().catch(() => null);
  const target = form ? targetFrom(form) : null;
  const back = safeNextPath(form?.get('next')) ?? '/favourites';
  const wantsJson = (ctx.request.headers.get('accept') ?? '').includes('application/json');
  if (!target)
    return new Response(publicCopy.favourites.badRequest, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });

  const session = getSession(ctx);
  if (!session) {
    const resume = `/favourites/add?${target.kind}=${encodeURIComponent(target.id)}&next=${encodeURIComponent(back)}`;
    const login = `/login?next=${encodeURIComponent(resume)}`;
    return wantsJson ? Response.json({ login }, { status: 401 }) : ctx.redirect(login, 303);
  }
  if (session.data.role !== 'customer') {
    return wantsJson
      ? Response.json({ error: publicCopy.favourites.onlyCustomers }, { status: 403 })
      : new Response(publicCopy.favourites.onlyCustomers, { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  // A hidden or missing target is the domain's refusal (404); anything else is a real error.
  const saved = await toggleFavourite(ctx.locals.keystone, actorOf(ctx.locals.keystone), target).catch((error) => {
    if (error instanceof DomainError) return null;
    throw error;
  });
  if (saved === null) {
    return wantsJson
      ? Response.json({ error: publicCopy.favourites.badRequest }, { status: 404 })
      : new Response(publicCopy.favourites.badRequest, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  return wantsJson ? Response.json({ saved }) : ctx.redirect(back, 303);
};
