/**
 * Registration and activation (cms/auth/README.md; reveals nothing, see docs/security.md):
 *   registerAccount (name, email, password) → activation email → useEmailLink (the single-use
 *   link activates the account and signs the person in) → chooseAccountType (customer or talent).
 *
 * Registration reveals nothing about which addresses have accounts: the answer (and the cookies
 * set: none) is the same for a new and a taken address. For a taken one nothing is created and
 * the owner gets an email instead ("someone tried …; sign in or reset your password"). Both cases
 * hash the password, count against the same limits (10 per IP, 5 per address in 15 minutes)
 * and send their mail in the background. An account that is not activated can sign in, but
 * `assertAccountActive` (../account-status) stops it from booking, messaging and publishing.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { z } from 'zod';
import type { Session } from '../../access';
import { emails } from '../../email/templates';
import { queueEmail } from '../../email';
import { now } from '../clock';
import { DomainError, conflict, parseInput } from '../errors';
import { passwordProblem } from './password-policy';
import { TOO_MANY_REGISTRATIONS, allowEmailRequest, allowRegistration, tooManyRequests } from './rate-limit';
import { emailSchema, findUserByEmail, nameSchema, signedInUser, spendHashingTime, startSession, storingPassword } from './shared';
import { consumeToken, issueToken } from './tokens';

export const registerAccountSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: z.string({ error: 'Skriv en adgangskode.' }),
});

/** Always answers `{}` (or the same Danish input error); see the header for why. */
export async function registerAccount(context: KeystoneContext, input: unknown): Promise<Record<string, never>> {
  // validate (nothing here depends on whether the address is taken)
  const { name, email, password } = parseInput(registerAccountSchema, input);
  const problem = passwordProblem(password, { email, name });
  if (problem) throw new DomainError(problem, { password: problem });
  if (!(await allowRegistration(context, email))) throw new DomainError(TOO_MANY_REGISTRATIONS, {}, 'CONFLICT');

  const existing = await findUserByEmail(context, email);
  if (existing) {
    // Nothing is created; the owner hears about it. Same hashing work as a new account.
    await spendHashingTime(password);
    await queueEmail(context.prisma, emails.registrationAttempt(existing.email));
    return {};
  }
  // change
  const user = await storingPassword(() =>
    context.sudo().db.User.createOne({ data: { name, email, password, role: 'customer', accountTypeChosenAt: null } }),
  );
  await sendActivationEmail(context, { id: String(user.id), email, name });
  return {};
}

export const chooseAccountTypeSchema = z.object({
  role: z.enum(['customer', 'talent'], { error: 'Vælg, om du vil booke (kunde) eller tilbyde menuer (talent).' }),
});

/** The one-time choice between customer and talent, right after registering. */
export async function chooseAccountType(context: KeystoneContext, input: unknown) {
  const user = await signedInUser(context);
  const { role } = parseInput(chooseAccountTypeSchema, input);
  if (user.accountTypeChosenAt || user.role === 'admin') {
    throw new DomainError('Du har allerede valgt kontotype. Kontakt support, hvis den skal ændres.', {}, 'FORBIDDEN');
  }
  await context.prisma.user.update({ where: { id: user.id }, data: { role, accountTypeChosenAt: now() } });
  if (!user.emailVerifiedAt) await sendActivationEmailLimited(context, user);
  return { role, activated: Boolean(user.emailVerifiedAt) };
}

/** The one place an activation link is made and mailed (in the background). */
async function sendActivationEmail(context: KeystoneContext, user: { id: string; email: string; name: string }) {
  const token = await issueToken(context, user.id, 'activate');
  await queueEmail(context.prisma, emails.activation(user.email, token));
}

/** A mail the signed-in person asked for: refused in Danish past the email limits. */
async function sendActivationEmailLimited(context: KeystoneContext, user: { id: string; email: string; name: string }) {
  if (!(await allowEmailRequest(context, user.email))) throw tooManyRequests();
  await sendActivationEmail(context, user);
}

export const resendActivationSchema = z.object({ email: emailSchema });

/**
 * "Send the activation email again" from the wizard's "check your email" step, before the person
 * is signed in. The same answer whatever the address: a mail goes out only to an account that
 * exists and is waiting for activation, and within the email limits.
 */
export async function resendActivationEmail(context: KeystoneContext, input: unknown) {
  const { email } = parseInput(resendActivationSchema, input);
  const user = await findUserByEmail(context, email);
  const allowed = await allowEmailRequest(context, email);
  if (allowed && user && !user.emailVerifiedAt && !user.blockedAt) await sendActivationEmail(context, user);
  return { sent: true };
}

/** "Send the activation email again", for a signed-in person whose account is not active. */
export async function requestActivationEmail(context: KeystoneContext) {
  const user = await signedInUser(context);
  if (user.emailVerifiedAt) return { sent: false };
  await sendActivationEmailLimited(context, user);
  return { sent: true };
}

export const useEmailLinkSchema = z.object({ token: z.string({ error: 'Linket er ugyldigt.' }) });

/**
 * The link in an activation or new-email mail: activates the account, or makes the confirmed
 * new address the account's email. Works signed in or not (the link proves the address). The
 * link that activates an account signs its owner in when nobody is signed in on this browser —
 * registration itself never does, so that it cannot tell a new address from a taken one.
 */
export async function useEmailLink(context: KeystoneContext, input: unknown) {
  const { token } = parseInput(useEmailLinkSchema, input);
  const used = await consumeToken(context, token, ['activate', 'change-email']);
  const verifiedAt = now();
  if (used.purpose === 'change-email' && used.newEmail) {
    if (await findUserByEmail(context, used.newEmail)) {
      throw conflict('E-mailadressen bruges allerede af en anden konto.');
    }
    await context.prisma.user.update({ where: { id: used.userId }, data: { email: used.newEmail, emailVerifiedAt: verifiedAt } });
    return { purpose: used.purpose, signedIn: false };
  }
  const { count } = await context.prisma.user.updateMany({
    where: { id: used.userId, emailVerifiedAt: null },
    data: { emailVerifiedAt: verifiedAt },
  });
  const someoneSignedIn = Boolean((context.session as Session | undefined)?.itemId);
  const owner =
    count === 1 && !someoneSignedIn
      ? await context.prisma.user.findUnique({ where: { id: used.userId }, select: { blockedAt: true } })
      : null;
  const signIn = Boolean(owner && !owner.blockedAt && context.sessionStrategy);
  if (signIn) await startSession(context, used.userId);
  return { purpose: used.purpose, signedIn: signIn };
}
