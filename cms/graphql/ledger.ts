/**
 * The back office dashboard's money figures, summed in the database. `platformCommission(from, to)`:
 * MixBuddy's net commission booked in [from, to) (the dashboard's "Kommission" this month), read
 * from the `platform_commission` account that the postings in cms/domain/ledger.ts write.
 * `paidRevenue(from, to)`: the total and number of bookings paid in [from, to) and still paid or
 * completed ("Omsætning"). Admins only: the domain functions refuse everyone else.
 */
import { g } from '@keystone-6/core';
import type { Extension } from '@graphql-ts/extend';
import type { KeystoneContext } from '@keystone-6/core/types';
import { actorOf } from '../domain/actor';
import { paidRevenue } from '../domain/booking';
import { platformCommission } from '../domain/ledger';
import { domain } from './errors';

const PaidRevenue = g.object<{ amount: number; count: number }>()({
  name: 'PaidRevenue',
  fields: {
    amount: g.field({ type: g.nonNull(g.Int), description: 'Øre' }),
    count: g.field({ type: g.nonNull(g.Int) }),
  },
});

export function ledgerExtension(): Extension {
  const range = { from: g.arg({ type: g.nonNull(g.DateTime) }), to: g.arg({ type: g.DateTime }) };
  return {
    query: {
      paidRevenue: g.field({
        type: g.nonNull(PaidRevenue),
        description: 'Bookings paid in [from, to) and still paid or completed: their total in øre and their number',
        args: range,
        resolve: (_root, { from, to }, context: KeystoneContext) => domain(() => paidRevenue(context, actorOf(context), { from, to })),
      }),
      platformCommission: g.field({
        type: g.nonNull(g.Int),
        description: 'Øre of commission credited minus commission refunded in [from, to)',
        args: range,
        resolve: (_root, { from, to }, context: KeystoneContext) =>
          domain(() => platformCommission(context, actorOf(context), { from, to })),
      }),
    },
  };
}
