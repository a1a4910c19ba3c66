/**
 * LimitCounter — one abuse limit's count for one bucket (per email, per IP, per visitor), e.g.
 * "sign-in:email:<sha256>": how many attempts since `windowStartedAt`.
 * Checklist:
 * - Kept in the database so every app process behind a load balancer shares the same count.
 * - One row per bucket (unique): cms/domain/accounts/rate-limit.ts increments and reads it in one
 *   statement (`INSERT … ON CONFLICT … RETURNING`), so concurrent attempts each see their own count.
 * - Stores no email or IP in clear text; rows whose window ended an hour ago are pruned.
 * - Nobody reads or writes counters through GraphQL; only the rate-limit functions do.
 */
import { list } from '@keystone-6/core';
import { bigInt, integer, text } from '@keystone-6/core/fields';
import { allowNobody } from '../access';

export const LimitCounter = list({
  access: {
    operation: { query: allowNobody, create: allowNobody, update: allowNobody, delete: allowNobody },
  },
  graphql: { omit: true },
  fields: {
    bucket: text({ isIndexed: 'unique', validation: { isRequired: true } }),
    count: integer({ defaultValue: 0, validation: { isRequired: true }, db: { isNullable: false } }),
    // Milliseconds since 1970 (a plain number, so the one raw statement reads the same on every database).
    windowStartedAt: bigInt({ defaultValue: 0n, validation: { isRequired: true }, db: { isNullable: false } }),
  },
});
