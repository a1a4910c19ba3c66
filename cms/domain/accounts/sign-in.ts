/**
 * Password sign-in, for /login (`signInWithPassword`) and Keystone's `authenticateUserWithPassword`
 * (cms/auth/sign-in.ts wraps it), both through `attemptSignIn`:
 * - at most 10 wrong passwords per account and 100 per IP in 15 minutes; after that every
 *   attempt is refused, right or wrong, until the window has passed;
 * - a blocked account is told so — but only after the right password, so the message does
 *   not reveal anything to someone guessing.
 * Every attempt is counted before the password is checked (increment, then read: see
 * rate-limit.ts), so concurrent guesses cannot all be checked against one low count; a successful
 * sign-in gives its attempt back and clears the account's count.
 * When too many password checks are waiting (cms/auth/passwords.ts) the answer is the Danish
 * "prøv igen" (`busy`): uncounted when the queue is already too long, or after the wait with the
 * attempt given back: nothing was checked.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { PasswordsBusy, overloadRefusal } from '../../auth/passwords';
import { LIMITS, TOO_MANY_SIGN_INS, clearAttempts, clientIp, takeAttempts } from './rate-limit';
import { findUserByEmail, passwordMatches, startSession } from './shared';

const WRONG_PASSWORD = 'Forkert e-mail eller adgangskode.';
const BLOCKED = 'Din konto er spærret. Kontakt MixBuddy, hvis du mener, det er en fejl.';

export type SignInOutcome<T> = { ok: true; value: T } | { ok: false; message: string; busy?: true };

/**
 * One sign-in attempt under the rules above: counted first and refused when over a limit, a
 * blocked account told so after the right password, else `check` (given the normalised email)
 * answers a value on success or null on a wrong password.
 */
export async function attemptSignIn<T>(
  context: KeystoneContext,
  email: string,
  password: string,
  check: (email: string) => Promise<T | null>,
): Promise<SignInOutcome<T>> {
  const normalised = email.trim().toLowerCase();
  // A crowd of sign-ins is told "prøv igen" before it costs a counted attempt or a query.
  const refusal = await overloadRefusal();
  if (refusal) return { ok: false, message: refusal.message, busy: true };
  const attempt = await takeAttempts(context, [LIMITS.signInPerEmail, normalised], [LIMITS.signInPerIp, clientIp(context)]);
  if (!attempt.allowed) return { ok: false, message: TOO_MANY_SIGN_INS };
  let value: T | null;
  try {
    const user = await findUserByEmail(context, normalised);
    if (user?.blockedAt && (await passwordMatches(user, password))) return { ok: false, message: BLOCKED };
    value = await check(normalised);
  } catch (error) {
    if (!(error instanceof PasswordsBusy)) throw error;
    await attempt.release();
    return { ok: false, message: error.message, busy: true };
  }
  if (value === null) return { ok: false, message: WRONG_PASSWORD };
  await attempt.release();
  await clearAttempts(context, LIMITS.signInPerEmail, normalised);
  return { ok: true, value };
}

/** /login: checks the password (always spending the hashing time) and starts the session on this request. */
export function signInWithPassword(context: KeystoneContext, input: { email: string; password: string }) {
  return attemptSignIn(context, input.email, input.password, async (email) => {
    const user = await findUserByEmail(context, email);
    const matches = await passwordMatches(user ?? { password: null }, input.password);
    if (!user || !matches) return null;
    await startSession(context, user.id);
    return user.id;
  });
}
