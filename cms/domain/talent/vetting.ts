/**
 * Talent vetting, like Take a Chef: a talent's first publication goes to an admin review queue
 * instead of going public at once.
 * - `publishStatusFor`: what a talent's "publish" becomes — `published` for an approved (verified)
 *   talent, otherwise `pending` ("Afventer godkendelse"), and the profile enters the queue
 *   (`vettingRequestedAt`; a new request clears an earlier rejection).
 * - `approveTalent` (admin): sets `verifiedAt`, publishes the talent's pending menus, emails the talent.
 * - `rejectTalent` (admin, with a reason): the pending menus go back to drafts, the reason is
 *   kept on the profile and emailed; publishing again asks for a new review.
 * - `withdrawTalentApproval` (admin): the verified mark goes, and with it the talent's public menus
 *   (back to `pending`, so approving again brings the same menus back); the talent is told.
 *   `verifiedAt` changes only through these operations, never through the generated update.
 * Until approval the talent's profile and menus are seen only by the talent and admins
 * (rules.visibleTalent, rules.visibleMenus); the Menu list refuses `published` for an unverified talent.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { z } from 'zod';
import { config } from '../../config';
import { vettingEmail } from '../../copy/vetting';
import { queueEmail } from '../../email';
import type { Actor } from '../actor';
import { now } from '../clock';
import { conflict, forbidden, notFound, parseInput } from '../errors';
import { withTalentLock, type Tx } from '../locks';

export type VettingState = 'approved' | 'pending' | 'rejected' | 'none';

type VettingFields = { verifiedAt?: unknown; vettingRequestedAt?: unknown; vettingRejectedAt?: unknown };

/** Where a talent stands: approved, waiting for review, rejected (until they publish again), or not asked yet. */
export function vettingStateOf(profile: VettingFields | null | undefined): VettingState {
  if (profile?.verifiedAt) return 'approved';
  if (profile?.vettingRejectedAt) return 'rejected';
  if (profile?.vettingRequestedAt) return 'pending';
  return 'none';
}

/** The status a talent's "publish" is stored as: `published` once approved, else `pending` (waits for review). */
export async function publishStatusFor(context: KeystoneContext, profileId: string): Promise<'published' | 'pending'> {
  const profile = await context.prisma.talentProfile.findUnique({ where: { id: profileId }, select: { verifiedAt: true } });
  return profile?.verifiedAt ? 'published' : 'pending';
}

/**
 * Puts the talent in the review queue after a menu was stored as `pending` — with the system's
 * rights, the vetting fields are admin-only in the API. A new request clears an earlier rejection;
 * one already waiting keeps its place.
 */
export async function requestVetting(context: KeystoneContext, profileId: string) {
  await context.prisma.talentProfile.updateMany({
    where: { id: profileId, verifiedAt: null, OR: [{ vettingRequestedAt: null }, { vettingRejectedAt: { not: null } }] },
    data: { vettingRequestedAt: now(), vettingRejectedAt: null, vettingRejectionReason: '' },
  });
}

// Each decision runs under the talent's row lock (locks.ts): two admins deciding at once, or a
// double click, make one decision and one email; the second reads the first's result.
function assertAdmin(actor: Actor) {
  if (actor.role !== 'admin') throw forbidden('Kun MixBuddy kan godkende eller afvise talent');
}

async function talentRecipient(tx: Tx, profileId: string) {
  const profile = await tx.talentProfile.findUnique({ where: { id: profileId }, include: { user: true } });
  if (!profile) throw notFound('Talentet findes ikke');
  return profile as { id: string; verifiedAt: Date | null; vettingRequestedAt: Date | null; user: { name: string; email: string } | null };
}

/** Approves a talent: verified from now on, their pending menus go public, and they hear of it. */
export async function approveTalent(context: KeystoneContext, actor: Actor, profileId: string) {
  assertAdmin(actor);
  const at = now();
  await withTalentLock(context, profileId, async (tx: Tx) => {
    const profile = await talentRecipient(tx, profileId);
    if (profile.verifiedAt) throw conflict('Talentet er allerede godkendt');
    await tx.talentProfile.update({
      where: { id: profileId },
      data: { verifiedAt: at, vettingRejectedAt: null, vettingRejectionReason: '' },
    });
    await tx.menu.updateMany({ where: { talentId: profileId, status: 'pending' }, data: { status: 'published' } });
    if (profile.user?.email) {
      await queueEmail(tx, { to: profile.user.email, ...vettingEmail('approved', profile.user.name, config.publicUrl) });
    }
  });
  return context.prisma.talentProfile.findUnique({ where: { id: profileId } });
}

export const rejectTalentSchema = z.object({
  profileId: z.string().trim().min(1, 'Vælg et talent'),
  reason: z
    .string('Skriv en begrundelse til talentet')
    .trim()
    .min(5, 'Skriv en begrundelse til talentet (mindst 5 tegn)')
    .max(2000, 'Begrundelsen må højst være 2000 tegn'),
});

/** Rejects a talent's request with a reason: pending menus back to drafts, the talent is told why. */
export async function rejectTalent(context: KeystoneContext, actor: Actor, input: unknown) {
  assertAdmin(actor);
  const { profileId, reason } = parseInput(rejectTalentSchema, input);
  const at = now();
  await withTalentLock(context, profileId, async (tx: Tx) => {
    const profile = await talentRecipient(tx, profileId);
    if (profile.verifiedAt) throw conflict('Talentet er allerede godkendt');
    if (!profile.vettingRequestedAt) throw conflict('Talentet har ikke bedt om godkendelse');
    await tx.talentProfile.update({ where: { id: profileId }, data: { vettingRejectedAt: at, vettingRejectionReason: reason } });
    await tx.menu.updateMany({ where: { talentId: profileId, status: 'pending' }, data: { status: 'draft' } });
    if (profile.user?.email) {
      await queueEmail(tx, { to: profile.user.email, ...vettingEmail('rejected', profile.user.name, config.publicUrl, reason) });
    }
  });
  return context.prisma.talentProfile.findUnique({ where: { id: profileId } });
}

/**
 * Withdraws an approval: the talent is no longer verified, their published menus wait for approval
 * again (hidden from visitors, back when approved), and they hear of it. Bookings already made are
 * left as they are: the admin handles those with the talent and the customers.
 */
export async function withdrawTalentApproval(context: KeystoneContext, actor: Actor, profileId: string) {
  assertAdmin(actor);
  await withTalentLock(context, profileId, async (tx: Tx) => {
    const profile = await talentRecipient(tx, profileId);
    if (!profile.verifiedAt) throw conflict('Talentet er ikke godkendt');
    await tx.talentProfile.update({ where: { id: profileId }, data: { verifiedAt: null, vettingRequestedAt: now() } });
    await tx.menu.updateMany({ where: { talentId: profileId, status: 'published' }, data: { status: 'pending' } });
    if (profile.user?.email) {
      await queueEmail(tx, { to: profile.user.email, ...vettingEmail('withdrawn', profile.user.name, config.publicUrl) });
    }
  });
  return context.prisma.talentProfile.findUnique({ where: { id: profileId } });
}
