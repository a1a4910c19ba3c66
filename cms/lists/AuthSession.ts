/**
 * AuthSession — one signed-in browser (or API client). The session cookie carries only a random
 * token; this row holds its SHA-256 hash, so a database leak reveals no usable cookie, and
 * deleting the row ends the session at once (sign-out, password change or reset, a block, a
 * deleted account, "Log ud på alle enheder"). How it is used: cms/auth/sessions.ts.
 * - `device` is a few non-identifying words from the user-agent ("Chrome på Windows"), for a
 *   future list of devices; no IP address and no full user-agent are kept.
 * - Nobody reads or writes sessions through GraphQL; only cms/auth (Prisma) does.
 */
import { list } from '@keystone-6/core';
import { relationship, text, timestamp } from '@keystone-6/core/fields';
import { allowNobody } from '../access';
import { createdAt } from './shared';

export const AuthSession = list({
  access: {
    operation: { query: allowNobody, create: allowNobody, update: allowNobody, delete: allowNobody },
  },
  fields: {
    tokenHash: text({ isIndexed: 'unique', validation: { isRequired: true } }),
    user: relationship({ ref: 'User' }),
    device: text({ validation: { length: { max: 60 } } }),
    expiresAt: timestamp({ isIndexed: true, validation: { isRequired: true } }),
    lastSeenAt: timestamp(),
    createdAt: createdAt(),
  },
});
