/**
 * Conversations over GraphQL (cms/domain/messaging): the unread count for the header badge,
 * writing to a talent, replying, and marking a thread read. Results are read back through the
 * caller's own context, so a participant sees only what the Message and Conversation access
 * rules allow. Errors: cms/graphql/errors.ts.
 */
import { g } from '@keystone-6/core';
import type { BaseSchemaMeta, Extension } from '@graphql-ts/extend';
import type { KeystoneContext } from '@keystone-6/core/types';
import { actorOf } from '../domain/actor';
import {
  markConversationRead,
  sendMessage,
  sendMessageSchema,
  startConversationSchema,
  startDirectConversation,
  unreadCount,
} from '../domain/messaging';
import { argsFrom } from './args';
import { domain } from './errors';

export function messagingExtension(base: BaseSchemaMeta): Extension {
  const Conversation = base.object('Conversation');
  const Message = base.object('Message');
  const id = g.arg({ type: g.nonNull(g.ID) });
  return {
    query: {
      unreadMessageCount: g.field({
        type: g.nonNull(g.Int),
        async resolve(_root, _args, context: KeystoneContext) {
          const session = context.session as { itemId?: string } | undefined;
          return session?.itemId ? unreadCount(context, session.itemId) : 0;
        },
      }),
    },
    mutation: {
      startConversation: g.field({
        type: Conversation,
        args: argsFrom(startConversationSchema, { talentId: g.ID, menuId: g.ID }),
        resolve: (_r, args, context: KeystoneContext) =>
          domain(() =>
            startDirectConversation(context, actorOf(context), {
              talentId: args.talentId,
              menuId: args.menuId ?? '',
              body: args.body,
            }).then((c) => context.db.Conversation.findOne({ where: { id: c.id } })),
          ),
      }),
      sendMessage: g.field({
        type: Message,
        args: argsFrom(sendMessageSchema, { conversationId: g.ID }),
        resolve: (_r, args, context: KeystoneContext) =>
          domain(() => sendMessage(context, actorOf(context), args).then((m) => context.db.Message.findOne({ where: { id: m.id } }))),
      }),
      markConversationRead: g.field({
        type: g.nonNull(g.Int),
        args: { conversationId: id },
        resolve: (_r, { conversationId }, context: KeystoneContext) =>
          domain(() => markConversationRead(context, actorOf(context), conversationId)),
      }),
    },
  };
}
