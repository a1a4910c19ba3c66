/**
 * LedgerEntry — one line of the double-entry ledger behind every wallet and every krone.
 * - Append-only: nobody updates or deletes an entry through the API, not even an admin;
 *   corrections are new entries. The ledger domain writes balanced transactions (sum = 0).
 * - Admins read all entries; a talent reads the entries of their own wallet.
 */
import { list } from '@keystone-6/core';
import { integer, relationship, select, text } from '@keystone-6/core/fields';
import { isSignedIn, permissions, rules } from '../access';
import { ledgerAccounts } from '../domain/ledger';
import { createdAt } from './shared';

export const LedgerEntry = list({
  access: {
    operation: { query: isSignedIn, create: permissions.isAdmin, update: () => false, delete: () => false },
    filter: { query: rules.ownedByTalent },
  },
  fields: {
    /** Entries written together share a transaction id; their amounts sum to 0. */
    transactionId: text({ validation: { isRequired: true }, isIndexed: true }),
    account: select({ type: 'string', options: ledgerAccounts.map((value) => ({ value, label: value })), validation: { isRequired: true } }),
    /** Signed øre: positive = debit, negative = credit. */
    amount: integer({ validation: { isRequired: true }, db: { isNullable: false } }),
    talent: relationship({ ref: 'TalentProfile' }),
    booking: relationship({ ref: 'Booking.ledgerEntries' }),
    payoff: relationship({ ref: 'Payoff.ledgerEntries' }),
    description: text(),
    createdAt: createdAt(),
  },
});
