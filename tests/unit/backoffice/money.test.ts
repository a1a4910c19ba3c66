import { describe, expect, it } from 'vitest';
import { formatOre } from '../../../backoffice/src/components/money';

const normalise = (s: string) => s.replace(/\s/g, ' ');

describe('formatOre', () => {
  it('shows whole øre as Danish kroner', () => {
    expect(normalise(formatOre(295_000))).toBe('2.950,00 kr.');
    expect(normalise(formatOre(1))).toBe('0,01 kr.');
    expect(normalise(formatOre(-4_425))).toBe('-44,25 kr.');
    expect(normalise(formatOre(123_456_789_012))).toBe('1.234.567.890,12 kr.');
  });
  it('shows nothing for a missing amount and refuses fractions of an øre', () => {
    expect(formatOre(null)).toBe('');
    expect(formatOre(undefined)).toBe('');
    expect(() => formatOre(10.5)).toThrow(/hele øre/);
  });
});
