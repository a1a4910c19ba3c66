/** Field helpers shared by several lists. */
import { integer, timestamp } from '@keystone-6/core/fields';

export const createdAt = () =>
  timestamp({ defaultValue: { kind: 'now' }, ui: { createView: { fieldMode: 'hidden' } }, db: { isNullable: false } });

export const updatedAt = () => timestamp({ db: { updatedAt: true } });

/** Money is always whole øre (1 kr = 100 øre); never a float. */
export const ore = (options: { min?: number; defaultValue?: number; isRequired?: boolean } = {}) =>
  integer({
    defaultValue: options.defaultValue ?? 0,
    validation: { isRequired: options.isRequired ?? true, ...(options.min !== undefined ? { min: options.min } : {}) },
    db: { isNullable: false },
  });

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
