/**
 * SellerInformationRead — the audit of every time a talent's tax number (CPR) was decrypted: who,
 * whose, why, when (cms/domain/dac7/seller-information.ts writes it before it decrypts).
 *
 * Checklist (docs/security.md):
 * - Read: nobody through GraphQL (omitted); operators read the table in the database.
 * - Write: only the DAC7 domain, append-only; no generated create/update/delete (omitted).
 */
import { list } from '@keystone-6/core';
import { relationship, text } from '@keystone-6/core/fields';
import { allowNobody } from '../access';
import { createdAt, indexes } from './shared';

export const SellerInformationRead = list({
  access: {
    operation: { query: allowNobody, create: allowNobody, update: allowNobody, delete: allowNobody },
  },
  graphql: { omit: true },
  db: indexes(['talentId', 'createdAt']),
  fields: {
    /** Who read it; empty for the system itself (the January statements never decrypt). */
    reader: relationship({ ref: 'User' }),
    talent: relationship({ ref: 'TalentProfile' }),
    /** Why, e.g. "DAC7-indberetning 2025 (XML)". */
    purpose: text({ validation: { isRequired: true } }),
    createdAt: createdAt(),
  },
});
