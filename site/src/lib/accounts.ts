/**
 * Helpers for the account pages: the registration wizard's first step is carried to the
 * second in a short-lived cookie (name and email only — never the password), and a few
 * shared reads of the signed-in person.
 */
import type { AstroCookies } from 'astro';
import type { KeystoneContext } from '@keystone-6/core/types';
import { siteConfig } from '../config';

const REGISTRATION_COOKIE = 'mixbuddy-registration';

export type PendingRegistration = { name: string; email: string };

export function rememberRegistration(cookies: AstroCookies, pending: PendingRegistration) {
  cookies.set(REGISTRATION_COOKIE, JSON.stringify(pending), {
    httpOnly: true,
    sameSite: 'lax',
    secure: !siteConfig.devRoutes,
    path: '/register',
    maxAge: 30 * 60,
  });
}

export function pendingRegistration(cookies: AstroCookies): PendingRegistration | null {
  try {
    const value = cookies.get(REGISTRATION_COOKIE)?.json() as PendingRegistration | undefined;
    return value && typeof value.email === 'string' && typeof value.name === 'string' ? value : null;
  } catch {
    return null;
  }
}

const ACCOUNT_TYPE_COOKIE = 'mixbuddy-account-type';

/**
 * The account type a visitor came to register as (`/register/talent` from /bliv-talent). Only a
 * preselection for the last wizard step: the person still chooses, and the activation link may
 * be opened in another browser, so the cookie lives a day on the whole site.
 */
export function rememberAccountType(cookies: AstroCookies, role: 'customer' | 'talent') {
  cookies.set(ACCOUNT_TYPE_COOKIE, role, { httpOnly: true, sameSite: 'lax', secure: !siteConfig.devRoutes, path: '/register', maxAge: 24 * 60 * 60 });
}

export function intendedAccountType(cookies: AstroCookies): 'customer' | 'talent' | null {
  const value = cookies.get(ACCOUNT_TYPE_COOKIE)?.value;
  return value === 'talent' || value === 'customer' ? value : null;
}

/** The signed-in person's own account, read fresh (the password hash never leaves this function). */
export async function ownAccount(keystone: KeystoneContext, userId: string) {
  const row = (await keystone.prisma.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      name: true,
      email: true,
      phone: true,
      role: true,
      password: true,
      googleSubject: true,
      emailVerifiedAt: true,
      ageVerifiedAt: true,
      ageCheckedAt: true,
      ageCheckResult: true,
      accountTypeChosenAt: true,
    },
  })) as {
    id: string;
    name: string;
    email: string;
    phone: string | null;
    role: string;
    password: string | null;
    googleSubject: string | null;
    emailVerifiedAt: Date | null;
    ageVerifiedAt: Date | null;
    ageCheckedAt: Date | null;
    ageCheckResult: string | null;
    accountTypeChosenAt: Date | null;
  } | null;
  if (!row) return null;
  const { password, ...account } = row;
  return { ...account, hasPassword: Boolean(password) };
}
