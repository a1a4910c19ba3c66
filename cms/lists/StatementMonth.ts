/**
 * StatementMonth — one talent's statement totals for one Copenhagen month (gross, fee, moms, net,
 * payouts in øre), so the year statement reads twelve rows, not a busy talent's year of ledger lines;
 * and their DAC7 figures of the month (`dac7*`, cms/domain/dac7/report.ts), so /wallet's table does too.
 *
 * Checklist (docs/security.md):
 * - Derived from the ledger and nothing else: the database adds each ledger line's share in the
 *   statement that inserts it (the `LedgerEntry_statement_months` trigger, migration
 *   `*_statement_months`), so a posting and its month commit or roll back together whichever door
 *   wrote them (the booking domain, the wallet, an admin's correction, SQL). The pruning job, the
 *   only thing that removes ledger lines or their bookings, rebuilds the months of the talents it
 *   touched (`rebuildStatementMonths`, cms/domain/wallet/statement.ts). The DAC7 columns count a
 *   ledger transaction whole in the month of its first line of the year, as the report does
 *   (migration `*_dac7_months`); the statement columns split it by month.
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
    // DAC7: consideration and fees in signed øre, activities (bookings paid), and how many ledger
    // transactions counted (a talent with none has no figures that year).
    dac7Consideration: ore(),
    dac7Fees: ore(),
    dac7Activities: integer({ defaultValue: 0, validation: { isRequired: true }, db: { isNullable: false } }),
    dac7Transactions: integer({ defaultValue: 0, validation: { isRequired: true }, db: { isNullable: false } }),
  },
});
