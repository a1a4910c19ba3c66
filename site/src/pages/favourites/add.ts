/**
 * GET /favourites/add?menu=ID&next=/menu/ID — where sign-in returns a visitor who pressed a
 * favourite button while signed out. Adding is idempotent, so following the link twice (or
 * being sent here by someone else) can only save a favourite the person can see anyway.
 */
import type { APIRoute } from 'astro';
import { actorOf } from '../../../../cms/domain/actor';
import { DomainError } from '../../../../cms/domain/errors';
import { targetFrom } from '../../lib/favourites';
import { addFavourite } from '../../../../cms/domain/favourites';
import { loginUrlFor } from '../../lib/guard';
import { getSession } from '../../lib/session';
import { safeNextPath } from '../../../../cms/auth/next-path';

export const GET: APIRoute = async (ctx) => {
  const session = getSession(ctx);
  if (!session) return ctx.redirect(loginUrlFor(ctx.url), 302);
  const target = targetFrom(ctx.url.searchParams);
  const back = safeNextPath(ctx.url.searchParams.get('next')) ?? '/favourites';
  // A target that is gone or hidden is simply not saved; the visitor still lands where they were.
  if (target && session.data.role === 'customer') {
    await addFavourite(ctx.locals.keystone, actorOf(ctx.locals.keystone), target).catch((error) => {
      if (!(error instanceof DomainError)) throw error;
    });
  }
  return ctx.redirect(back, 303);
};
