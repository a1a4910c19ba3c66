/**
 * The 18+ rule for alcohol (alkoholloven: no sale of alcohol to people under 18). A customer may
 * request or pay for a menu with alcohol only after an age check said 18 or older
 * (cms/domain/accounts/age.ts stores when and what — never a CPR number). Both `requestBooking`
 * and `startCheckout` call `assertMayBuyAlcohol`, so the rule lives in this one place.
 *
 * The refusal carries a machine-readable `reason` (GraphQL `extensions.reason`) so the site can
 * send the person to the age check, or explain that the check said under 18.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { DomainError } from '../errors';

export const AGE_CHECK_REQUIRED = 'AGE_CHECK_REQUIRED';
export const AGE_CHECK_UNDER_18 = 'AGE_CHECK_UNDER_18';

export const AGE_CHECK_REQUIRED_MESSAGE =
  'Menuen indeholder alkohol. Bekræft med MitID, at du er fyldt 18 år, før du booker eller betaler.';
export const AGE_CHECK_UNDER_18_MESSAGE =
  'Du skal være fyldt 18 år for at booke en menu med alkohol. Du kan stadig booke alkoholfri menuer.';

export type AgeFields = { ageVerifiedAt: Date | null; ageCheckResult: string | null };

/** Whether the person has passed an 18+ check (the last check said adult). */
const hasPassedAgeCheck = (user: AgeFields | null | undefined) => Boolean(user?.ageVerifiedAt) && user?.ageCheckResult !== 'minor';

/** What the rule asks of a person for a menu: nothing, an age check first, or no booking (under 18). */
export type AgeGate = 'none' | 'required' | 'under-18';

/**
 * The rule's answer for `userId` and `menu`, for the menu page to show before the form and for
 * `assertMayBuyAlcohol`. A booking whose menu is gone counts as one with alcohol. `known`: the
 * person's age fields when the caller has just read them (else they are read here).
 */
export async function ageGateFor(
  context: KeystoneContext,
  userId: string,
  menu: { containsAlcohol: boolean } | null | undefined,
  known?: AgeFields,
): Promise<AgeGate> {
  if (menu && !menu.containsAlcohol) return 'none';
  const user =
    known ??
    ((await context.prisma.user.findUnique({
      where: { id: userId },
      select: { ageVerifiedAt: true, ageCheckResult: true },
    })) as AgeFields | null);
  if (hasPassedAgeCheck(user)) return 'none';
  return user?.ageCheckResult === 'minor' ? 'under-18' : 'required';
}

/**
 * Throws a Danish FORBIDDEN error with reason AGE_CHECK_REQUIRED (no passed check) or
 * AGE_CHECK_UNDER_18 (the check said under 18) when `menu` contains alcohol.
 */
export async function assertMayBuyAlcohol(
  context: KeystoneContext,
  userId: string,
  menu: { containsAlcohol: boolean } | null | undefined,
  known?: AgeFields,
) {
  const gate = await ageGateFor(context, userId, menu, known);
  if (gate === 'under-18') throw new DomainError(AGE_CHECK_UNDER_18_MESSAGE, {}, 'FORBIDDEN', AGE_CHECK_UNDER_18);
  if (gate === 'required') throw new DomainError(AGE_CHECK_REQUIRED_MESSAGE, {}, 'FORBIDDEN', AGE_CHECK_REQUIRED);
}
