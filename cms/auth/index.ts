/**
 * Sign-in: Keystone's password authentication on `User` (email + password) with a stored,
 * revocable session (./sessions.ts: the cookie holds a random token, the `AuthSession` row its
 * hash; HttpOnly, SameSite=Lax, Secure in production).
 *
 * `withAuth` here is Keystone's, plus our rules:
 * - `authenticateUserWithPassword` is rate-limited and refuses blocked accounts (./sign-in.ts);
 * - the session strategy is ours, unwrapped: Keystone's wrapper would read the user a second
 *   time per request, while ours joins the user's session fields in its one lookup. A blocked
 *   (or deleted, which blocks) user yields no session, and every session can be ended.
 * Google sign-in and age verification are Express routes (./routes.ts).
 */
import { createAuth } from '@keystone-6/auth';
import type { KeystoneConfig } from '@keystone-6/core/types';
import { hardenPasswordSignIn } from './sign-in';
import { storedSessions } from './sessions';

export { SESSION_COOKIE, endSessionsOf } from './sessions';

// No `sessionData`: the session's user fields come from ./sessions.ts, not Keystone's wrapper.
const keystoneAuth = createAuth({
  listKey: 'User',
  identityField: 'email',
  secretField: 'password',
});

export function withAuth<T extends KeystoneConfig<any>>(keystoneConfig: T): T {
  const withKeystoneAuth = keystoneAuth.withAuth(keystoneConfig);
  const extend = withKeystoneAuth.graphql?.extendGraphqlSchema ?? ((schema) => schema);
  return {
    ...withKeystoneAuth,
    graphql: { ...withKeystoneAuth.graphql, extendGraphqlSchema: (schema) => hardenPasswordSignIn(extend(schema)) },
    session: keystoneConfig.session,
  } as T;
}

export const session = storedSessions();
