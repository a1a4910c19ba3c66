import { describe, expect, it } from 'vitest';
import { formatDateTime, startOfMonthInCopenhagen } from '../../../backoffice/src/components/dates';

describe('dates in Europe/Copenhagen', () => {
  it('"this month" starts at Danish midnight on the 1st, in winter and in summer', () => {
    expect(startOfMonthInCopenhagen(new Date('2026-03-15T12:00:00Z')).toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(startOfMonthInCopenhagen(new Date('2026-07-10T09:00:00Z')).toISOString()).toBe('2026-06-30T22:00:00.000Z');
    // 23:30 UTC on 30 June is already 1 July in Copenhagen
    expect(startOfMonthInCopenhagen(new Date('2026-06-30T22:30:00Z')).toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(startOfMonthInCopenhagen(new Date('2026-01-01T00:00:00Z')).toISOString()).toBe('2025-12-31T23:00:00.000Z');
  });

  it('shows times in Danish local time', () => {
    expect(formatDateTime('2026-06-30T22:30:00Z')).toBe('1. juli 2026 kl. 00.30');
    expect(formatDateTime(null)).toBe('');
  });
});
