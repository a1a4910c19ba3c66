/**
 * Conversation — a thread between a customer and a talent: `direct` or about a `booking`.
 * - Only participants and admins see it or its messages.
 * - Customers and talent open and write conversations only through the messaging and booking
 *   domains (`startConversation`, `sendMessage`, `requestBooking`); the generated mutations are for
 *   admins, and participants, booking and messages are never re-connected after creation.
 * - Public filters (to participants): kind, lastMessageAt, createdAt.
 */
import { list } from '@keystone-6/core';
import { relationship, select, text, timestamp } from '@keystone-6/core/fields';
import { fieldRules, isSignedIn, permissions, rules } from '../access';
import { createdAt, publicFilters, indexes } from './shared';

export const Conversation = list({
  access: {
    operation: { query: isSignedIn, create: permissions.isAdmin, update: permissions.isAdmin, delete: permissions.isAdmin },
    filter: { query: rules.conversationParticipants },
  },
  // Conversation lists, latest activity first (back office and message pages).
  db: indexes(['lastMessageAt']),
  fields: publicFilters(['kind', 'lastMessageAt', 'createdAt'], {
    kind: select({
      type: 'string',
      options: [
        { label: 'Direkte', value: 'direct' },
        { label: 'Booking', value: 'booking' },
      ],
      defaultValue: 'direct',
      validation: { isRequired: true },
    }),
    subject: text(),
    participants: relationship({ ref: 'User.conversations', many: true, access: fieldRules.setOnCreateByAdmin }),
    booking: relationship({ ref: 'Booking.conversation', access: fieldRules.never }),
    messages: relationship({ ref: 'Message.conversation', many: true, access: fieldRules.never }),
    // Latest activity: the opening, then each message. Never empty: the message pages page by it.
    lastMessageAt: timestamp({ defaultValue: { kind: 'now' } }),
    createdAt: createdAt(),
  }),
});
