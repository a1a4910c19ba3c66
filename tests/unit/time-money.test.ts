/**
 * The shared Danish formats (cms/domain/time.ts, cms/domain/money.ts) pinned to the exact text
 * people see, and the copy that quotes a rule proven to read the rule's constant
 * (cms/copy/rules.ts): change the constant and the text changes with it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMISSION_RATE } from '../../cms/domain/commission';
import { FULL_REFUND_NOTICE_MS, HALF_REFUND_NOTICE_MS, PAY_WITHIN_MS, RESPOND_WITHIN_MS } from '../../cms/domain/booking/timing';
import {
  formatKroner,
  formatOre,
  formatOreExact,
  formatWholeKroner,
  isWholeOre,
  kronerInputText,
  parseKroner,
} from '../../cms/domain/money';
import {
  DAY,
  HOUR,
  copenhagenParts,
  copenhagenTime,
  formatCalendarDay,
  formatClock,
  formatDate,
  formatDateTime,
  formatDateTimeMedium,
  formatWeekdayDate,
  isCalendarDay,
  isoDateInCopenhagen,
  parseCalendarDay,
} from '../../cms/domain/time';

const nbsp = '\u00a0';

describe('Danish dates and times (Europe/Copenhagen)', () => {
  const summerEvening = new Date('2026-05-03T16:30:00Z'); // 18.30 in Copenhagen (UTC+2)

  it('formats a date, a date with time and a time the Danish way, never ISO', () => {
    expect(formatDate(summerEvening)).toBe('3. maj 2026');
    expect(formatDate(summerEvening, { month: 'long', year: 'numeric' })).toBe('maj 2026');
    expect(formatDateTime(summerEvening)).toBe('3. maj 2026 kl. 18.30');
    expect(formatDateTimeMedium(summerEvening)).toBe('3. maj 2026, 18.30');
    expect(formatWeekdayDate(summerEvening)).toBe('søndag den 3. maj');
    expect(formatClock(summerEvening)).toBe('18.30');
    expect(formatCalendarDay('2027-06-12')).toBe('12. juni 2027');
  });

  it('reads a typed calendar day only when it exists: 29 February 2027 never becomes 1 March', () => {
    expect(parseCalendarDay('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseCalendarDay('2027-12-31')).toEqual({ year: 2027, month: 12, day: 31 });
    for (const impossible of [
      '2027-02-29',
      '2100-02-29',
      '2027-04-31',
      '2027-13-01',
      '2027-00-10',
      '2027-01-00',
      '2027-2-3',
      '29.02.2027',
      '',
    ])
      expect(isCalendarDay(impossible), impossible).toBe(false);
  });

  it('counts days in Copenhagen, across midnight and daylight saving time', () => {
    expect(isoDateInCopenhagen('2026-06-30T22:30:00Z')).toBe('2026-07-01');
    expect(copenhagenParts('2026-01-05T23:00:00Z')).toMatchObject({ date: '2026-01-06', weekday: 2, time: '00:00', hour: 0 });
    expect(copenhagenTime({ year: 2026, month: 1, day: 15 }, '18:00').toISOString()).toBe('2026-01-15T17:00:00.000Z');
    expect(copenhagenTime({ year: 2026, month: 7, day: 15 }, '18:00').toISOString()).toBe('2026-07-15T16:00:00.000Z');
    expect(DAY).toBe(24 * HOUR);
  });
});

describe('Danish money', () => {
  it('reads kroner as people type them, øre after a Danish decimal comma', () => {
    for (const [typed, kroner] of [
      ['250,50', 250.5],
      ['1.249,50', 1249.5],
      ['1.000', 1000],
      ['12.500.000', 12_500_000],
      ['249.5', 249.5],
      [' 500 kr.', 500],
    ] as const)
      expect(parseKroner(typed), typed).toBe(kroner);
    for (const bad of ['', 'gratis', '1,2,3']) expect(parseKroner(bad), bad).toBeNaN();
    expect(isWholeOre(parseKroner('250,50'))).toBe(true);
    expect(isWholeOre(parseKroner('250,505'))).toBe(false);
  });

  it('never prints "-0 kr." (a new talent earned -0 this month: the sum of nothing, negated)', () => {
    expect(formatOre(-0)).toBe(`0${nbsp}kr.`);
    expect(formatOreExact(-0)).toBe(`0,00${nbsp}kr.`);
    expect(formatKroner(-0)).toBe(`0${nbsp}kr.`);
    expect(formatKroner(-0.001)).toBe(`0,00${nbsp}kr.`);
    expect(formatWholeKroner(-0)).toBe('0 kr.');
    expect(kronerInputText(-0)).toBe('0');
    expect(formatOre(-1)).toBe(`-0,01${nbsp}kr.`);
  });

  it('shows whole kroner without decimals and anything else with two, exactly', () => {
    expect(formatOre(249000)).toBe(`2.490${nbsp}kr.`);
    expect(formatOre(0)).toBe(`0${nbsp}kr.`);
    expect(formatOre(-500)).toBe(`-5${nbsp}kr.`);
    expect(formatOre(-249050)).toBe(`-2.490,50${nbsp}kr.`);
    expect(formatOre(1)).toBe(`0,01${nbsp}kr.`);
    expect(formatOre(123_456_789_012)).toBe(`1.234.567.890,12${nbsp}kr.`);
    expect(() => formatOre(10.5)).toThrow(/hele øre/);
  });

  it('keeps two decimals for accounting', () => {
    expect(formatOreExact(249000)).toBe(`2.490,00${nbsp}kr.`);
    expect(formatOreExact(-249050)).toBe(`-2.490,50${nbsp}kr.`);
    expect(() => formatOreExact(10.5)).toThrow(/hele øre/);
  });

  it('has the sentence, preview and input shapes', () => {
    expect(formatWholeKroner(20000)).toBe('200 kr.');
    expect(formatWholeKroner(249050)).toBe('2.490 kr.');
    expect(formatKroner(249.5)).toBe(`249,50${nbsp}kr.`);
    expect(formatKroner(249)).toBe(`249${nbsp}kr.`);
    expect(kronerInputText(24950)).toBe('249,50');
    expect(kronerInputText(24900)).toBe('249');
  });
});

describe('the copy quotes the rules from their constants', () => {
  afterEach(() => {
    vi.doUnmock('../../cms/domain/wallet/rules');
    vi.doUnmock('../../cms/domain/booking-states');
    vi.resetModules();
  });

  it('today: 48 h to answer, 72 h to pay, 14 / 7–13 days, 15 %, 200 kr.', async () => {
    const { rules } = await import('../../cms/copy/rules');
    expect(rules).toMatchObject({
      respondWithin: `${RESPOND_WITHIN_MS / HOUR} timer`,
      payWithin: `${PAY_WITHIN_MS / HOUR} timer`,
      commission: `${Math.round(COMMISSION_RATE * 100)} %`,
      fullRefundDays: FULL_REFUND_NOTICE_MS / DAY,
      halfRefundSpan: `${HALF_REFUND_NOTICE_MS / DAY}–${FULL_REFUND_NOTICE_MS / DAY - 1}`,
      minimumPayoff: '200 kr.',
    });
    const { bookingsCopy } = await import('../../site/src/i18n/bookings');
    expect(bookingsCopy.customer.cancelPaidNote).toBe(
      'Annullerer du 14 dage eller mere før, får du hele beløbet tilbage; 7–13 dage før halvdelen; under 7 dage intet.',
    );
    const { talentCopy } = await import('../../site/src/i18n/talent');
    expect(talentCopy.editor.priceHint).toBe('Du får 85 % — MixBuddy tager 15 % i kommission.');
  });

  it('a different payoff minimum changes the text', async () => {
    vi.resetModules();
    vi.doMock('../../cms/domain/wallet/rules', () => ({ MINIMUM_PAYOFF: 50_000 }));
    const { rules } = await import('../../cms/copy/rules');
    expect(rules.minimumPayoff).toBe('500 kr.');
    const { bookingsCopy } = await import('../../site/src/i18n/bookings');
    expect(bookingsCopy.wallet.minimum).toMatch(/^Mindst 500 kr\. /);
  });

  it('different deadlines and refund notice change the text', async () => {
    vi.resetModules();
    // The deadlines and the refund notice are the booking timing's.
    vi.doMock('../../cms/domain/booking/timing', async (importOriginal) => ({
      ...(await importOriginal<object>()),
      RESPOND_WITHIN_MS: 24 * HOUR,
      PAY_WITHIN_MS: 36 * HOUR,
      FULL_REFUND_NOTICE_MS: 30 * DAY,
      HALF_REFUND_NOTICE_MS: 10 * DAY,
    }));
    const { publicCopy } = await import('../../site/src/i18n/public');
    expect(publicCopy.menu.bookLead).toContain('inden for 24 timer');
    const { bookingsCopy } = await import('../../site/src/i18n/bookings');
    expect(bookingsCopy.customer.cancelPaidNote).toContain('30 dage eller mere før');
    expect(bookingsCopy.customer.cancelPaidNote).toContain('10–29 dage før halvdelen');
    expect(bookingsCopy.common.done.accepted).toContain('36 timer');
    // The help centre, given the rules as /help gives them.
    const { rules } = await import('../../cms/copy/rules');
    const { talentCopy } = await import('../../site/src/i18n/talent');
    const help = JSON.stringify(
      talentCopy.help.sections({ ...rules, minimumPayoff: rules.minimumPayoff, maxImageMb: 10, minImagePx: 200, maxImagePx: 1600 }),
    );
    expect(help).toContain('inden for 24 timer');
    expect(help).toContain('har kunden 36 timer til at betale');
    expect(help).toContain('mindst 30 dage før');
  });
});
