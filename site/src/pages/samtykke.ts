/** POST /samtykke (valg=alle|noedvendige, next) — stores the cookie choice, then back to `next`. */
import type { APIRoute } from 'astro';
import { CONSENT_COOKIE, CONSENT_MAX_AGE } from '../lib/consent';
import { safeNextPath } from '../../../cms/auth/next-path';

export const POST: APIRoute = async (ctx) => {
  const form = await ctx.request.formData().catch(() => null);
  const choice = form?.get('valg') === 'alle' ? 'alle' : 'noedvendige';
  ctx.cookies.set(CONSENT_COOKIE, choice, {
    path: '/',
    maxAge: CONSENT_MAX_AGE,
    sameSite: 'lax',
    httpOnly: false,
    secure: ctx.url.protocol === 'https:',
  });
  if ((ctx.request.headers.get('accept') ?? '').includes('application/json')) return Response.json({ choice });
  return ctx.redirect(safeNextPath(form?.get('next')) ?? '/', 303);
};
