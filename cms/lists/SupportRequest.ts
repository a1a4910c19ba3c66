/**
 * SupportRequest — a message sent through the contact form on /support.
 * - Anyone may send one (signed in or not) through the contact form, which calls
 *   `submitSupportRequest` (cms/domain/support.ts); the generated create is for admins like the rest.
 *   It is never readable by its sender afterwards, so the form cannot read other people's requests.
 * - Only admins read, update (status, note) and delete them (the back office).
 * - `user` is set by cms/domain/support.ts to the signed-in sender, never taken from the form.
 * - Admins answer from the back office with `replyToSupportRequest` (cms/domain/support.ts): the
 *   answer is emailed and kept in `replies` (cms/lists/SupportReply.ts), never written from here.
 */
import { list } from '@keystone-6/core';
import { relationship, select, text } from '@keystone-6/core/fields';
import { fieldRules, permissions } from '../access';
import { createdAt, publicFilters } from './shared';
import { supportTopics } from '../domain/support-topics';

export const SupportRequest = list({
  access: {
    operation: { query: permissions.isAdmin, create: permissions.isAdmin, update: permissions.isAdmin, delete: permissions.isAdmin },
  },
  fields: publicFilters([], {
    name: text({ validation: { isRequired: true, length: { min: 1, max: 120 } } }),
    email: text({ validation: { isRequired: true, length: { max: 254 } } }),
    topic: select({ type: 'string', options: [...supportTopics], defaultValue: 'andet', validation: { isRequired: true } }),
    message: text({ ui: { displayMode: 'textarea' }, validation: { isRequired: true, length: { min: 10, max: 5000 } } }),
    user: relationship({ ref: 'User', access: { create: fieldRules.adminOnly, update: fieldRules.adminOnly } }),
    status: select({
      type: 'string',
      options: [
        { label: 'Ny', value: 'new' },
        { label: 'Under behandling', value: 'open' },
        { label: 'Løst', value: 'resolved' },
      ],
      defaultValue: 'new',
      validation: { isRequired: true },
      isIndexed: true,
      access: { create: fieldRules.adminOnly },
    }),
    adminNote: text({ ui: { displayMode: 'textarea' }, access: { create: fieldRules.adminOnly } }),
    replies: relationship({ ref: 'SupportReply.request', many: true, access: fieldRules.never }),
    createdAt: createdAt(),
  }),
});
