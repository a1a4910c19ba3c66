/**
 * Paying a booking over GraphQL (cms/domain/payments): `startCheckout` opens a Stripe Checkout
 * Session for the customer's accepted booking and answers its URL. Stripe's webhook is not
 * GraphQL (cms/server/booking-routes.ts). Errors: cms/graphql/errors.ts.
 */
import { g } from '@keystone-6/core';
import type { Extension } from '@graphql-ts/extend';
import type { KeystoneContext } from '@keystone-6/core/types';
import { actorOf } from '../domain/actor';
import { checkoutReturnOrigin, startCheckout } from '../domain/payments';
import { domain } from './errors';

const CheckoutResult = g.object<{ url: string; sessionId: string }>()({
  name: 'CheckoutResult',
  fields: { url: g.field({ type: g.nonNull(g.String) }), sessionId: g.field({ type: g.nonNull(g.String) }) },
});

export function paymentsExtension(): Extension {
  return {
    mutation: {
      startCheckout: g.field({
        type: g.nonNull(CheckoutResult),
        args: { bookingId: g.arg({ type: g.nonNull(g.ID) }) },
        resolve: (_r, { bookingId }, context: KeystoneContext) =>
          domain(() => startCheckout(context, actorOf(context), bookingId, checkoutReturnOrigin(context))),
      }),
    },
  };
}
