/**
 * Page guards (docs/ARCHITECTURE.md, "Routes by role"): a signed-out visitor is sent to
 * /login?next=<path+query>; a signed-in person of the wrong role gets status 403 and the Danish
 * Forbidden screen.
 * The pages are not the security boundary — the GraphQL API enforces the same rules.
 *
 * Usage in a protected page:
 *
 *   ---
 *   const access = requireRole(Astro, ['talent']);
 *   if (access.redirect) return access.redirect;
 *   const menus = access.allowed ? await Astro.locals.keystone.query.Menu.findMany(...) : [];
 *   ---
 *   <Layout title="Mine menuer" access={access}> …only rendered when allowed… </Layout>
 *
 * `Layout` renders <Forbidden /> instead of its slot when `access.forbidden` is true.
 */
import { getSession, type Role, type Session } from './session';

export type Access =
  | { allowed: false; forbidden: false; redirect: Response; session: null }
  | { allowed: false; forbidden: true; redirect: null; session: Session }
  | { allowed: true; forbidden: false; redirect: null; session: Session };

type GuardContext = {
  url: URL;
  locals: App.Locals;
  redirect: (path: string, status?: 301 | 302 | 303 | 307 | 308) => Response;
  response?: { status?: number; statusText?: string; headers: Headers };
};

/** The login URL that brings the visitor back to `url` afterwards. */
export function loginUrlFor(url: URL): string {
  return `/login?next=${encodeURIComponent(url.pathname + url.search)}`;
}

export function requireSignedIn(ctx: GuardContext): Access {
  return requireRole(ctx, ['customer', 'talent', 'admin']);
}

export function requireRole(ctx: GuardContext, roles: readonly Role[]): Access {
  const session = getSession(ctx);
  if (!session) {
    return { allowed: false, forbidden: false, redirect: ctx.redirect(loginUrlFor(ctx.url), 302), session: null };
  }
  if (!roles.includes(session.data.role)) {
    if (ctx.response) {
      ctx.response.status = 403;
      ctx.response.statusText = 'Forbidden';
    }
    return { allowed: false, forbidden: true, redirect: null, session };
  }
  return { allowed: true, forbidden: false, redirect: null, session };
}
