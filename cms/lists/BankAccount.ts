/**
 * BankAccount — where a talent's payoffs go (Danish reg.nr. + account number).
 * - Only the owning talent and admins see the row at all.
 * - The full account number is never readable through the API except by admins (bank export);
 *   everyone else gets `maskedAccountNumber`, e.g. "•••• ••••12".
 */
import { graphql, list } from '@keystone-6/core';
import { relationship, text, virtual } from '@keystone-6/core/fields';
import { fieldRules, isSignedIn, rules } from '../access';
import { ownTalentOnCreate } from './ownership';
import { createdAt } from './shared';

export function maskAccountNumber(accountNumber: string) {
  const digits = accountNumber.replace(/\D/g, '');
  return digits ? `•••• ••••${digits.slice(-2)}` : '';
}

export const BankAccount = list({
  access: {
    operation: { query: isSignedIn, create: isSignedIn, update: isSignedIn, delete: isSignedIn },
    filter: { query: rules.ownedByTalent, update: rules.ownedByTalent, delete: rules.ownedByTalent },
    item: { create: ownTalentOnCreate },
  },
  fields: {
    talent: relationship({ ref: 'TalentProfile.bankAccount', db: { foreignKey: true } }),
    registrationNumber: text({
      validation: { isRequired: true, match: { regex: /^\d{4}$/, explanation: 'Reg.nr. skal være 4 cifre' } },
    }),
    accountNumber: text({
      validation: { isRequired: true, match: { regex: /^\d{1,10}$/, explanation: 'Kontonummeret skal være op til 10 cifre' } },
      access: { read: fieldRules.adminOnly },
    }),
    maskedAccountNumber: virtual({
      field: graphql.field({ type: graphql.String, resolve: (item) => maskAccountNumber(String(item.accountNumber ?? '')) }),
    }),
    createdAt: createdAt(),
  },
});
