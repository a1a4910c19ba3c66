/**
 * CSRF protection for every form post to a site page (docs/security.md, "CSRF").
 *
 * - Signed in (the request carries the session cookie): the token is an HMAC of the session
 *   cookie's value under SESSION_SECRET, exposed as `Astro.locals.csrfToken`; every form carries
 *   it in a hidden `csrf` field (<CsrfField />), or a script sends it as `X-CSRF-Token`. A POST
 *   (PUT, PATCH, DELETE) without it is refused with 403. Another site can read neither the
 *   HttpOnly cookie nor the page, so it cannot compute or copy the token; a new session (sign-in)
 *   gives new tokens.
 * - Anonymous: no token and no cookie, so a public page is the same bytes for every visitor and
 *   can be cached (cms/server/page-cache.ts). Its posts (sign-in, registration, consent, the
 *   contact form, password reset…) must prove they come from our own pages: `Sec-Fetch-Site:
 *   same-origin`, or — from browsers that do not send it — an `Origin` equal to our own.
 *   Browsers set both headers themselves; a page on another site cannot forge them.
 *
 * This is on top of Astro's `checkOrigin`. GraphQL (/api/graphql) is Express, not Astro, and
 * relies on Apollo's CSRF prevention (JSON content type) and SameSite=Lax.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SESSION_COOKIE } from '../../../cms/auth/sessions';
import { siteConfig } from '../config';

export const CSRF_FIELD = 'csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** The token for a session: a signed-in person's forms carry it. */
export function csrfTokenFor(sessionCookie: string) {
  return createHmac('sha256', siteConfig.sessionSecret).update(`csrf:${sessionCookie}`).digest('base64url');
}

/** The submitted token is the one for this session cookie. */
export function csrfTokenMatches(sessionCookie: string, submitted: unknown) {
  if (typeof submitted !== 'string' || submitted.length > 200) return false;
  const expected = Buffer.from(csrfTokenFor(sessionCookie));
  const given = Buffer.from(submitted);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The browser says the request comes from one of our own pages (anonymous posts need no token). */
export function isSameOriginRequest(request: Request, ownOrigin: string) {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = request.headers.get('origin');
  return origin !== null && (origin === ownOrigin || origin === siteConfig.publicUrl);
}

export const isUnsafeMethod = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());

/** The token a request submitted: the header, else the form field (the body is cloned, not consumed). */
export async function submittedCsrfToken(request: Request): Promise<string | null> {
  const header = request.headers.get(CSRF_HEADER);
  if (header) return header;
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('application/x-www-form-urlencoded') && !type.includes('multipart/form-data')) return null;
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  const value = form?.get(CSRF_FIELD);
  return typeof value === 'string' ? value : null;
}

type CsrfContext = {
  request: Request;
  url: URL;
  locals: App.Locals;
  cookies: { get: (name: string) => { value: string } | undefined };
};

/** Gives a signed-in visitor's forms their token (`locals.csrfToken`); returns their session token. */
export function giveCsrfToken(context: CsrfContext): string | undefined {
  const session = context.cookies.get(SESSION_COOKIE)?.value || undefined;
  if (session) context.locals.csrfToken = csrfTokenFor(session);
  return session;
}

/**
 * For the site middleware: gives a signed-in visitor's forms their token (`locals.csrfToken`) and
 * returns a Danish 403 response for an unsafe request that fails its check, else null.
 */
export async function protectFromCsrf(context: CsrfContext, copy: { title: string; text: string; back: string }): Promise<Response | null> {
  const session = giveCsrfToken(context);
  if (!isUnsafeMethod(context.request.method)) return null;
  const allowed = session
    ? csrfTokenMatches(session, await submittedCsrfToken(context.request))
    : isSameOriginRequest(context.request, context.url.origin);
  if (allowed) return null;
  const html = `<!doctype html><html lang="da"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${copy.title} | MixBuddy</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#2a1f17;background:#fbf6ef"><p style="font-size:3rem;margin:0">403</p><h1>${copy.title}</h1><p>${copy.text}</p><p><a href="/">${copy.back}</a></p></body></html>`;
  return new Response(html, { status: 403, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}
