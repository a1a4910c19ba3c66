/**
 * Payoff — a talent asking for their available balance to be paid to their bank account.
 * - Only the talent and admins see it. A talent requests only through `requestPayoff` (minimum,
 *   bank details, activation, balance — all under the talent lock in cms/domain/wallet); admins
 *   approve, reject and mark paid only through the wallet mutations, which post to the ledger.
 * - The generated update and delete are closed to everyone; an admin may create one through the
 *   list API (fixtures), never above the available balance, and `talent` is never re-connected.
 * - Never deleted: it is accounting evidence.
 * - Public filters (to the talent): status, createdAt.
 */
import { list } from '@keystone-6/core';
import { relationship, select, text, timestamp } from '@keystone-6/core/fields';
import { allowNobody, fieldRules, isSignedIn, permissions, rules } from '../access';
import { balancesOf } from '../domain/ledger';
import { payoffStatusLabels } from '../domain/wallet/payoff-status';
import { foreignKey, createdAt, indexes, ore, publicFilters } from './shared';

const adminOnly = { create: fieldRules.adminOnly, update: fieldRules.adminOnly };

export const Payoff = list({
  access: {
    operation: { query: isSignedIn, create: permissions.isAdmin, update: allowNobody, delete: allowNobody },
    filter: { query: rules.ownedByTalent },
  },
  // A talent's payoffs, newest first (wallet).
  db: indexes(['talentId', 'createdAt']),
  fields: publicFilters(['status', 'createdAt'], {
    talent: relationship({ ref: 'TalentProfile', access: fieldRules.setOnCreateByAdmin }),
    talentId: foreignKey(),
    amount: ore({ min: 1 }),
    status: select({
      type: 'string',
      options: Object.entries(payoffStatusLabels).map(([value, label]) => ({ label, value })),
      defaultValue: 'requested',
      validation: { isRequired: true },
      access: adminOnly,
    }),
    bankReference: text({ access: adminOnly }),
    rejectionReason: text({ access: adminOnly }),
    approvedAt: timestamp({ access: adminOnly }),
    paidAt: timestamp({ access: adminOnly }),
    rejectedAt: timestamp({ access: adminOnly }),
    ledgerEntries: relationship({ ref: 'LedgerEntry.payoff', many: true, access: fieldRules.never }),
    createdAt: createdAt(),
  }),
  hooks: {
    validate: async ({ operation, resolvedData, context, addValidationError }) => {
      if (operation !== 'create') return;
      const talentId = resolvedData.talent?.connect?.id;
      if (!talentId) return addValidationError('En udbetaling skal høre til et talent');
      if (resolvedData.amount > (await balancesOf(context.sudo().prisma, talentId)).requestable)
        addValidationError('Beløbet er større end den disponible saldo');
    },
  },
});
