/**
 * SupportReply — one answer an admin sent to a support request from the back office; together
 * they are the request's history.
 * - Written only by `replyToSupportRequest` (cms/domain/support.ts), which emails the answer to the
 *   person in the same transaction: the generated create/update/delete are closed to everyone, so
 *   the history is what was actually sent, and stays as it was sent.
 * - Only admins read it, filter it or count it (through the request or on its own).
 * - `request` and `author` are set when the reply is written and never re-connected.
 */
import { list } from '@keystone-6/core';
import { relationship, text } from '@keystone-6/core/fields';
import { allowNobody, fieldRules, permissions } from '../access';
import { createdAt, indexes, publicFilters } from './shared';

export const SupportReply = list({
  access: {
    operation: { query: permissions.isAdmin, create: allowNobody, update: allowNobody, delete: allowNobody },
  },
  // A request's history in order.
  db: indexes(['requestId', 'createdAt']),
  fields: publicFilters([], {
    request: relationship({ ref: 'SupportRequest.replies', access: fieldRules.never }),
    author: relationship({ ref: 'User', access: fieldRules.never }),
    body: text({ ui: { displayMode: 'textarea' }, validation: { isRequired: true, length: { min: 1, max: 5000 } } }),
    /** The address the answer was sent to (the request's email when it was sent). */
    sentTo: text({ validation: { isRequired: true } }),
    createdAt: createdAt(),
  }),
});
