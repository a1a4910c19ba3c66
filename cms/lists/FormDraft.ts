/**
 * FormDraft — what a visitor typed into a form that was refused (or sent before signing in or the
 * age check), kept between the POST and the page that shows the form again.
 * - In the database, not process memory, so the page that shows the form again may be served by
 *   another app process behind the load balancer (no sticky sessions needed).
 * - The cookie carries only a random token; this row holds its SHA-256 hash, like AuthSession.
 * - Read once (deleted when taken), expired rows pruned on every write; at most 64 KB of JSON.
 * - Nobody reads or writes drafts through GraphQL; only cms/domain/form-drafts.ts (Prisma) does.
 */
import { list } from '@keystone-6/core';
import { text, timestamp } from '@keystone-6/core/fields';
import { allowNobody } from '../access';
import { createdAt } from './shared';

export const FormDraft = list({
  access: {
    operation: { query: allowNobody, create: allowNobody, update: allowNobody, delete: allowNobody },
  },
  graphql: { omit: true },
  fields: {
    tokenHash: text({ isIndexed: 'unique', validation: { isRequired: true } }),
    json: text({ validation: { isRequired: true } }),
    expiresAt: timestamp({ isIndexed: true, validation: { isRequired: true } }),
    createdAt: createdAt(),
  },
});
