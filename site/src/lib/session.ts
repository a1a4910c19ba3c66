/** The signed-in person, as Keystone's session strategy gives it to Astro through `locals`. */
import type { Role, Session } from '../../../cms/access';

export type { Role, Session };

type WithLocals = { locals: App.Locals };

/** The visitor's session, or null when signed out (or when Keystone is not mounted). */
export function getSession({ locals }: WithLocals): Session | null {
  const session = locals.keystone?.session as Session | undefined;
  return session?.itemId && session.data ? session : null;
}

/** Where a person lands after signing in when no `next` was asked for. */
export function homeFor(role: Role | undefined): string {
  if (role === 'admin') return '/admin';
  if (role === 'talent') return '/dashboard';
  return '/';
}

/** A same-site path that is safe to redirect to after sign-in, or null (shared with the server). */
