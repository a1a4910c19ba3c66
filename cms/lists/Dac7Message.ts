/**
 * Dac7Message — one DAC7 message to Skattestyrelsen for a calendar year (cms/domain/dac7/README.md):
 * the original (DPI401) or a correction (DPI402) that refers to an earlier message. `sellers` keeps,
 * per reportable seller, the DocRefId and the figures as sent (no tax number: the XML decrypts it
 * when it is downloaded), so a later correction can refer to each seller's last report.
 *
 * Checklist (docs/security.md):
 * - Read and write: nobody through GraphQL (omitted); admins through the named DAC7 queries and
 *   mutations (cms/graphql/dac7.ts → cms/domain/dac7/messages.ts).
 * - A message is a draft until an admin marks it filed; a filed message is never changed again.
 * - `messageRefId` is unique; at most one draft per year (replaced while it is a draft).
 */
import { list } from '@keystone-6/core';
import { integer, json, relationship, select, text, timestamp } from '@keystone-6/core/fields';
import { allowNobody } from '../access';
import { createdAt, indexes } from './shared';

export const Dac7Message = list({
  access: {
    operation: { query: allowNobody, create: allowNobody, update: allowNobody, delete: allowNobody },
  },
  graphql: { omit: true },
  db: indexes(['year', 'createdAt']),
  fields: {
    year: integer({ validation: { isRequired: true }, db: { isNullable: false } }),
    messageRefId: text({ isIndexed: 'unique', validation: { isRequired: true } }),
    /** DPI401 (new) or DPI402 (correction). */
    messageTypeIndic: select({
      type: 'string',
      options: ['DPI401', 'DPI402'].map((value) => ({ value, label: value })),
      validation: { isRequired: true },
    }),
    /** The message a correction corrects (the year's original). */
    correctsMessageRefId: text(),
    status: select({
      type: 'string',
      options: ['draft', 'filed'].map((value) => ({ value, label: value })),
      defaultValue: 'draft',
      validation: { isRequired: true },
    }),
    platformDocRefId: text({ validation: { isRequired: true } }),
    /** Per seller: talentId, docRefId, docTypeIndic, corrDocRefId, the figures per quarter. */
    sellers: json({ defaultValue: [] }),
    timestamp: timestamp({ validation: { isRequired: true } }),
    filedAt: timestamp(),
    filedBy: relationship({ ref: 'User' }),
    createdAt: createdAt(),
  },
});
