/**
 * Age verification (18+). cms/auth/routes.ts runs the check with an OpenID Connect broker
 * of the MitID kind (or the development simulator) and hands over only the result; we store
 * when the check ran and whether the person is 18 or older — never a CPR number or birthday.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { z } from 'zod';
import { now } from '../clock';
import { parseInput } from '../errors';

export const ageVerificationSchema = z.object({
  userId: z.string().min(1),
  adult: z.boolean(),
});

export async function recordAgeVerification(context: KeystoneContext, input: unknown) {
  const { userId, adult } = parseInput(ageVerificationSchema, input);
  const checkedAt = now();
  await context.prisma.user.update({
    where: { id: userId },
    data: { ageCheckedAt: checkedAt, ageCheckResult: adult ? 'adult' : 'minor', ageVerifiedAt: adult ? checkedAt : null },
  });
  return { adult };
}

/** The age from claims a broker may send: `age_over_18` or a `birthdate` (YYYY-MM-DD). */
export function isAdultFromClaims(claims: Record<string, unknown>, today = now()): boolean | null {
  if (typeof claims.age_over_18 === 'boolean') return claims.age_over_18;
  if (typeof claims.birthdate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(claims.birthdate)) {
    const [y, m, d] = claims.birthdate.split('-').map(Number);
    const eighteenth = Date.UTC(y + 18, m - 1, d);
    return eighteenth <= today.getTime();
  }
  return null;
}
