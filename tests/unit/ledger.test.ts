/**
 * The ledger's builders (cms/domain/ledger.ts `postings`): every business event's lines balance,
 * are whole øre and carry the accounts and amounts the booking README's ledger table names.
 */
import { describe, expect, it } from 'vitest';
import { splitAmount } from '../../cms/domain/commission';
import { postings, type LedgerLine } from '../../cms/domain/ledger';

const total = 498_000; // 4 980 kr. in øre
const booking = { id: 'b1', talentId: 't1', totalAmount: total, ...splitAmount(total) };
const payoff = { id: 'p1', talentId: 't1', amount: 250_000 };

const sum = (lines: LedgerLine[]) => lines.reduce((s, l) => s + l.amount, 0);
const amounts = (lines: LedgerLine[]) => lines.map((l) => [l.account, l.amount]);

describe('ledger postings', () => {
  const all: [string, LedgerLine[]][] = [
    ['bookingPaid', postings.bookingPaid(booking)],
    ['paymentUnpayable', postings.paymentUnpayable({ id: 'b1', status: 'cancelled' }, total)],
    ['bookingCancelled (full refund)', postings.bookingCancelled(booking, total)],
    ['bookingCancelled (half refund)', postings.bookingCancelled(booking, total / 2)],
    ['bookingCancelled (nothing back)', postings.bookingCancelled(booking, 0)],
    ['earningsReleased', postings.earningsReleased(booking)],
    ['payoffApproved', postings.payoffApproved(payoff)],
    ['payoffPaid', postings.payoffPaid(payoff)],
  ];

  it.each(all)('%s balances in whole øre', (_name, lines) => {
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(sum(lines)).toBe(0);
    for (const line of lines) expect(Number.isSafeInteger(line.amount)).toBe(true);
  });

  it('a paid booking: the total in, 15 % commission and the rest pending for the talent', () => {
    expect(amounts(postings.bookingPaid(booking))).toEqual([
      ['stripe_clearing', 498_000],
      ['platform_commission', -74_700],
      ['talent_pending', -423_300],
    ]);
    expect(postings.bookingPaid(booking).map((l) => l.description)).toEqual([
      'Betaling for booking b1',
      'Kommission af booking b1',
      'Honorar for booking b1',
    ]);
  });

  it('a cancellation reverses the refunded share and releases the kept share', () => {
    expect(amounts(postings.bookingCancelled(booking, total))).toEqual([
      ['talent_pending', 423_300],
      ['platform_commission', 74_700],
      ['customer_refunds', -498_000],
    ]);
    expect(amounts(postings.bookingCancelled(booking, total / 2))).toEqual([
      ['talent_pending', 211_650],
      ['platform_commission', 37_350],
      ['customer_refunds', -249_000],
      ['talent_pending', 211_650],
      ['talent_available', -211_650],
    ]);
    expect(amounts(postings.bookingCancelled(booking, 0))).toEqual([
      ['talent_pending', 423_300],
      ['talent_available', -423_300],
    ]);
  });

  it('release and payoffs move the talent share between its accounts', () => {
    expect(amounts(postings.earningsReleased(booking))).toEqual([
      ['talent_pending', 423_300],
      ['talent_available', -423_300],
    ]);
    expect(amounts(postings.payoffApproved(payoff))).toEqual([
      ['talent_available', 250_000],
      ['talent_payout', -250_000],
    ]);
    expect(amounts(postings.payoffPaid(payoff))).toEqual([
      ['talent_payout', 250_000],
      ['stripe_clearing', -250_000],
    ]);
    expect(postings.payoffPaid(payoff)[1].talentId).toBeUndefined();
  });

  it('refuse amounts that are not whole øre', () => {
    expect(() => postings.payoffApproved({ ...payoff, amount: 10.5 })).toThrow(/whole øre/);
  });
});
