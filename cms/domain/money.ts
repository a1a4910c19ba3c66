/**
 * Money for people. MixBuddy stores money as whole øre (1 kr. = 100 øre) and shows it in Danish
 * kroner from one formatter shared by the site, its islands and the emails. The rule: whole
 * kroner without decimals ("2.490 kr."), otherwise two decimals ("2.490,50 kr.") — exact either
 * way. The back office's accounting views and the Stripe simulator's receipt always show two
 * decimals (`formatOreExact`). Pure and server-free for that reason.
 */

// signDisplay 'negative': a minus only on an amount below zero, never "-0 kr." (a sum of nothing
// negated, e.g. a new talent's earnings, is -0; so is -0.001 rounded).
const kroner = new Intl.NumberFormat('da-DK', { style: 'currency', currency: 'DKK', signDisplay: 'negative' });
const wholeKroner = new Intl.NumberFormat('da-DK', {
  style: 'currency',
  currency: 'DKK',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
  signDisplay: 'negative',
});
const wholeNumber = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 0, signDisplay: 'negative' });

export const oreToKroner = (ore: number) => ore / 100;
export const kronerToOre = (kr: number) => Math.round(kr * 100);

/**
 * Kroner as people type them → kroner (NaN when it is not a number): Danish "1.249,50" (dots
 * group thousands, the comma starts the øre) and "1.000", or plain "249.5"; "kr." and spaces are
 * ignored. The menu editor's price and the payoff amount read the same way.
 */
export function parseKroner(text: string): number {
  const trimmed = text.replace(/\s|kr\.?$/gi, '');
  if (trimmed === '') return NaN;
  const danish = trimmed.includes(',') || /^-?\d{1,3}(\.\d{3})+$/.test(trimmed);
  return Number(danish ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed);
}

/** True when a kroner amount is whole øre (at most two decimals). */
export const isWholeOre = (kr: number) => Math.abs(kr * 100 - Math.round(kr * 100)) < 1e-6;

/** 249000 → "2.490 kr."; 249050 → "2.490,50 kr."; −500 → "-5 kr."; amounts must be whole øre. */
export function formatOre(ore: number): string {
  if (!Number.isInteger(ore)) throw new TypeError(`Beløb skal være hele øre, fik ${ore}`);
  return ore % 100 === 0 ? wholeKroner.format(ore / 100) : formatOreExact(ore);
}

/** Always two decimals, for accounting (the back office, receipts): 249000 → "2.490,00 kr.". */
export function formatOreExact(ore: number): string {
  if (!Number.isInteger(ore)) throw new TypeError(`Beløb skal være hele øre, fik ${ore}`);
  // ore / 100 is the closest double to the exact kroner amount; formatting to 2 decimals restores it.
  return kroner.format(oreToKroner(ore));
}

/** A kroner amount someone is typing (the menu editor's preview): 249.5 → "249,50 kr.", 249 → "249 kr." */
export function formatKroner(kr: number): string {
  return Number.isInteger(kr) ? wholeKroner.format(kr) : kroner.format(kr);
}

/** Whole kroner, rounded down, for sentences: 20000 → "200 kr.", 249050 → "2.490 kr." */
export function formatWholeKroner(ore: number): string {
  return `${wholeNumber.format(Math.floor(oreToKroner(ore)))} kr.`;
}

/** The text of a kroner input: 24950 → "249,50"; whole kroner without decimals, 24900 → "249". */
export function kronerInputText(ore: number): string {
  // `+ 0` turns -0 into 0 (String(-0) is "0" already, toFixed is not).
  const kr = oreToKroner(ore) + 0;
  return ore % 100 === 0 ? String(kr) : kr.toFixed(2).replace('.', ',');
}

/** Ends a sentence with a period, unless it already ends with one ("… refunderes 200 kr." — never "kr.."). */
export function sentence(text: string): string {
  return /[.!?]$/.test(text.trimEnd()) ? text.trimEnd() : `${text.trimEnd()}.`;
}
