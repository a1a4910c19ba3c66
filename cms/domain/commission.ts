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

/** Danish moms on MixBuddy's fee: 25 %. */
export const VAT_PERCENT = 25;

/**
 * The moms inside a fee that already includes it (the commission is what the talent pays,
 * moms included): fee × 25/125, in whole øre. Receipts and talent statements both show it,
 * so they must compute it the same way: here.
 */
export function vatOfFee(feeInclVat: number) {
  if (!Number.isSafeInteger(feeInclVat)) throw new Error('Beløbet skal være et helt antal øre');
  const vat = Math.round((feeInclVat * VAT_PERCENT) / (100 + VAT_PERCENT));
  return { vat, feeExclVat: feeInclVat - vat };
}
