/**
 * Money for people. MixBuddy stores money as whole øre (1 kr. = 100 øre) and shows it in Danish
 * kroner, "2.490,00 kr.", from one formatter shared by the site, its islands, the back office,
 * the emails and the Stripe simulator. Pure and server-free for that reason.
 */

const kroner = new Intl.NumberFormat('da-DK', { style: 'currency', currency: 'DKK' });
const wholeNumber = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 0 });

export const oreToKroner = (ore: number) => ore / 100;
export const kronerToOre = (kr: number) => Math.round(kr * 100);

/** 249000 → "2.490,00 kr."; −500 → "-5,00 kr."; amounts must be whole øre. */
export function formatOre(ore: number): string {
  if (!Number.isInteger(ore)) throw new TypeError(`Beløb skal være hele øre, fik ${ore}`);
  // ore / 100 is the closest double to the exact kroner amount; formatting to 2 decimals restores it.
  return kroner.format(oreToKroner(ore));
}

/** A kroner amount someone is typing (the menu editor's preview): 249.5 → "249,50 kr." */
export function formatKroner(kr: number): string {
  return kroner.format(kr);
}

/** Whole kroner, rounded down, for sentences: 20000 → "200 kr.", 249050 → "2.490 kr." */
export function formatWholeKroner(ore: number): string {
  return `${wholeNumber.format(Math.floor(oreToKroner(ore)))} kr.`;
}

/** The text of a kroner input: 24950 → "249,50"; whole kroner without decimals, 24900 → "249". */
export function kronerInputText(ore: number): string {
  return ore % 100 === 0 ? String(oreToKroner(ore)) : oreToKroner(ore).toFixed(2).replace('.', ',');
}
