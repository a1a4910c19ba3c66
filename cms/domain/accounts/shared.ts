/** Helpers the account functions share: the signed-in user, password checks, sessions. */
import type { KeystoneContext } from '@keystone-6/core/types';
import { domainToASCII } from 'node:url';
import { z } from 'zod';
import { PasswordsBusy, hashPassword, passwordMatchesHash } from '../../auth/passwords';
import { PASSWORDS_BUSY } from '../../copy/accounts';
import { actorOf } from '../actor';
import { DomainError } from '../errors';
import { chosenNameSchema } from '../names';

const INVALID_EMAIL = 'Skriv en gyldig e-mailadresse, fx navn@eksempel.dk.';

/** A domain with Danish letters (æbler.dk) as the DNS knows it (xn--bler-uua.dk); one that is no domain becomes empty (refused). */
function withAsciiDomain(address: string) {
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  return `${address.slice(0, at)}@${domainToASCII(address.slice(at + 1))}`;
}

/**
 * One mailbox, as zod's maintained address rule has it: letters, digits and . _ ' + - before the
 * @, a domain of labels after it. Lists, groups ("g:a@b.dk;"), display names, quotes, line breaks
 * of any kind and invisible characters are refused; a domain with æ, ø or å is kept in its
 * DNS form.
 */
export const emailSchema = z
  .string({ error: 'Skriv din e-mailadresse.' })
  .trim()
  .toLowerCase()
  .max(254, 'E-mailadressen er for lang.')
  .transform(withAsciiDomain)
  .pipe(z.email({ error: INVALID_EMAIL }).max(254, 'E-mailadressen er for lang.'));

/** A person's own name: the one name rule (../names.ts). */
export const nameSchema = chosenNameSchema({ required: 'Skriv dit navn.' });

export type UserRow = {
  id: string;
  name: string;
  email: string;
  password: string | null;
  role: string;
  phone: string | null;
  emailVerifiedAt: Date | null;
  blockedAt: Date | null;
  googleSubject: string | null;
  accountTypeChosenAt: Date | null;
};

/**
 * The columns of a person's own account that are theirs to see: the account pages read them
 * (`ownAccount`, site/src/lib/accounts.ts) and the data export writes them (konto.json).
 */
export const ownAccountSelect = {
  id: true,
  name: true,
  email: true,
  phone: true,
  role: true,
  createdAt: true,
  emailVerifiedAt: true,
  accountTypeChosenAt: true,
  ageVerifiedAt: true,
  ageCheckedAt: true,
  ageCheckResult: true,
  googleSubject: true,
} as const;

export type OwnAccountRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: string;
  createdAt: Date;
  emailVerifiedAt: Date | null;
  accountTypeChosenAt: Date | null;
  ageVerifiedAt: Date | null;
  ageCheckedAt: Date | null;
  ageCheckResult: string | null;
  googleSubject: string | null;
};

export async function findUserByEmail(context: KeystoneContext, email: string): Promise<UserRow | null> {
  return (await context.prisma.user.findUnique({ where: { email: email.trim().toLowerCase() } })) as UserRow | null;
}

/** The signed-in person's row, read fresh (the session cookie may be older than a change). */
export async function signedInUser(context: KeystoneContext): Promise<UserRow> {
  const { userId } = actorOf(context);
  const user = (await context.prisma.user.findUnique({ where: { id: userId } })) as UserRow | null;
  if (!user) throw new DomainError('Du skal være logget ind', {}, 'FORBIDDEN');
  return user;
}

/**
 * Whether `password` is the user's password (always spends the hashing time). Hashing and checking
 * go through cms/auth/passwords.ts, the one implementation; `PasswordsBusy` when too many wait.
 */
export async function passwordMatches(user: Pick<UserRow, 'password'>, password: string) {
  if (!user.password) {
    await hashPassword('simulated-password-to-counter-timing-attack');
    return false;
  }
  return passwordMatchesHash(password, user.password);
}

/** Hashes and forgets `password`: the same work as storing it, for answers that must not differ in time. */
export async function spendHashingTime(password: string) {
  await hashPassword(password);
}

export async function requireCurrentPassword(user: UserRow, password: unknown) {
  if (typeof password !== 'string' || !password) {
    throw new DomainError('Skriv din nuværende adgangskode.', { currentPassword: 'Skriv din nuværende adgangskode.' });
  }
  if (!(await passwordMatches(user, password))) {
    throw new DomainError('Den nuværende adgangskode er forkert.', { currentPassword: 'Den nuværende adgangskode er forkert.' });
  }
}

/**
 * Runs a Keystone write that sets `User.password`. Keystone wraps an error of the field's hashing
 * in its own ("An error occurred while resolving input fields"), so a `PasswordsBusy` there is
 * given back as itself: the person reads the Danish "prøv igen", not a server error.
 */
export async function storingPassword<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const causes = (error as { extensions?: { debug?: { message?: string }[] } }).extensions?.debug ?? [];
    if (causes.some((cause) => cause.message === PASSWORDS_BUSY)) throw new PasswordsBusy();
    throw error;
  }
}

/** Starts a session for the user on this request (sets the session cookie). */
export async function startSession(context: KeystoneContext, userId: string) {
  if (!context.sessionStrategy) throw new Error('No session strategy on context');
  await context.sessionStrategy.start({ data: { listKey: 'User', itemId: userId }, context });
}

export async function endSession(context: KeystoneContext) {
  await context.sessionStrategy?.end({ context });
}
