/**
 * Conversation — a thread between a customer and a talent: `direct` or about a `booking`.
 * - Only participants and admins see it or its messages.
 * - A signed-in person may open a direct conversation that includes themself; booking
 *   conversations are created by the booking domain. Only admins edit or delete.
 */
import { list } from '@keystone-6/core';
import { relationship, select, text, timestamp } from '@keystone-6/core/fields';
import { isSignedIn, permissions, rules } from '../access';
import { createdAt } from './shared';

export const Conversation = list({
  access: {
    operation: { query: isSignedIn, create: isSignedIn, update: permissions.isAdmin, delete: permissions.isAdmin },
    filter: { query: rules.conversationParticipants },
    item: {
      create: ({ session, inputData }) => {
        if (session?.data.role === 'admin') return true;
        const ids = (inputData.participants?.connect ?? []).map((p: { id?: string }) => p.id);
        return Boolean(session && inputData.kind !== 'booking' && ids.includes(session.itemId) && ids.length === 2);
      },
    },
  },
  fields: {
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
    participants: relationship({ ref: 'User.conversations', many: true }),
    booking: relationship({ ref: 'Booking.conversation' }),
    messages: relationship({ ref: 'Message.conversation', many: true }),
    lastMessageAt: timestamp(),
    createdAt: createdAt(),
  },
});
