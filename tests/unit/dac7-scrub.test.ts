/**
 * A CPR number given as DAC7 seller information never leaves for Sentry (cms/observability/scrub.ts):
 * not under its own field names (`taxNumber`, `cpr`), not as a GraphQL variable of
 * `saveSellerInformation`, not inside a message or a URL.
 */
import { describe, expect, it } from 'vitest';
import { scrubEvent, scrubString } from '../../cms/observability/scrub';

const CPR = '0101901777';

describe('the CPR number and Sentry', () => {
  it('is filtered by key, as a GraphQL variable and inside strings', () => {
    const event = scrubEvent({
      extra: { taxNumber: CPR, input: { cpr: '010190-1777', birthDate: '1990-01-01' } },
      request: {
        data: JSON.stringify({
          query: 'mutation($c: String) { saveSellerInformation(kind: "person", taxNumber: $c) }',
          variables: { c: CPR },
        }),
        url: `https://mixbuddy.dk/settings/seller-information?taxNumber=${CPR}`,
      },
      message: `Saving failed for 010190-1777 and ${CPR}`,
    });
    const text = JSON.stringify(event);
    expect(text).not.toContain(CPR);
    expect(text).not.toContain('010190-1777');
    expect(text).not.toContain('1990-01-01');
  });

  it('filters a CPR number in free text however its two parts are joined: dash, space, nothing', () => {
    for (const written of ['010190-1777', '010190 1777', '010190\u00a01777', '010190–1777', '0101901777']) {
      const scrubbed = scrubString(`Min CPR er ${written}, ring gerne`);
      expect(scrubbed, written).toBe('Min CPR er [Filtered], ring gerne');
    }
  });

  it('leaves other numbers alone: amounts, years, ids', () => {
    expect(scrubString('Beløb 249050 øre i 2025, booking 12345')).toBe('Beløb 249050 øre i 2025, booking 12345');
    expect(scrubString('cpr 3112999999')).not.toContain('3112999999');
  });
});
