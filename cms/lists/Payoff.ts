/**
 * Payoff — a talent asking for their available balance to be paid to their bank account.
 * - Only the talent and admins see it. A talent requests; only admins approve, pay or reject.
 * - A request can never exceed the available balance minus payoffs already requested or approved
 *   (cms/domain/wallet: `requestPayoff` checks and inserts under the talent lock; a talent's
 *   `createPayoff` through this list is re-checked under the same lock after the insert).
 * - Never deleted: it is accounting evidence.
 */
import { list } from '@keystone-6/core';
import { relationship, select, text, timestamp } from '@keystone-6/core/fields';
import { fieldRules, isSignedIn, permissions, rules } from '../access';
import { availableBalance } from '../domain/ledger';
import { settleListCreatedPayoff, walletBalances } from '../domain/wallet';
import { ownTalentOnCreate } from './ownership';
import { createdAt, ore } from './shared';

const adminOnly = { create: fieldRules.adminOnly, update: fieldRules.adminOnly };

export const Payoff = list({
  access: {
    operation: { query: isSignedIn, create: permissions.isTalentOrAdmin, update: permissions.isAdmin, delete: () => false },
    filter: { query: rules.ownedByTalent },
    item: { create: ownTalentOnCreate },
  },
  fields: {
    talent: relationship({ ref: 'TalentProfile' }),
    amount: ore({ min: 1 }),
    status: select({
      type: 'string',
      options: [
        { label: 'Anmodet', value: 'requested' },
        { label: 'Godkendt', value: 'approved' },
        { label: 'Udbetalt', value: 'paid' },
        { label: 'Afvist', value: 'rejected' },
      ],
      defaultValue: 'requested',
      validation: { isRequired: true },
      access: adminOnly,
    }),
    bankReference: text({ access: adminOnly }),
    rejectionReason: text({ access: adminOnly }),
    approvedAt: timestamp({ access: adminOnly }),
    paidAt: timestamp({ access: adminOnly }),
    rejectedAt: timestamp({ access: adminOnly }),
    ledgerEntries: relationship({ ref: 'LedgerEntry.payoff', many: true, access: adminOnly }),
    createdAt: createdAt(),
  },
  hooks: {
    validate: async ({ operation, resolvedData, context, addValidationError }) => {
      if (operation !== 'create') return;
      const talentId = resolvedData.talent?.connect?.id;
      if (!talentId) return addValidationError('En udbetaling skal høre til et talent');
      const byTalent = context.session?.data.role === 'talent';
      const balance = byTalent ? (await walletBalances(context.prisma, talentId)).requestable : await availableBalance(context.sudo(), talentId);
      if (resolvedData.amount > balance) addValidationError('Beløbet er større end din disponible saldo');
    },
    afterOperation: async ({ operation, item, context }) => {
      if (operation === 'create' && item && context.session?.data.role === 'talent') await settleListCreatedPayoff(context, String(item.id));
    },
  },
});
