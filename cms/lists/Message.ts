/**
 * Message — one post in a conversation.
 * - Only the conversation's participants and admins read it.
 * - A participant posts as themself; nobody edits a message except an admin hiding it.
 * - A hidden message keeps its row (evidence) but its body reads as removed to participants:
 *   `visibleBody` says so and `body` reads as null for everyone but admins.
 * - `readAt` is set by the messaging domain when the other participant opens the thread (unread counts).
 */
import { graphql, list } from '@keystone-6/core';
import { relationship, text, timestamp, virtual } from '@keystone-6/core/fields';
import { fieldRules, isSignedIn, permissions, rules, type Session } from '../access';
import { createdAt } from './shared';

export const REMOVED_MESSAGE = 'Beskeden er fjernet af MixBuddy';

export const Message = list({
  access: {
    operation: { query: isSignedIn, create: isSignedIn, update: permissions.isAdmin, delete: permissions.isAdmin },
    filter: { query: rules.messageParticipants },
    item: {
      create: async ({ session, context, inputData }) => {
        if (session?.data.role === 'admin') return true;
        if (!session || inputData.sender?.connect?.id !== session.itemId) return false;
        const conversationId = inputData.conversation?.connect?.id;
        if (!conversationId) return false;
        const count = await context.sudo().db.Conversation.count({
          where: { id: { equals: conversationId }, participants: { some: { id: { equals: session.itemId } } } },
        });
        return count === 1;
      },
    },
  },
  fields: {
    conversation: relationship({ ref: 'Conversation.messages' }),
    sender: relationship({ ref: 'User' }),
    body: text({
      validation: { isRequired: true, length: { min: 1, max: 4000 } },
      // Once hidden, the original text is for admins only (participants read `visibleBody`).
      access: { read: fieldRules.messageBodyReadable },
    }),
    /** What participants see: the body, or a notice once an admin has hidden it. */
    visibleBody: virtual({
      field: graphql.field({
        type: graphql.String,
        resolve: (item, _args, context) =>
          item.hiddenAt && (context.session as Session | undefined)?.data.role !== 'admin' ? REMOVED_MESSAGE : String(item.body),
      }),
    }),
    hiddenAt: timestamp({ access: { create: fieldRules.adminOnly, update: fieldRules.adminOnly } }),
    readAt: timestamp({ access: { create: fieldRules.adminOnly, update: fieldRules.adminOnly } }),
    createdAt: createdAt(),
  },
  hooks: {
    afterOperation: async ({ operation, item, context }) => {
      if (operation === 'create' && item?.conversationId) {
        await context.sudo().db.Conversation.updateOne({
          where: { id: String(item.conversationId) },
          data: { lastMessageAt: item.createdAt as Date },
        });
      }
    },
  },
});
