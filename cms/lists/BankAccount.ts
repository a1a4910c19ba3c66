/**
 * BankAccount — where a talent's payoffs go (Danish reg.nr. + account number).
 * - Only the owning talent and admins see the row at all.
 * - The full account number is never readable through the API except by admins (bank export);
 *   everyone else gets `maskedAccountNumber`, e.g. "•••• ••••12".
 * - A talent saves it only through `saveBankInformation` (cms/domain/talent/profile.ts); the
 *   generated mutations are for admins, and `talent` is never re-connected — not even by an admin —
 *   so nobody can redirect another talent's payouts.
 * - Nothing is filterable or sortable except by admins.
 */
import { graphql, list } from '@keystone-6/core';
import { relationship, text, virtual } from '@keystone-6/core/fields';
import { fieldRules, isSignedIn, permissions, rules } from '../access';
import { foreignKey, createdAt, publicFilters } from './shared';

export function maskAccountNumber(accountNumber: string) {
  const digits = accountNumber.replace(/\D/g, '');
  return digits ? `•••• ••••${digits.slice(-2)}` : '';
}

export const BankAccount = list({
  access: {
    operation: { query: isSignedIn, create: permissions.isAdmin, update: permissions.isAdmin, delete: permissions.isAdmin },
    filter: { query: rules.ownedByTalent },
  },
  fields: publicFilters([], {
    talent: relationship({ ref: 'TalentProfile.bankAccount', db: { foreignKey: true }, access: fieldRules.setOnCreateByAdmin }),
    talentId: foreignKey(),
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
  }),
});
