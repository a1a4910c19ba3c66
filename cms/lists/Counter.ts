/**
 * Counter — a named, gap-free sequence (today one: `receipt`, the receipt and credit-note numbers).
 * Checklist:
 * - Who reads: admins only (audit). Who writes: nobody through the API; `nextNumber`
 *   (cms/domain/receipts/issue.ts) increments the row inside the transaction that records the
 *   payment or refund, so a number is used exactly when its receipt commits (a rollback gives it back).
 * - Relationships: none. Filters: admin-only (no public fields). Never deleted.
 */
import { list } from '@keystone-6/core';
import { integer, text } from '@keystone-6/core/fields';
import { allowNobody, permissions } from '../access';

export const Counter = list({
  access: {
    operation: { query: permissions.isAdmin, create: allowNobody, update: allowNobody, delete: allowNobody },
  },
  fields: {
    name: text({ isIndexed: 'unique', validation: { isRequired: true } }),
    value: integer({ defaultValue: 0, validation: { isRequired: true }, db: { isNullable: false } }),
  },
});
