/**
 * The one address rule of every form that asks for an email (`emailSchema`,
 * cms/domain/accounts/shared.ts) against the attacker's list in corpora/email-addresses.ts: each
 * hostile address is refused with the Danish message, a trick after the @ is undone (the domain's
 * DNS form), and the addresses people really have are kept, lower-cased, a Danish domain in its
 * DNS form.
 */
import { describe, expect, it } from 'vitest';
import { emailSchema } from '../../cms/domain/accounts/shared';
import { cleanedAddresses, hostileAddresses, ordinaryAddresses } from './corpora/email-addresses';

describe('the email address rule', () => {
  it.each(hostileAddresses.map((address) => [JSON.stringify(address), address]))('refuses %s in Danish', (_label, address) => {
    const parsed = emailSchema.safeParse(address);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toMatch(
      /^(Skriv en gyldig e-mailadresse, fx navn@eksempel\.dk\.|E-mailadressen er for lang\.)$/,
    );
  });

  it.each(cleanedAddresses)('stores %j as the address the mail goes to, %j', (typed, stored) => {
    expect(emailSchema.parse(typed)).toBe(stored);
  });

  it.each(ordinaryAddresses)('keeps %j as %j', (typed, stored) => {
    const parsed = emailSchema.safeParse(typed);
    if (stored) expect(parsed.data).toBe(stored);
    else expect(parsed.success).toBe(false);
  });
});
