/**
 * AuthAttempt — one counted attempt for the abuse limits (wrong passwords, reset and
 * activation requests), keyed by a hashed bucket such as "sign-in:email:<sha256>".
 * - Kept in the database so every app process behind a load balancer shares the same count.
 * - Stores no email or IP in clear text; rows older than the window are pruned.
 * - Nobody reads or writes attempts through GraphQL; only the domain functions (sudo) do.
 */
import { list } from '@keystone-6/core';
import { text } from '@keystone-6/core/fields';
import { allowNobody } from '../access';
import { createdAt } from './shared';

export const AuthAttempt = list({
  access: {
    operation: { query: allowNobody, create: allowNobody, update: allowNobody, delete: allowNobody },
  },
  fields: {
    bucket: text({ isIndexed: true, validation: { isRequired: true } }),
    createdAt: createdAt(),
  },
});
