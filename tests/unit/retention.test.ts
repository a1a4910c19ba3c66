/**
 * The retention table (cms/domain/privacy/retention.ts): its periods as dates, and the privacy
 * policy's retention section built from every row of it (the rendered page is checked in
 * tests/integration/retention.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { legal } from '../../cms/copy/legal';
import { cutoffOf, retention, retentionLine, retentionRules } from '../../cms/domain/privacy/retention';

describe('retention periods', () => {
  it('counts bookkeeping from the end of the financial year: a record of 2026 is due on 1 January 2032, not before', () => {
    const period = retention.bookkeeping.period;
    const lastDayOf2031 = new Date('2031-12-31T22:59:00Z'); // 23.59 in Copenhagen
    const newYear2032 = new Date('2032-01-01T00:30:00Z');
    const lateIn2026 = new Date('2026-12-31T21:00:00Z');
    expect(lateIn2026 < cutoffOf(period, lastDayOf2031)!).toBe(false);
    expect(lateIn2026 < cutoffOf(period, newYear2032)!).toBe(true);
    expect(new Date('2027-01-01T00:00:00Z') < cutoffOf(period, newYear2032)!).toBe(false);
  });

  it('keeps DAC7 information 10 years after its year, and a plain period as that many milliseconds', () => {
    expect(cutoffOf(retention.dac7.period, new Date('2037-06-01T12:00:00Z'))!.toISOString()).toBe('2026-12-31T23:00:00.000Z');
    const at = new Date('2027-03-01T12:00:00Z');
    expect(at.getTime() - cutoffOf(retention.supportRequests.period, at)!.getTime()).toBe(730 * 86_400_000);
    expect(cutoffOf(retention.account.period, at)).toBeNull();
  });

  it('names DAC7 seller information with 10 years, pruned on schedule', () => {
    expect(retention.dac7.what).toContain('Oplysninger til Skattestyrelsen (DAC7)');
    expect(retention.dac7.howLong).toContain('10 år');
    expect(retention.dac7.enforcement.by).toBe('schedule');
  });
});

describe('the privacy policy', () => {
  it('lists every row of the retention table, with what, why and for how long', () => {
    const section = legal.privacy.sections.find((s) => s.heading === 'Hvor længe vi gemmer')!;
    expect(section.list).toHaveLength(retentionRules.length);
    for (const [, rule] of retentionRules) {
      expect(section.list).toContain(retentionLine(rule));
      expect(retentionLine(rule)).toContain(rule.why);
      expect(retentionLine(rule)).toContain(rule.howLong);
    }
  });
});
