/**
 * The talent terms (/talent-vilkaar, `legal.talent` in cms/copy/legal.ts): the last onboarding
 * step. Accepting stores the time and the version (`TALENT_TERMS_VERSION`); when the terms change
 * version, the step is open again and the talent cannot publish until they accept the new text
 * (`missingOnboardingSteps`). Written with sudo: the fields are admin-only in the API.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { z } from 'zod';
import { TALENT_TERMS_VERSION } from '../../copy/legal';
import { now } from '../clock';
import { parseInput } from '../errors';
import { ensureOwnProfile } from './profile';

/** A checked HTML checkbox posts "on"; nothing (unchecked) is a refusal with a Danish message. */
export const acceptTermsSchema = z.object({
  accept: z.literal(['on', 'true', true], 'Du skal acceptere talentvilkårene for at fortsætte'),
});

export async function acceptTalentTerms(context: KeystoneContext, input: unknown) {
  const profile = await ensureOwnProfile(context);
  parseInput(acceptTermsSchema, input);
  await context.prisma.talentProfile.update({
    where: { id: profile.id },
    data: { termsAcceptedAt: now(), termsVersion: TALENT_TERMS_VERSION },
  });
}
