import { describe, expect, it } from 'vitest';
import { assertBalanced, UnbalancedTransactionError } from '../../cms/domain/ledger';
import { canTransition } from '../../cms/domain/booking-states';
import { maskAccountNumber } from '../../cms/lists/BankAccount';

describe('ledger transactions', () => {
  it('accept balanced lines of whole øre', () => {
    expect(() =>
      assertBalanced([
        { account: 'stripe_clearing', amount: 498000 },
        { account: 'platform_commission', amount: -74700 },
        { account: 'talent_pending', amount: -423300, talentId: 't' },
      ]),
    ).not.toThrow();
  });

  it('refuse unbalanced, single-line and fractional transactions', () => {
    expect(() =>
      assertBalanced([
        { account: 'stripe_clearing', amount: 100 },
        { account: 'talent_available', amount: -99 },
      ]),
    ).toThrow(UnbalancedTransactionError);
    expect(() => assertBalanced([{ account: 'stripe_clearing', amount: 0 }])).toThrow(UnbalancedTransactionError);
    expect(() =>
      assertBalanced([
        { account: 'stripe_clearing', amount: 10.5 },
        { account: 'talent_available', amount: -10.5 },
      ]),
    ).toThrow(/whole øre/);
  });
});

describe('booking state machine', () => {
  it('follows requested → accepted → paid → completed', () => {
    expect(canTransition('requested', 'accepted')).toBe(true);
    expect(canTransition('accepted', 'paid')).toBe(true);
    expect(canTransition('paid', 'completed')).toBe(true);
  });

  it('never leaves a final state and never skips payment', () => {
    for (const final of ['declined', 'expired', 'cancelled', 'completed', 'refunded'] as const) {
      expect(canTransition(final, 'requested')).toBe(false);
      expect(canTransition(final, 'paid')).toBe(false);
    }
    expect(canTransition('requested', 'paid')).toBe(false);
    expect(canTransition('requested', 'completed')).toBe(false);
  });
});

describe('bank account masking', () => {
  it('shows only the last two digits', () => {
    expect(maskAccountNumber('0012345678')).toBe('•••• ••••78');
    expect(maskAccountNumber('')).toBe('');
  });
});
