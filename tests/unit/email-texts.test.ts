/**
 * The email texts the domain sends and the back office previews: a refund tells each party what
 * it means for them, and a support answer that greets and signs off itself is not greeted and
 * signed twice.
 */
import { describe, expect, it } from 'vitest';
import { emailText } from '../../cms/copy/email-layout';
import { supportReplyParts } from '../../cms/copy/support-reply';
import { bookingEmail, type TextInput } from '../../cms/domain/booking/email-text';

const booking: TextInput = {
  id: 'b1',
  startsAt: new Date('2027-06-12T16:00:00Z'),
  totalAmount: 450_000,
  customerId: 'c1',
  talentId: 't1',
  menuId: 'm1',
  guests: 10,
  address: null,
  postcode: null,
  city: null,
  message: null,
  talentAmount: 382_500,
  customer: { name: 'Karen Kunde' },
  menuTitle: 'Sommercocktails',
  refund: 450_000,
};
const extras = { reason: 'Talentet er syg', publicUrl: 'https://mixbuddy.dk' };

describe('the refund emails', () => {
  it('tell the customer where the money goes and the talent what they lose, each with the reason', () => {
    const customer = bookingEmail('refunded', 'customer', booking, { ...extras, name: 'Karen Kunde' }).text;
    const talent = bookingEmail('refunded', 'talent', booking, { ...extras, name: 'Tina Talent' }).text;
    expect(customer).toMatch(/^Hej Karen\n/);
    expect(customer).toContain('refunderes samme vej, som du betalte');
    expect(talent).toMatch(/^Hej Tina\n/);
    expect(talent).not.toContain('som du betalte');
    expect(talent).toMatch(/kunden får 4\.500\skr\. refunderet/);
    expect(talent).toContain('Du får derfor ingen indtjening');
    for (const text of [customer, talent]) expect(text).toContain('Begrundelse: Talentet er syg');
  });

  it('tell the talent about the kept share when only part is refunded', () => {
    const talent = bookingEmail('refunded', 'talent', { ...booking, refund: 225_000 }, { ...extras, name: 'Tina' }).text;
    expect(talent).toContain('disponibel på din saldo');
  });
});

describe('a support answer', () => {
  const question = { sentAt: '3. maj 2026 kl. 18.30' };
  const send = (body: string) => emailText(supportReplyParts(body, question, 'https://mixbuddy.dk/support'));

  it('gets MixBuddy greeting and signature when it has none', () => {
    const text = send('Din booking er flyttet.');
    expect(text).toMatch(/^Hej\n\nDin booking er flyttet\./);
    expect(text).toMatch(/Venlig hilsen\nMixBuddy$/);
  });

  it('keeps its own greeting and sign-off, once each', () => {
    const text = send('Hej Anna,\n\nDin booking er flyttet.\n\nVenlig hilsen\nMette fra MixBuddy');
    expect(text).toMatch(/^Hej Anna,\n\nDin booking er flyttet\./);
    expect(text.match(/Hej/g)).toHaveLength(1);
    expect(text.match(/Venlig hilsen/g)).toHaveLength(1);
    expect(text).toMatch(/Du skrev til os 3\. maj 2026 kl\. 18\.30\.[\s\S]*Venlig hilsen\nMette fra MixBuddy$/);
  });

  it('reads a long first sentence that starts with "Hej" as the answer, not as a greeting', () => {
    const text = send('Hej igen, og tak for din tålmodighed — vi har nu fundet ud af, hvad der skete med din betaling.');
    expect(text).toMatch(/^Hej\n\nHej igen, og tak/);
  });
});
