/**
 * Helpers for the account pages: the registration wizard's first step (name and email — never
 * the password) is carried to the second as a draft on the server (cms/domain/form-drafts.ts)
 * whose cookie holds only a random token, and a few shared reads of the signed-in person.
 */
import type { AstroCookies } from 'astro';
import type { KeystoneContext } from '@keystone-6/core/types';
import { siteConfig } from '../config';
import { type OwnAccountRow, ownAccountSelect } from '../../../cms/domain/accounts/shared';
import { keepFormDraft, peekFormDraft } from '../../../cms/domain/form-drafts';

const REGISTRATION_COOKIE = 'mixbuddy-registration';
const REGISTRATION_SECONDS = 30 * 60;

export type PendingRegistration = { name: string; email: string };

/** Nothing typed goes into the cookie (see writeFormFlash in lib/forms.ts): only the draft's token. */
export async function rememberRegistration(keystone: KeystoneContext, cookies: AstroCookies, pending: PendingRegistration) {
  const token = await keepFormDraft(keystone, pending, REGISTRATION_SECONDS * 1000);
  if (!token) return;
  cookies.set(REGISTRATION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: !siteConfig.devRoutes,
    path: '/register',
    maxAge: REGISTRATION_SECONDS,
  });
}

export async function pendingRegistration(keystone: KeystoneContext, cookies: AstroCookies): Promise<PendingRegistration | null> {
  const value = await peekFormDraft<PendingRegistration>(keystone, cookies.get(REGISTRATION_COOKIE)?.value);
  return value && typeof value.email === 'string' && typeof value.name === 'string' ? value : null;
}

const ACCOUNT_TYPE_COOKIE = 'mixbuddy-account-type';

/**
 * The account type a visitor came to register as (`/register/talent` from /bliv-talent). Only a
 * preselection for the last wizard step: the person still chooses, and the activation link may
 * be opened in another browser, so the cookie lives a day on the whole site.
 */
export function rememberAccountType(cookies: AstroCookies, role: 'customer' | 'talent') {
  cookies.set(ACCOUNT_TYPE_COOKIE, role, {
    httpOnly: true,
    sameSite: 'lax',
    secure: !siteConfig.devRoutes,
    path: '/register',
    maxAge: 24 * 60 * 60,
  });
}

export function intendedAccountType(cookies: AstroCookies): 'customer' | 'talent' | null {
  const value = cookies.get(ACCOUNT_TYPE_COOKIE)?.value;
  return value === 'talent' || value === 'customer' ? value : null;
}

/** The signed-in person's own account, read fresh (the password hash never leaves this function). */
export async function ownAccount(keystone: KeystoneContext, userId: string) {
  const row: (OwnAccountRow & { password: string | null }) | null = await keystone.prisma.user.findUnique({
    where: { id: userId },
    select: { ...ownAccountSelect, password: true },
  });
  if (!row) return null;
  const { password, ...account } = row;
  return { ...account, hasPassword: Boolean(password) };
}
