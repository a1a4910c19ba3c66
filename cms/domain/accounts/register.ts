/**
 * Registration and activation (issue #3):
 *   registerAccount (name, email, password; signs in) → chooseAccountType (customer or talent;
 *   sends the activation email) → activateAccount (the single-use link) → active account.
 * An account that is not activated can sign in, but `assertAccountActive` (../account-status)
 * stops it from booking, messaging and publishing.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { z } from 'zod';
import { emails } from '../../email/templates';
import { sendEmailInBackground } from '../../email';
import { now } from '../clock';
import { DomainError, conflict, parseInput } from '../errors';
import { passwordProblem } from './password-policy';
import { allowEmailRequest, tooManyRequests } from './rate-limit';
import { emailSchema, findUserByEmail, nameSchema, signedInUser, startSession } from './shared';
import { consumeToken, issueToken } from './tokens';

export const registerAccountSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: z.string({ error: 'Skriv en adgangskode.' }),
});

export async function registerAccount(context: KeystoneContext, input: unknown) {
  // load + validate
  const { name, email, password } = parseInput(registerAccountSchema, input);
  const problem = passwordProblem(password, { email, name });
  if (problem) throw new DomainError(problem, { password: problem });
  if (await findUserByEmail(context, email)) {
    throw conflict('Der findes allerede en konto med denne e-mailadresse. Log ind, eller nulstil din adgangskode.');
  }
  // change
  const user = await context.sudo().db.User.createOne({ data: { name, email, password, role: 'customer', accountTypeChosenAt: null } });
  await startSession(context, String(user.id));
  return { id: String(user.id) };
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
  if (!user.emailVerifiedAt) await sendActivationEmail(context, user);
  return { role, activated: Boolean(user.emailVerifiedAt) };
}

async function sendActivationEmail(context: KeystoneContext, user: { id: string; email: string; name: string }) {
  if (!(await allowEmailRequest(context, user.email))) throw tooManyRequests();
  const token = await issueToken(context, user.id, 'activate');
  sendEmailInBackground(emails.activation(user.email, user.name, token));
}

/** "Send the activation email again", for a signed-in person whose account is not active. */
export async function requestActivationEmail(context: KeystoneContext) {
  const user = await signedInUser(context);
  if (user.emailVerifiedAt) return { sent: false };
  await sendActivationEmail(context, user);
  return { sent: true };
}

export const useEmailLinkSchema = z.object({ token: z.string({ error: 'Linket er ugyldigt.' }) });

/**
 * The link in an activation or new-email mail: activates the account, or makes the confirmed
 * new address the account's email. Works signed in or not (the link proves the address).
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
    return { purpose: used.purpose };
  }
  await context.prisma.user.updateMany({ where: { id: used.userId, emailVerifiedAt: null }, data: { emailVerifiedAt: verifiedAt } });
  return { purpose: used.purpose };
}
