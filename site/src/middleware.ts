/**
 * Site-wide middleware.
 *
 * Cookies: Keystone's session strategy writes `Set-Cookie` on the Express response
 * (`locals.keystone.res`), e.g. when the login page runs `authenticateUserWithPassword` or the
 * logout endpoint ends the session. @astrojs/node then calls `res.writeHead(status, headers)`,
 * which merges headers set earlier — but a `Set-Cookie` on Astro's own Response would replace
 * Keystone's. So every Set-Cookie Keystone wrote is copied onto the Astro Response here and
 * removed from the Express response: exactly one source, nothing lost.
 *
 * CSRF: unsafe requests are checked first (lib/csrf.ts): a signed-in person's need the token
 * bound to their session, an anonymous visitor's need to come from our own origin. Anonymous
 * pages therefore carry no per-visitor token or cookie, so cms/server/page-cache.ts can keep them.
 */
import { defineMiddleware } from 'astro:middleware';
import { giveCsrfToken, protectFromCsrf } from './lib/csrf';
import { accountsCopy } from './i18n/accounts';

function keystoneSetCookies(res: { getHeader?: (name: string) => unknown; removeHeader?: (name: string) => void } | undefined) {
  const value = res?.getHeader?.('set-cookie');
  if (value == null) return [];
  res?.removeHeader?.('set-cookie');
  return (Array.isArray(value) ? value : [value]).map(String);
}

export const onRequest = defineMiddleware(async (context, next) => {
  const errorPage = context.routePattern === '/500';
  // The server met an error before Astro (e.g. the database is away while reading the session):
  // thrown here so the visitor gets the site's error page for it (pages/500.astro), which this
  // middleware also wraps.
  if (context.locals.failed && !errorPage) throw context.locals.failed;
  // CSRF: signed in → the session's token (<CsrfField />); anonymous → same origin (lib/csrf.ts).
  // The error page writes nothing and is never refused (the failed page may have read the body).
  const refused = errorPage ? (giveCsrfToken(context), null) : await protectFromCsrf(context, accountsCopy.csrf);
  if (refused) return refused;
  let response = await next();
  const cookies = keystoneSetCookies(context.locals.keystone?.res as never);
  if (cookies.length) {
    try {
      for (const cookie of cookies) response.headers.append('Set-Cookie', cookie);
    } catch {
      // Immutable headers (e.g. Response.redirect): rebuild the response around the same body.
      response = new Response(response.body, response);
      for (const cookie of cookies) response.headers.append('Set-Cookie', cookie);
    }
  }
  // Pages depend on who is signed in: never let a shared cache keep them. The page cache
  // (cms/server/page-cache.ts) replaces this with a public policy on the anonymous pages it keeps.
  const type = response.headers.get('Content-Type') ?? '';
  if (type.startsWith('text/html')) {
    try {
      if (type === 'text/html') response.headers.set('Content-Type', 'text/html; charset=utf-8');
      if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'private, no-cache');
      response.headers.append('Vary', 'Cookie');
    } catch {
      /* immutable headers: leave as is */
    }
  }
  // Astro renders its error page with status 500; when that page found the database away it asks
  // for 503 (with Retry-After, set by the page), which tells clients and balancers to try again.
  if (context.locals.databaseUnavailable && response.status === 500) {
    response = new Response(response.body, { status: 503, statusText: 'Service Unavailable', headers: response.headers });
  }
  return response;
});
