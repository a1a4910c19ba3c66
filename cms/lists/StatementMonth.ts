/**
 * StatementMonth — one talent's statement totals for one Copenhagen month (gross, fee, moms, net,
 * payouts in øre), so the year statement reads twelve rows, not a busy talent's year of ledger lines.
 *
 * Checklist (docs/security.md):
 * - Derived from the ledger and nothing else: the database adds each ledger line's share in the
 *   statement that inserts it (the `LedgerEntry_statement_months` trigger, migration
 *   `*_statement_months`), so a posting and its month commit or roll back together whichever door
 *   wrote them (the booking domain, the wallet, an admin's correction, SQL). The pruning job, the
 *   only thing that removes ledger lines or their bookings, rebuilds the months of the talents it
 *   touched (`rebuildStatementMonths`, cms/domain/wallet/statement.ts).
 * - Read: nobody through GraphQL (omitted); `statementFor` reads it after its own authorisation.
 * - Write: nobody but the database trigger and the rebuild; no generated create/update/delete.
 * - `talent` is set by the trigger and never re-connected; one row per talent and month (unique).
 */
import { list } from '@keystone-6/core';
import { integer, relationship } from '@keystone-6/core/fields';
import { allowNobody } from '../access';
import { ore, uniqueTogether } from './shared';

export const StatementMonth = list({
  access: {
    operation: { query: allowNobody, create: allowNobody, update: allowNobody, delete: allowNobody },
  },
  graphql: { omit: true },
  db: uniqueTogether(['talentId', 'year', 'month']),
  fields: {
    talent: relationship({ ref: 'TalentProfile' }),
    year: integer({ validation: { isRequired: true }, db: { isNullable: false } }),
    /** 1–12, the Copenhagen calendar month. */
    month: integer({ validation: { isRequired: true }, db: { isNullable: false } }),
    // Signed øre: a month of refunds is negative.
    gross: ore(),
    fee: ore(),
    vat: ore(),
    net: ore(),
    payouts: ore(),
  },
});
