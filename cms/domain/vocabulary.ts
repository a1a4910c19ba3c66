/**
 * The domain's fixed value lists with their Danish labels: the regions a talent serves and the
 * categories of a menu. The Keystone lists (select options), the domain's zod schemas and the
 * site's forms read them from here. Pure and server-free.
 */

export const regions = [
  { label: 'Region Hovedstaden', value: 'hovedstaden' },
  { label: 'Region Sjælland', value: 'sjaelland' },
  { label: 'Region Syddanmark', value: 'syddanmark' },
  { label: 'Region Midtjylland', value: 'midtjylland' },
  { label: 'Region Nordjylland', value: 'nordjylland' },
] as const;

export const menuCategories = [
  { label: 'Cocktails', value: 'cocktails' },
  { label: 'Vin', value: 'vin' },
  { label: 'Øl', value: 'oel' },
  { label: 'Mad', value: 'mad' },
  { label: 'Alkoholfri', value: 'alkoholfri' },
] as const;
