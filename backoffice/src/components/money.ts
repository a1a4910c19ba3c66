/**
 * Money is stored as whole øre (1 kr = 100 øre). Shown in kroner with two decimals, as accounting does: "2.950,00 kr.",
 * by the shared formatter (cms/domain/money.ts); an empty amount shows as nothing.
 */
import { formatOreExact } from '../../../cms/domain/money';

export function formatOre(ore: number | null | undefined): string {
  if (ore == null || !Number.isFinite(ore)) return '';
  return formatOreExact(ore);
}
