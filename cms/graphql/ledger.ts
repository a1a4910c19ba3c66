/**
 * The ledger's figures for the back office: `platformCommission(from, to)` — MixBuddy's net
 * commission booked in [from, to) (the dashboard's "Kommission" this month), read from the
 * `platform_commission` account that the postings in cms/domain/ledger.ts write. Admins only:
 * the domain function refuses everyone else.
 */
import { g } from '@keystone-6/core';
import type { Extension } from '@graphql-ts/extend';
import type { KeystoneContext } from '@keystone-6/core/types';
import { actorOf } from '../domain/actor';
import { platformCommission } from '../domain/ledger';
import { domain } from './errors';

export function ledgerExtension(): Extension {
  return {
    query: {
      platformCommission: g.field({
        type: g.nonNull(g.Int),
        description: 'Øre of commission credited minus commission refunded in [from, to)',
        args: { from: g.arg({ type: g.nonNull(g.DateTime) }), to: g.arg({ type: g.DateTime }) },
        resolve: (_root, { from, to }, context: KeystoneContext) => domain(() => platformCommission(context, actorOf(context), { from, to })),
      }),
    },
  };
}
