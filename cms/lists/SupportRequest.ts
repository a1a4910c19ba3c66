/**
 * SupportRequest — a message sent through the contact form on /support.
 * - Anyone may send one (signed in or not); it is never readable by its sender afterwards, so
 *   the form cannot be used to read other people's requests.
 * - Only admins read, update (status, note) and delete them (the back office).
 * - `user` is set by cms/domain/support.ts to the signed-in sender, never taken from the form.
 */
import { list } from '@keystone-6/core';
import { relationship, select, text } from '@keystone-6/core/fields';
import { allowAnyone, fieldRules, permissions } from '../access';
import { createdAt } from './shared';
import { supportTopics } from '../domain/support';

export const SupportRequest = list({
  access: {
    operation: { query: permissions.isAdmin, create: allowAnyone, update: permissions.isAdmin, delete: permissions.isAdmin },
  },
  fields: {
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
    createdAt: createdAt(),
  },
});
