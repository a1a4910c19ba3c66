/**
 * CSRF protection for every form post to a site page: a signed double-submit token.
 *
 * The middleware gives each visitor a random token signed with SESSION_SECRET in a cookie
 * (HttpOnly, SameSite=Lax) and exposes it as `Astro.locals.csrfToken`; every form carries it
 * in a hidden `csrf` field (<CsrfField />), or a script sends it as the `X-CSRF-Token` header.
 * A POST (PUT, PATCH, DELETE) is refused with 403 unless the field equals the cookie and the
 * signature holds — another site can neither read the cookie nor forge a signed one. This is
 * on top of Astro's `checkOrigin`. GraphQL (/api/graphql) is Express, not Astro, and relies on
 * Apollo's CSRF prevention (JSON content type) and SameSite=Lax.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { siteConfig } from '../config';

export const CSRF_COOKIE = 'mixbuddy-csrf';
export const CSRF_FIELD = 'csrf';
export const CSRF_HEADER = 'x-csrf-token';

const sign = (nonce: string) => createHmac('sha256', siteConfig.sessionSecret).update(`csrf:${nonce}`).digest('base64url');

export function newCsrfToken() {
  const nonce = randomBytes(18).toString('base64url');
  return `${nonce}.${sign(nonce)}`;
}

export function isSignedCsrfToken(token: string | undefined | null): token is string {
  if (!token || token.length > 200) return false;
  const [nonce, signature] = token.split('.');
  if (!nonce || !signature) return false;
  const expected = Buffer.from(sign(nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The submitted token matches the visitor's cookie, and the cookie is one we signed. */
export function csrfTokenMatches(cookie: string | undefined, submitted: unknown) {
  if (!isSignedCsrfToken(cookie) || typeof submitted !== 'string') return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(submitted);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const isUnsafeMethod = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());

/** The token a request submitted: the header, else the form field (the body is cloned, not consumed). */
export async function submittedCsrfToken(request: Request): Promise<string | null> {
  const header = request.headers.get(CSRF_HEADER);
  if (header) return header;
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('application/x-www-form-urlencoded') && !type.includes('multipart/form-data')) return null;
  const form = await request.clone().formData().catch(() => null);
  const value = form?.get(CSRF_FIELD);
  return typeof value === 'string' ? value : null;
}

type CsrfContext = {
  request: Request;
  url: URL;
  locals: App.Locals;
  cookies: {
    get: (name: string) => { value: string } | undefined;
    set: (name: string, value: string, options: { httpOnly: boolean; sameSite: 'lax'; secure: boolean; path: string }) => void;
  };
};

/**
 * For the site middleware: gives the visitor a token (cookie + `locals.csrfToken`) and returns
 * a Danish 403 response for an unsafe request without the matching token, else null.
 */
export async function protectFromCsrf(context: CsrfContext, copy: { title: string; text: string; back: string }): Promise<Response | null> {
  let cookie = context.cookies.get(CSRF_COOKIE)?.value;
  if (!isSignedCsrfToken(cookie)) {
    const token = newCsrfToken();
    context.cookies.set(CSRF_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: !siteConfig.devRoutes, path: '/' });
    context.locals.csrfToken = token;
    cookie = undefined;
  } else {
    context.locals.csrfToken = cookie;
  }
  if (!isUnsafeMethod(context.request.method)) return null;
  if (csrfTokenMatches(cookie, await submittedCsrfToken(context.request))) return null;
  const html = `<!doctype html><html lang="da"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${copy.title} | MixBuddy</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#2a1f17;background:#fbf6ef"><p style="font-size:3rem;margin:0">403</p><h1>${copy.title}</h1><p>${copy.text}</p><p><a href="/">${copy.back}</a></p></body></html>`;
  return new Response(html, { status: 403, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}
