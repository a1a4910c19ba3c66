/**
 * Money is stored as whole øre (1 kr = 100 øre). Shown in kroner, Danish style: "2.950,00 kr."
 */
const kroner = new Intl.NumberFormat('da-DK', { style: 'currency', currency: 'DKK', minimumFractionDigits: 2 });

export function formatOre(ore: number | null | undefined): string {
  if (ore == null || !Number.isFinite(ore)) return '';
  if (!Number.isInteger(ore)) throw new Error(`Beløb skal være hele øre, fik ${ore}`);
  // ore / 100 is the closest double to the exact kroner amount; formatting to 2 decimals restores it.
  return kroner.format(ore / 100);
}
