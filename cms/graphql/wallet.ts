/**
 * The talent's wallet over GraphQL (cms/domain/wallet): the ledger-derived balances, a payoff
 * request, and the back office's payoff decisions (approve, reject, mark paid — the domain
 * allows them to admins only). Payoffs are read back through the caller's own context.
 * Errors: cms/graphql/errors.ts.
 */
import { g } from '@keystone-6/core';
import type { BaseSchemaMeta, Extension } from '@graphql-ts/extend';
import type { KeystoneContext } from '@keystone-6/core/types';
import { actorOf } from '../domain/actor';
import { balancesOf } from '../domain/ledger';
import { approvePayoff, markPayoffPaid, ownTalentProfileId, payoffRequestSchema, rejectPayoff, requestPayoff } from '../domain/wallet';
import { argsFrom } from './args';
import { domain } from './errors';

const WalletBalance = g.object<{ available: number; pending: number; reserved: number; requestable: number }>()({
  name: 'WalletBalance',
  fields: {
    available: g.field({ type: g.nonNull(g.Int), description: 'Øre the talent may ask to be paid' }),
    pending: g.field({ type: g.nonNull(g.Int), description: 'Øre for paid bookings not yet released' }),
    reserved: g.field({ type: g.nonNull(g.Int), description: 'Øre in payoffs requested or approved' }),
    requestable: g.field({ type: g.nonNull(g.Int), description: 'available − reserved' }),
  },
});

export function walletExtension(base: BaseSchemaMeta): Extension {
  const Payoff = base.object('Payoff');
  const payoff = (context: KeystoneContext, id: string) => context.db.Payoff.findOne({ where: { id } });
  const id = g.arg({ type: g.nonNull(g.ID) });
  return {
    query: {
      myWallet: g.field({
        type: g.nonNull(WalletBalance),
        async resolve(_root, _args, context: KeystoneContext) {
          return domain(async () => balancesOf(context.prisma, await ownTalentProfileId(context, actorOf(context))));
        },
      }),
    },
    mutation: {
      requestPayoff: g.field({
        type: Payoff,
        args: argsFrom(payoffRequestSchema, { amount: { type: g.Int, description: 'Øre' } }),
        resolve: (_r, args, context: KeystoneContext) =>
          domain(() => requestPayoff(context, actorOf(context), args).then((p) => payoff(context, p.id))),
      }),
      approvePayoff: g.field({
        type: Payoff,
        args: { id },
        resolve: (_r, { id }, context: KeystoneContext) =>
          domain(() => approvePayoff(context, actorOf(context), id).then(() => payoff(context, id))),
      }),
      rejectPayoff: g.field({
        type: Payoff,
        args: { id, reason: g.arg({ type: g.nonNull(g.String) }) },
        resolve: (_r, { id, reason }, context: KeystoneContext) =>
          domain(() => rejectPayoff(context, actorOf(context), id, reason).then(() => payoff(context, id))),
      }),
      markPayoffPaid: g.field({
        type: Payoff,
        args: { id, bankReference: g.arg({ type: g.String }) },
        resolve: (_r, { id, bankReference }, context: KeystoneContext) =>
          domain(() => markPayoffPaid(context, actorOf(context), id, bankReference ?? '').then(() => payoff(context, id))),
      }),
    },
  };
}
