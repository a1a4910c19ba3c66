/**
 * Password sign-in, for /login (`signInWithPassword`) and Keystone's `authenticateUserWithPassword`
 * (cms/auth/sign-in.ts wraps it), both through `attemptSignIn`:
 * - at most 10 wrong passwords per account and 100 per IP in 15 minutes; after that every
 *   attempt is refused, right or wrong, until the window has passed;
 * - a blocked account is told so — but only after the right password, so the message does
 *   not reveal anything to someone guessing.
 * Failures are counted; a successful sign-in clears the account's count.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { LIMITS, TOO_MANY_SIGN_INS, clearAttempts, clientIp, isLimited, recordAttempt } from './rate-limit';
import { findUserByEmail, passwordMatches, startSession } from './shared';

const WRONG_PASSWORD = 'Forkert e-mail eller adgangskode.';
const BLOCKED = 'Din konto er spærret. Kontakt MixBuddy, hvis du mener, det er en fejl.';

/** A Danish refusal before the password is even checked, or null to go ahead. */
async function refuseSignIn(context: KeystoneContext, email: string, password: string): Promise<string | null> {
  const ip = clientIp(context);
  if ((await isLimited(context, LIMITS.signInPerEmail, email)) || (await isLimited(context, LIMITS.signInPerIp, ip))) {
    return TOO_MANY_SIGN_INS;
  }
  const user = await findUserByEmail(context, email);
  if (user?.blockedAt && (await passwordMatches(context, user, password))) return BLOCKED;
  return null;
}

async function recordSignIn(context: KeystoneContext, email: string, succeeded: boolean) {
  if (succeeded) return clearAttempts(context, LIMITS.signInPerEmail, email);
  await recordAttempt(context, LIMITS.signInPerEmail, email);
  await recordAttempt(context, LIMITS.signInPerIp, clientIp(context));
}

export type SignInOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * One sign-in attempt under the rules above: refused first when they say so, else `check` (given
 * the normalised email) answers a value on success or null on a wrong password; the outcome is
 * counted either way.
 */
export async function attemptSignIn<T>(context: KeystoneContext, email: string, password: string, check: (email: string) => Promise<T | null>): Promise<SignInOutcome<T>> {
  const normalised = email.trim().toLowerCase();
  const refusal = await refuseSignIn(context, normalised, password);
  if (refusal) return { ok: false, message: refusal };
  const value = await check(normalised);
  await recordSignIn(context, normalised, value !== null);
  return value === null ? { ok: false, message: WRONG_PASSWORD } : { ok: true, value };
}

/** /login: checks the password (always spending the hashing time) and starts the session on this request. */
export function signInWithPassword(context: KeystoneContext, input: { email: string; password: string }) {
  return attemptSignIn(context, input.email, input.password, async (email) => {
    const user = await findUserByEmail(context, email);
    const matches = await passwordMatches(context, user ?? { password: null }, input.password);
    if (!user || !matches) return null;
    await startSession(context, user.id);
    return user.id;
  });
}
