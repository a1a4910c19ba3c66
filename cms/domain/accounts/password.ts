/**
 * Forgotten and changed passwords.
 * - requestPasswordReset answers the same whether or not the email has an account, and does
 *   the same database work either way; the email itself is sent in the background, so the
 *   response time does not tell either.
 * - completePasswordReset uses the one-hour, single-use link; it also counts as proof of the
 *   email address (activates an account that was not yet) and lifts the sign-in limit.
 * - changePassword needs the current password.
 * Sessions: a reset ends every session of the account (whoever had the old password is out);
 * a change ends every other session and keeps the one it was made from.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { z } from 'zod';
import { hashPassword } from '../../auth/passwords';
import { endSessionsOf } from '../../auth/sessions';
import { queueEmail } from '../../email';
import { emails } from '../../email/templates';
import { now } from '../clock';
import { DomainError, parseInput } from '../errors';
import { passwordProblem } from './password-policy';
import { LIMITS, allowEmailRequest, clearAttempts } from './rate-limit';
import { emailSchema, findUserByEmail, requireCurrentPassword, signedInUser, storingPassword } from './shared';
import { consumeToken, issueToken } from './tokens';

export const requestPasswordResetSchema = z.object({ email: emailSchema });

export async function requestPasswordReset(context: KeystoneContext, input: unknown) {
  const { email } = parseInput(requestPasswordResetSchema, input);
  const user = await findUserByEmail(context, email);
  const allowed = await allowEmailRequest(context, email);
  if (user && allowed && !user.blockedAt) {
    const token = await issueToken(context, user.id, 'reset-password');
    await queueEmail(context.prisma, emails.passwordReset(user.email, token));
  }
  return { ok: true };
}

const confirmedPassword = z.object({
  password: z.string({ error: 'Skriv en ny adgangskode.' }),
  passwordRepeat: z.string().optional(),
});

function checkNewPassword(password: string, repeat: string | undefined, person: { email: string; name: string }) {
  if (repeat !== undefined && repeat !== password) {
    throw new DomainError('De to adgangskoder er ikke ens.', { passwordRepeat: 'De to adgangskoder er ikke ens.' });
  }
  const problem = passwordProblem(password, person);
  if (problem) throw new DomainError(problem, { password: problem });
}

// The fields in the order of the published GraphQL args (cms/graphql/accounts.ts derives them).
export const completePasswordResetSchema = z.object({ token: z.string({ error: 'Linket er ugyldigt.' }) }).extend(confirmedPassword.shape);

export async function completePasswordReset(context: KeystoneContext, input: unknown) {
  const { token, password, passwordRepeat } = parseInput(completePasswordResetSchema, input);
  // Check the password before using up the link, so a typo does not cost a new email; hash it
  // before too, so a "prøv igen" (too many password checks waiting) does not cost one either.
  checkNewPassword(password, passwordRepeat, { email: '', name: '' });
  const hash = await hashPassword(password);
  const used = await consumeToken(context, token, ['reset-password']);
  const user = await context.prisma.user.findUnique({ where: { id: used.userId } });
  if (!user) throw new DomainError('Linket er ugyldigt. Bed om et nyt.');
  const problem = passwordProblem(password, user);
  if (problem) throw new DomainError(problem, { password: problem });
  // The hash is made (cms/auth/passwords.ts) and the rules checked above: stored as it is.
  await context.prisma.user.update({
    where: { id: user.id },
    data: { password: hash, ...(user.emailVerifiedAt ? {} : { emailVerifiedAt: now() }) },
  });
  await endSessionsOf(context, user.id);
  await clearAttempts(context, LIMITS.signInPerEmail, user.email);
  await queueEmail(context.prisma, emails.passwordChanged(user.email));
  return { email: user.email as string };
}

export const changePasswordSchema = z.object({ currentPassword: z.string().optional() }).extend(confirmedPassword.shape);

export async function changePassword(context: KeystoneContext, input: unknown) {
  const user = await signedInUser(context);
  const { currentPassword, password, passwordRepeat } = parseInput(changePasswordSchema, input);
  await requireCurrentPassword(user, currentPassword);
  checkNewPassword(password, passwordRepeat, user);
  if (currentPassword === password) {
    throw new DomainError('Den nye adgangskode skal være en anden end den nuværende.', { password: 'Vælg en ny adgangskode.' });
  }
  await storingPassword(() => context.sudo().db.User.updateOne({ where: { id: user.id }, data: { password } }));
  await endSessionsOf(context, user.id, { exceptCurrent: true });
  await queueEmail(context.prisma, emails.passwordChanged(user.email));
  return { ok: true };
}
