/**
 * MixBuddy's commission on a booking: 15 % of the total, in whole øre. The talent gets the rest,
 * so commission + talent share always equals the total exactly.
 */
export const COMMISSION_RATE = 0.15;

/** The rate in whole percent, so the split is computed with integers (no float drift). */
const COMMISSION_PERCENT = Math.round(COMMISSION_RATE * 100);

export function splitAmount(total: number) {
  if (!Number.isSafeInteger(total) || total < 0) throw new Error('Beløbet skal være et helt, ikke-negativt antal øre');
  const commissionAmount = Math.round((total * COMMISSION_PERCENT) / 100);
  return { commissionAmount, talentAmount: total - commissionAmount };
}
