/**
 * SellerInformationReminder — the reminders sent to a talent who has earned money but not yet given
 * their seller information (cms/domain/dac7/reminders.ts): number 1 when the first booking is paid,
 * number 2 thirty days later; sixty days after the first, payouts are withheld until it is given.
 *
 * Checklist (docs/security.md):
 * - Read and write: nobody through GraphQL (omitted); only the reminder job of the DAC7 domain.
 * - At most one row per talent and number (unique), so two processes never send a reminder twice.
 */
import { list } from '@keystone-6/core';
import { integer, relationship } from '@keystone-6/core/fields';
import { allowNobody } from '../access';
import { createdAt, uniqueTogether } from './shared';

export const SellerInformationReminder = list({
  access: {
    operation: { query: allowNobody, create: allowNobody, update: allowNobody, delete: allowNobody },
  },
  graphql: { omit: true },
  db: uniqueTogether(['talentId', 'number']),
  fields: {
    talent: relationship({ ref: 'TalentProfile' }),
    number: integer({ validation: { isRequired: true, min: 1, max: 2 }, db: { isNullable: false } }),
    createdAt: createdAt(),
  },
});
