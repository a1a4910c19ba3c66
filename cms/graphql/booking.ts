/**
 * Bookings, payments, the wallet, conversations and reviews over GraphQL. These mutations are
 * the only way a customer or a talent changes a booking (the lists are admin-only); each one
 * resolves the actor from the session and calls the domain function, which authorises. Results
 * are read back through the caller's own context (`context.db`), so list access rules apply.
 *
 * Errors: a `DomainError` becomes a GraphQL error with its Danish message, a code
 * (BAD_USER_INPUT, FORBIDDEN, NOT_FOUND, CONFLICT), the per-field messages in
 * `extensions.fieldErrors` and, when the domain names one, `extensions.reason` (e.g. AGE_CHECK_REQUIRED).
 */
import { g } from '@keystone-6/core';
import type { BaseSchemaMeta, Extension } from '@graphql-ts/extend';
import type { KeystoneContext } from '@keystone-6/core/types';
import { GraphQLError } from 'graphql';
import { config } from '../config';
import { AccountNotActiveError } from '../domain/account-status';
import { actorOf } from '../domain/actor';
import {
  acceptBooking, cancelBooking, completeBooking, declineBooking, replyToReview, requestBooking, reviewBooking,
} from '../domain/booking';
import { DomainError } from '../domain/errors';
import { markConversationRead, sendMessage, startDirectConversation, unreadCount } from '../domain/messaging';
import { startCheckout } from '../domain/payments';
import { balancesOf } from '../domain/ledger';
import { approvePayoff, markPayoffPaid, ownTalentProfileId, rejectPayoff, requestPayoff } from '../domain/wallet';

const codes = { INVALID: 'BAD_USER_INPUT', FORBIDDEN: 'FORBIDDEN', NOT_FOUND: 'NOT_FOUND', CONFLICT: 'CONFLICT' } as const;

/** Runs a domain call and turns its Danish errors into GraphQL errors. */
export async function domain<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof DomainError) {
      const reason = error.reason ? { reason: error.reason } : {};
      throw new GraphQLError(error.message, { extensions: { code: codes[error.code], fieldErrors: error.fieldErrors, ...reason } });
    }
    if (error instanceof AccountNotActiveError) throw new GraphQLError(error.message, { extensions: { code: 'FORBIDDEN' } });
    throw error;
  }
}

/** Where Stripe sends the customer back: the configured public URL, or (outside production) the origin they came from. */
function returnOrigin(context: KeystoneContext) {
  const host = context.req?.headers.host;
  if (config.production || !host) return config.publicUrl;
  return `http://${host}`;
}

const str = (value: string | null | undefined) => value ?? '';

export function bookingExtension(base: BaseSchemaMeta): Extension {
  const Booking = base.object('Booking');
  const Review = base.object('Review');
  const Payoff = base.object('Payoff');
  const Conversation = base.object('Conversation');
  const Message = base.object('Message');
  const WalletBalance = g.object<{ available: number; pending: number; reserved: number; requestable: number }>()({
    name: 'WalletBalance',
    fields: {
      available: g.field({ type: g.nonNull(g.Int), description: 'Øre the talent may ask to be paid' }),
      pending: g.field({ type: g.nonNull(g.Int), description: 'Øre for paid bookings not yet released' }),
      reserved: g.field({ type: g.nonNull(g.Int), description: 'Øre in payoffs requested or approved' }),
      requestable: g.field({ type: g.nonNull(g.Int), description: 'available − reserved' }),
    },
  });
  const CheckoutResult = g.object<{ url: string; sessionId: string }>()({
    name: 'CheckoutResult',
    fields: { url: g.field({ type: g.nonNull(g.String) }), sessionId: g.field({ type: g.nonNull(g.String) }) },
  });

  const bookingFor = (context: KeystoneContext) => (row: { id: string }) => context.db.Booking.findOne({ where: { id: row.id } });
  const id = g.arg({ type: g.nonNull(g.ID) });

  return {
    query: {
      myWallet: g.field({
        type: g.nonNull(WalletBalance),
        async resolve(_root, _args, context: KeystoneContext) {
          return domain(async () => balancesOf(context.prisma, await ownTalentProfileId(context, actorOf(context))));
        },
      }),
      unreadMessageCount: g.field({
        type: g.nonNull(g.Int),
        async resolve(_root, _args, context: KeystoneContext) {
          const session = context.session as { itemId?: string } | undefined;
          return session?.itemId ? unreadCount(context, session.itemId) : 0;
        },
      }),
    },
    mutation: {
      requestBooking: g.field({
        type: Booking,
        args: {
          menuId: id,
          date: g.arg({ type: g.nonNull(g.String), description: 'YYYY-MM-DD, Copenhagen' }),
          time: g.arg({ type: g.nonNull(g.String), description: 'HH:MM, Copenhagen' }),
          guests: g.arg({ type: g.nonNull(g.Int) }),
          address: g.arg({ type: g.nonNull(g.String) }),
          postcode: g.arg({ type: g.nonNull(g.String) }),
          city: g.arg({ type: g.nonNull(g.String) }),
          message: g.arg({ type: g.String }),
        },
        resolve: (_root, args, context: KeystoneContext) =>
          domain(() => requestBooking(context, actorOf(context), { ...args, message: str(args.message) }).then(bookingFor(context))),
      }),
      acceptBooking: g.field({ type: Booking, args: { id }, resolve: (_r, { id }, context: KeystoneContext) => domain(() => acceptBooking(context, actorOf(context), id).then(bookingFor(context))) }),
      declineBooking: g.field({ type: Booking, args: { id }, resolve: (_r, { id }, context: KeystoneContext) => domain(() => declineBooking(context, actorOf(context), id).then(bookingFor(context))) }),
      cancelBooking: g.field({
        type: Booking,
        args: { id, reason: g.arg({ type: g.String }) },
        resolve: (_r, { id, reason }, context: KeystoneContext) =>
          domain(() => cancelBooking(context, actorOf(context), { bookingId: id, reason: str(reason) }).then((r) => bookingFor(context)(r.booking))),
      }),
      completeBooking: g.field({ type: Booking, args: { id }, resolve: (_r, { id }, context: KeystoneContext) => domain(() => completeBooking(context, actorOf(context), id).then(bookingFor(context))) }),
      startCheckout: g.field({
        type: g.nonNull(CheckoutResult),
        args: { bookingId: id },
        resolve: (_r, { bookingId }, context: KeystoneContext) => domain(() => startCheckout(context, actorOf(context), bookingId, returnOrigin(context))),
      }),
      reviewBooking: g.field({
        type: Review,
        args: { bookingId: id, rating: g.arg({ type: g.nonNull(g.Int) }), body: g.arg({ type: g.String }) },
        resolve: (_r, args, context: KeystoneContext) =>
          domain(() => reviewBooking(context, actorOf(context), { ...args, body: str(args.body) }).then((r) => context.db.Review.findOne({ where: { id: r.id } }))),
      }),
      replyToReview: g.field({
        type: Review,
        args: { reviewId: id, reply: g.arg({ type: g.nonNull(g.String) }) },
        resolve: (_r, args, context: KeystoneContext) =>
          domain(() => replyToReview(context, actorOf(context), args).then(() => context.db.Review.findOne({ where: { id: args.reviewId } }))),
      }),
      requestPayoff: g.field({
        type: Payoff,
        args: { amount: g.arg({ type: g.nonNull(g.Int), description: 'Øre' }) },
        resolve: (_r, args, context: KeystoneContext) =>
          domain(() => requestPayoff(context, actorOf(context), args).then((p) => context.db.Payoff.findOne({ where: { id: p.id } }))),
      }),
      approvePayoff: g.field({
        type: Payoff, args: { id },
        resolve: (_r, { id }, context: KeystoneContext) => domain(() => approvePayoff(context, actorOf(context), id).then(() => context.db.Payoff.findOne({ where: { id } }))),
      }),
      rejectPayoff: g.field({
        type: Payoff, args: { id, reason: g.arg({ type: g.nonNull(g.String) }) },
        resolve: (_r, { id, reason }, context: KeystoneContext) => domain(() => rejectPayoff(context, actorOf(context), id, reason).then(() => context.db.Payoff.findOne({ where: { id } }))),
      }),
      markPayoffPaid: g.field({
        type: Payoff, args: { id, bankReference: g.arg({ type: g.String }) },
        resolve: (_r, { id, bankReference }, context: KeystoneContext) =>
          domain(() => markPayoffPaid(context, actorOf(context), id, str(bankReference)).then(() => context.db.Payoff.findOne({ where: { id } }))),
      }),
      startConversation: g.field({
        type: Conversation,
        args: { talentId: id, menuId: g.arg({ type: g.ID }), body: g.arg({ type: g.nonNull(g.String) }) },
        resolve: (_r, args, context: KeystoneContext) =>
          domain(() =>
            startDirectConversation(context, actorOf(context), { talentId: args.talentId, menuId: str(args.menuId), body: args.body })
              .then((c) => context.db.Conversation.findOne({ where: { id: c.id } })),
          ),
      }),
      sendMessage: g.field({
        type: Message,
        args: { conversationId: id, body: g.arg({ type: g.nonNull(g.String) }) },
        resolve: (_r, args, context: KeystoneContext) =>
          domain(() => sendMessage(context, actorOf(context), args).then((m) => context.db.Message.findOne({ where: { id: m.id } }))),
      }),
      markConversationRead: g.field({
        type: g.nonNull(g.Int),
        args: { conversationId: id },
        resolve: (_r, { conversationId }, context: KeystoneContext) => domain(() => markConversationRead(context, actorOf(context), conversationId)),
      }),
    },
  };
}
