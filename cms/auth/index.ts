/**
 * Sign-in: Keystone's password authentication on `User` (email + password) with a signed,
 * stateless session cookie (HttpOnly, SameSite=Lax, Secure in production).
 *
 * `withAuth` here is Keystone's, plus two rules of ours:
 * - `authenticateUserWithPassword` is rate-limited and refuses blocked accounts (./sign-in.ts);
 * - a session whose user has been blocked (or deleted, which blocks) stops working at once:
 *   the session data is re-read on every request and a blocked user yields no session.
 * Google sign-in and age verification are Express routes (./routes.ts).
 */
import { createAuth } from '@keystone-6/auth';
import { statelessSessions } from '@keystone-6/core/session';
import type { KeystoneConfig } from '@keystone-6/core/types';
import { config } from '../config';
import { hardenPasswordSignIn } from './sign-in';

export const SESSION_COOKIE = 'mixbuddy-session';

const keystoneAuth = createAuth({
  listKey: 'User',
  identityField: 'email',
  secretField: 'password',
  sessionData: 'id name email role emailVerifiedAt blockedAt',
});

export function withAuth<T extends KeystoneConfig<any>>(keystoneConfig: T): T {
  const withKeystoneAuth = keystoneAuth.withAuth(keystoneConfig);
  const extend = withKeystoneAuth.graphql?.extendGraphqlSchema ?? ((schema) => schema);
  const sessionStrategy = withKeystoneAuth.session!;
  return {
    ...withKeystoneAuth,
    graphql: { ...withKeystoneAuth.graphql, extendGraphqlSchema: (schema) => hardenPasswordSignIn(extend(schema)) },
    session: {
      ...sessionStrategy,
      async get(args) {
        const found = await sessionStrategy.get(args);
        if (!found || (found as { data?: { blockedAt?: unknown } }).data?.blockedAt) return undefined;
        return found;
      },
    },
  } as T;
}

export const session = statelessSessions({
  secret: config.sessionSecret,
  maxAge: config.sessionMaxAgeSeconds,
  cookieName: SESSION_COOKIE,
  secure: config.production,
  sameSite: 'lax',
});
