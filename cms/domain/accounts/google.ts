/**
 * Google sign-in, after cms/auth/routes.ts (with cms/auth/oidc.ts) has verified the OpenID
 * Connect response.
 * Who the Google account becomes:
 *   1. signed in already → link Google to that account (unless another account has it);
 *   2. an account already linked to this Google subject → that account;
 *   3. an account with the same email, and Google says the email is verified → link it;
 *   4. otherwise a new, already activated customer account (the wizard then asks the type).
 * Unlinking needs a password on the account, or the person could lock themselves out.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { z } from 'zod';
import { now } from '../clock';
import { DomainError, conflict, parseInput } from '../errors';
import { safeName } from '../names';
import { findUserByEmail, signedInUser, startSession } from './shared';
import type { Session } from '../../access';

export const googleIdentitySchema = z.object({
  subject: z.string().min(1).max(255),
  email: z.string().trim().toLowerCase().email().optional(),
  emailVerified: z.boolean().default(false),
  // Google's name claim is checked by the name rule when used (`safeName`), never refused here.
  name: z.string().optional(),
});

export type GoogleOutcome = { userId: string; outcome: 'linked' | 'signed-in' | 'created'; accountTypeChosen: boolean };

export async function signInWithGoogle(context: KeystoneContext, input: unknown): Promise<GoogleOutcome> {
  const identity = parseInput(googleIdentitySchema, input);
  const db = context.prisma;
  const linked = await db.user.findUnique({ where: { googleSubject: identity.subject } });
  const session = context.session as Session | undefined;

  if (session?.itemId) {
    if (linked && linked.id !== session.itemId) throw conflict('Denne Google-konto er allerede forbundet til en anden MixBuddy-konto.');
    await db.user.update({ where: { id: session.itemId }, data: { googleSubject: identity.subject } });
    const me = await signedInUser(context);
    return { userId: me.id, outcome: 'linked', accountTypeChosen: Boolean(me.accountTypeChosenAt) };
  }

  let user = linked;
  let outcome: GoogleOutcome['outcome'] = 'signed-in';
  if (!user && identity.email && identity.emailVerified) {
    user = await findUserByEmail(context, identity.email);
    if (user) {
      await db.user.update({
        where: { id: user.id },
        data: { googleSubject: identity.subject, emailVerifiedAt: user.emailVerifiedAt ?? now() },
      });
      outcome = 'linked';
    }
  }
  if (!user) {
    if (!identity.email || !identity.emailVerified) {
      throw new DomainError('Google har ikke bekræftet e-mailadressen på kontoen, så vi kan ikke oprette en MixBuddy-konto med den.');
    }
    const created = await context.sudo().db.User.createOne({
      data: {
        name: safeName(identity.name, safeName(identity.email.split('@')[0].replace(/[._+-]+/g, ' '), 'Ny bruger')),
        email: identity.email,
        role: 'customer',
        accountTypeChosenAt: null,
      },
    });
    user = await db.user.update({ where: { id: String(created.id) }, data: { googleSubject: identity.subject, emailVerifiedAt: now() } });
    outcome = 'created';
  }
  if (user.blockedAt) throw new DomainError('Din konto er spærret. Kontakt MixBuddy.', {}, 'FORBIDDEN');
  await startSession(context, user.id);
  return { userId: user.id, outcome, accountTypeChosen: Boolean(user.accountTypeChosenAt) };
}

export async function unlinkGoogle(context: KeystoneContext) {
  const user = await signedInUser(context);
  if (!user.googleSubject) return { ok: true };
  if (!user.password) {
    throw new DomainError('Vælg en adgangskode, før du afbryder forbindelsen til Google — ellers kan du ikke logge ind.', {}, 'CONFLICT');
  }
  await context.prisma.user.update({ where: { id: user.id }, data: { googleSubject: null } });
  return { ok: true };
}
