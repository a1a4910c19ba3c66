/**
 * react-admin's auth provider on Keystone's session cookie (same origin).
 *
 * - There is no react-admin login page: anyone who is not signed in is sent to the site's
 *   `/login?next=<the /admin path they opened>`, which sends them back after signing in.
 * - Someone signed in who is not an admin is NOT sent to /login: the site's /login sends a
 *   signed-in visitor straight back to `next`, which would loop. `checkAuth` lets them through,
 *   `getPermissions` says their role, and the layout (Layout.tsx) shows a Danish 403 page
 *   instead of any back-office view. The GraphQL API is the real boundary either way.
 * - `logout` ends the Keystone session (`endSession`) and goes to `/login`.
 * - `getIdentity` → the person's name, `getPermissions` → their role.
 */
import type { AuthProvider } from 'ra-core';

export type Identity = { id: string; name: string; role: string };

type BrowserLocation = Pick<Location, 'assign' | 'pathname' | 'search' | 'hash' | 'origin'>;

export type AuthProviderOptions = {
  uri: string;
  loginUrl: string;
  fetch?: typeof fetch;
  location?: BrowserLocation;
  /** How long one answer of `authenticatedItem` is reused (react-admin asks on every page). */
  cacheMs?: number;
};

const WHO_AM_I = 'query BackofficeIdentity { authenticatedItem { ... on User { id name role } } }';
const END_SESSION = 'mutation BackofficeLogout { endSession }';

export function createAuthProvider(options: AuthProviderOptions): AuthProvider & { loginRedirectUrl: () => string } {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const location = () => options.location ?? window.location;
  const cacheMs = options.cacheMs ?? 10_000;
  let cached: { at: number; identity: Promise<Identity | null> } | undefined;
  let redirecting = false;

  async function gql<T>(query: string): Promise<T> {
    const response = await doFetch(options.uri, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    if (!response.ok) throw new Error(`GraphQL svarede ${response.status}`);
    const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
    if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
    return body.data as T;
  }

  function identity(fresh = false): Promise<Identity | null> {
    if (!fresh && cached && Date.now() - cached.at < cacheMs) return cached.identity;
    const promise = gql<{ authenticatedItem: Identity | null }>(WHO_AM_I).then((d) => d.authenticatedItem ?? null);
    cached = { at: Date.now(), identity: promise };
    promise.catch(() => (cached = undefined));
    return promise;
  }

  /** `/login?next=/admin/bookings?…` for the page being looked at. */
  function loginRedirectUrl() {
    const { pathname, search, hash } = location();
    const next = pathname.startsWith('/admin') ? `${pathname}${search}${hash}` : '/admin';
    return `${options.loginUrl}?next=${encodeURIComponent(next)}`;
  }

  /** Leaves for the site's login page; react-admin is told not to redirect or notify. */
  function sendToLogin(): never {
    redirecting = true;
    cached = undefined;
    location().assign(loginRedirectUrl());
    throw { redirectTo: false, message: false, logoutUser: false };
  }

  async function requireSession(fresh = false) {
    const who = await identity(fresh);
    if (!who) sendToLogin();
    return who;
  }

  return {
    loginRedirectUrl,
    // Signing in happens on the site's /login page, never here.
    async login() {
      sendToLogin();
    },
    async checkAuth() {
      await requireSession();
    },
    async checkError(error: { status?: number; message?: string }) {
      const status = error?.status;
      const denied = status === 401 || status === 403 || /access denied|not authori[sz]ed/i.test(error?.message ?? '');
      if (!denied) return;
      // The session may have ended (signed out in another tab, expired): ask Keystone again.
      await requireSession(true);
    },
    async logout() {
      if (redirecting) return false; // already on the way to /login?next=…
      cached = undefined;
      try {
        await gql(END_SESSION);
      } finally {
        redirecting = true;
        location().assign(options.loginUrl);
      }
      return false;
    },
    async getIdentity() {
      const who = await requireSession();
      return { id: who.id, fullName: who.name };
    },
    async getPermissions() {
      const who = await identity();
      return who?.role ?? null;
    },
  };
}
