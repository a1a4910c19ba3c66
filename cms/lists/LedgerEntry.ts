/**
 * LedgerEntry — one line of the double-entry ledger behind every wallet and every krone.
 * - Append-only: nobody updates or deletes an entry through the API, not even an admin;
 *   corrections are new entries. The ledger domain writes balanced transactions (sum = 0).
 * - Admins read all entries; a talent reads the entries of their own wallet.
 * - Postings are written by the ledger domain (cms/domain/ledger.ts). An admin may append an entry
 *   through the list API (corrections, fixtures); its talent, booking and payoff are set then and
 *   never re-connected.
 * - Public filters (to the wallet's owner): account, createdAt.
 */
import { list } from '@keystone-6/core';
import { integer, relationship, select, text } from '@keystone-6/core/fields';
import { allowNobody, fieldRules, isSignedIn, permissions, rules } from '../access';
import { ledgerAccounts } from '../domain/ledger';
import { foreignKey, createdAt, indexes, publicFilters } from './shared';

export const LedgerEntry = list({
  access: {
    operation: { query: isSignedIn, create: permissions.isAdmin, update: allowNobody, delete: allowNobody },
    filter: { query: rules.ownedByTalent },
  },
  // A talent's ledger by date (wallet balance, history, the year statement).
  db: indexes(['talentId', 'createdAt']),
  fields: publicFilters(['account', 'createdAt'], {
    /** Entries written together share a transaction id; their amounts sum to 0. */
    transactionId: text({ validation: { isRequired: true }, isIndexed: true }),
    account: select({
      type: 'string',
      options: ledgerAccounts.map((value) => ({ value, label: value })),
      validation: { isRequired: true },
    }),
    /** Signed øre: positive = debit, negative = credit. */
    amount: integer({ validation: { isRequired: true }, db: { isNullable: false } }),
    talent: relationship({ ref: 'TalentProfile', access: fieldRules.setOnCreateByAdmin }),
    talentId: foreignKey(),
    booking: relationship({ ref: 'Booking.ledgerEntries', access: fieldRules.setOnCreateByAdmin }),
    payoff: relationship({ ref: 'Payoff.ledgerEntries', access: fieldRules.setOnCreateByAdmin }),
    description: text(),
    createdAt: createdAt(),
  }),
});
