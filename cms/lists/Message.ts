/**
 * Message — one post in a conversation.
 * - Only the conversation's participants and admins read it.
 * - Participants post only through `sendMessage` / `startConversation` (cms/domain/messaging), which
 *   check activation and participation; the generated mutations are for admins (hiding a message).
 *   `conversation` and `sender` are set at creation and never re-connected.
 * - Public filters (to participants): conversation (a thread's messages, in pages), createdAt. Never `body`: a hidden message's text would
 *   otherwise leak through `messagesCount(where: { body: { contains } })`.
 * - A hidden message keeps its row (evidence) but its body reads as removed to participants:
 *   `visibleBody` says so and `body` reads as null for everyone but admins.
 * - `readAt` is set by the messaging domain when the other participant opens the thread (unread counts).
 * - `emailedAt` is set by the messaging domain when the message went out in an unread-messages
 *   email, so the next email of the conversation lists only newer ones. Not in the API.
 */
import { graphql, list } from '@keystone-6/core';
import { relationship, text, timestamp, virtual } from '@keystone-6/core/fields';
import { fieldRules, isSignedIn, permissions, rules, type Session } from '../access';
import { createdAt, indexes, publicFilters } from './shared';
import { REMOVED_MESSAGE } from '../domain/messaging/read';

export { REMOVED_MESSAGE };

export const Message = list({
  access: {
    operation: { query: isSignedIn, create: permissions.isAdmin, update: permissions.isAdmin, delete: permissions.isAdmin },
    filter: { query: rules.messageParticipants },
  },
  // The unread count every signed-in page shows starts from the unread messages, not all of them.
  // A thread's latest messages first, in pages (message pages).
  db: indexes(['readAt'], ['conversationId', 'createdAt']),
  fields: publicFilters(['conversation', 'createdAt'], {
    conversation: relationship({ ref: 'Conversation.messages', access: fieldRules.setOnCreateByAdmin }),
    sender: relationship({ ref: 'User', access: fieldRules.setOnCreateByAdmin }),
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
    emailedAt: timestamp({ graphql: { omit: true } }),
    createdAt: createdAt(),
  }),
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
