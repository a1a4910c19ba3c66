/** Helpers the account functions share: the signed-in user, password checks, sessions. */
import type { KeystoneContext } from '@keystone-6/core/types';
import { getPasswordFieldKDF } from '@keystone-6/core/fields/types/password';
import { z } from 'zod';
import { actorOf } from '../actor';
import { DomainError } from '../errors';
import { chosenNameSchema } from '../names';

export const emailSchema = z
  .string({ error: 'Skriv din e-mailadresse.' })
  .trim()
  .toLowerCase()
  .max(254, 'E-mailadressen er for lang.')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Skriv en gyldig e-mailadresse, fx navn@eksempel.dk.');

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

function kdf(context: KeystoneContext) {
  const found = getPasswordFieldKDF(context.graphql.schema, 'User', 'password');
  if (!found) throw new Error('User.password is not a password field');
  return found;
}

/** Whether `password` is the user's password (always spends the hashing time). */
export async function passwordMatches(context: KeystoneContext, user: Pick<UserRow, 'password'>, password: string) {
  if (!user.password) {
    await kdf(context).hash('simulated-password-to-counter-timing-attack');
    return false;
  }
  return kdf(context).compare(password, user.password);
}

/** Hashes and forgets `password`: the same work as storing it, for answers that must not differ in time. */
export async function spendHashingTime(context: KeystoneContext, password: string) {
  await kdf(context).hash(password);
}

export async function requireCurrentPassword(context: KeystoneContext, user: UserRow, password: unknown) {
  if (typeof password !== 'string' || !password) {
    throw new DomainError('Skriv din nuværende adgangskode.', { currentPassword: 'Skriv din nuværende adgangskode.' });
  }
  if (!(await passwordMatches(context, user, password))) {
    throw new DomainError('Den nuværende adgangskode er forkert.', { currentPassword: 'Den nuværende adgangskode er forkert.' });
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
