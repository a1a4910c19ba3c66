/**
 * Sign-in: Keystone's password authentication on `User` (email + password) with a signed,
 * stateless session cookie (HttpOnly, SameSite=Lax, Secure in production).
 */
import { createAuth } from '@keystone-6/auth';
import { statelessSessions } from '@keystone-6/core/session';
import { config } from '../config';

export const SESSION_COOKIE = 'mixbuddy-session';

export const { withAuth } = createAuth({
  listKey: 'User',
  identityField: 'email',
  secretField: 'password',
  sessionData: 'id name email role',
});

export const session = statelessSessions({
  secret: config.sessionSecret,
  maxAge: config.sessionMaxAgeSeconds,
  cookieName: SESSION_COOKIE,
  secure: config.production,
  sameSite: 'lax',
});
