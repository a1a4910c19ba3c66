/**
 * Talent onboarding: five setup steps, each finished when its `TalentProfile.*DoneAt` is set — the
 * last, the talent terms, when the accepted `termsVersion` is the current one (a new version of
 * the terms asks for acceptance again before the talent can publish).
 * The timestamps are written only here (with sudo, after the step's data was saved with the
 * talent's own access rights) — the fields are admin-only in the API, so a talent cannot tick
 * a step without doing it. Publishing a menu needs every step and an active account.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import type { Session } from '../../access';
import { TALENT_TERMS_VERSION } from '../../copy/legal';
import { AccountNotActiveError, assertAccountActive } from '../account-status';

export const onboardingSteps = [
  { key: 'personalInfo', field: 'personalInfoDoneAt', label: 'Personlige oplysninger', href: '/dashboard/setup/personal-information' },
  { key: 'presentation', field: 'presentationDoneAt', label: 'Profilpræsentation', href: '/dashboard/setup/profile-presentation' },
  { key: 'locations', field: 'locationsDoneAt', label: 'Områder', href: '/dashboard/setup/locations' },
  { key: 'bank', field: 'bankDoneAt', label: 'Bankoplysninger', href: '/dashboard/setup/bank-information' },
  { key: 'terms', field: 'termsAcceptedAt', label: 'Talentvilkår', href: '/dashboard/setup/terms' },
] as const;

export type OnboardingStep = (typeof onboardingSteps)[number];
export type OnboardingStepKey = OnboardingStep['key'];
type StepFields = { [field in OnboardingStep['field']]?: unknown } & Record<string, unknown>;

/** Whether the talent accepted the terms as they read now (not an older version). */
export const acceptedCurrentTerms = (profile: StepFields | null | undefined) =>
  Boolean(profile?.termsAcceptedAt) && profile?.termsVersion === TALENT_TERMS_VERSION;

export function missingOnboardingSteps(profile: StepFields | null | undefined): OnboardingStep[] {
  return onboardingSteps.filter((step) => (step.key === 'terms' ? !acceptedCurrentTerms(profile) : !profile?.[step.field]));
}

/** Marks one step as done (idempotent: the first completion time is kept). */
export async function markStepDone(context: KeystoneContext, profileId: string, key: Exclude<OnboardingStepKey, 'terms'>) {
  const step = onboardingSteps.find((s) => s.key === key)!;
  const sudo = context.sudo();
  const profile = await sudo.db.TalentProfile.findOne({ where: { id: profileId } });
  if (profile && !profile[step.field]) {
    await sudo.db.TalentProfile.updateOne({ where: { id: profileId }, data: { [step.field]: new Date() } });
  }
}

export type PublishingProblem = { message: string; href: string | null };

/**
 * Why the talent behind `profileId` may not publish a menu yet, or null if they may.
 * The message names the first missing step; `href` is the page that completes it.
 */
export async function menuPublishingProblem(
  context: KeystoneContext,
  profileId: string | null | undefined,
): Promise<PublishingProblem | null> {
  if (!profileId) return { message: 'Menuen skal høre til en talentprofil', href: null };
  const profile = await context.sudo().db.TalentProfile.findOne({ where: { id: profileId } });
  if (!profile) return { message: 'Talentprofilen findes ikke', href: null };
  const missing = missingOnboardingSteps(profile as StepFields);
  if (missing.length) {
    const names = missing.map((step) => step.label.toLowerCase()).join(', ');
    return {
      message: `Du kan først udgive menuen, når din opsætning er færdig. Mangler: ${names}.`,
      href: missing[0].href,
    };
  }
  try {
    await assertAccountActive(context, String(profile.userId));
  } catch (error) {
    if (error instanceof AccountNotActiveError) return { message: error.message, href: null };
    throw error;
  }
  return null;
}

/** Why a menu of this talent may not be public yet (not approved by an admin), or null. */
export async function unverifiedTalentProblem(context: KeystoneContext, profileId: string): Promise<string | null> {
  const profile = await context.sudo().db.TalentProfile.findOne({ where: { id: profileId } });
  if (!profile || profile.verifiedAt) return null;
  return 'Talentet er ikke godkendt endnu, så menuen kan ikke udgives. Godkend talentet først.';
}

/** The menu list asks this on every write whose result is a published menu. Admins are trusted. */
export function publishingRuleApplies(session: Session | undefined) {
  return session?.data.role === 'talent';
}
