/**
 * AuthToken — a single-use link sent by email (activation, password reset, new email address).
 * - Only a SHA-256 hash of the token is stored; the token itself exists only in the email.
 * - Single use (`usedAt`) and an expiry (`expiresAt`); the domain marks it used atomically.
 * - Nobody reads or writes tokens through GraphQL; only the domain functions (sudo) do.
 */
import { list } from '@keystone-6/core';
import { relationship, select, text, timestamp } from '@keystone-6/core/fields';
import { allowNobody } from '../access';
import { createdAt } from './shared';

export const AuthToken = list({
  access: {
    operation: { query: allowNobody, create: allowNobody, update: allowNobody, delete: allowNobody },
  },
  fields: {
    tokenHash: text({ isIndexed: 'unique', validation: { isRequired: true } }),
    purpose: select({
      type: 'string',
      options: [
        { label: 'Aktivering', value: 'activate' },
        { label: 'Nulstil adgangskode', value: 'reset-password' },
        { label: 'Ny e-mail', value: 'change-email' },
      ],
      validation: { isRequired: true },
    }),
    user: relationship({ ref: 'User' }),
    /** For `change-email`: the address that becomes the account's email when confirmed. */
    newEmail: text(),
    expiresAt: timestamp({ validation: { isRequired: true } }),
    usedAt: timestamp(),
    createdAt: createdAt(),
  },
});
