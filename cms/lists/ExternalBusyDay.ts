/**
 * ExternalBusyDay — a Copenhagen day ('YYYY-MM-DD') on which the talent's external calendar
 * (CalendarFeed.externalUrl) has a busy event. Written only by the calendar fetch job
 * (cms/domain/calendar/external.ts), replaced as a whole after each successful fetch and kept as
 * it is when a fetch fails. Read by the one busy-days rule (cms/domain/booking/calendar.ts), so
 * search, the menu page's booking form and the booking domain agree.
 *
 * Checklist (docs/security.md):
 * - Read: nobody through GraphQL (omitted); the busy-days rule reads it with Prisma and says only
 *   "busy", never what the event was (no title, time or place is stored).
 * - Write: only the fetch job; no generated create/update/delete (omitted).
 * - `talent` is set at creation by the job and never re-connected.
 * - No filters or sorting: the list has no GraphQL API.
 * - A change reaches the page cache (menu pages and search show busy days).
 */
import { list } from '@keystone-6/core';
import { relationship, text } from '@keystone-6/core/fields';
import { allowNobody } from '../access';
import { createdAt, indexes } from './shared';

export const ExternalBusyDay = list({
  access: {
    operation: { query: allowNobody, create: allowNobody, update: allowNobody, delete: allowNobody },
  },
  graphql: { omit: true },
  db: indexes(['talentId', 'day'], ['day']),
  fields: {
    talent: relationship({ ref: 'TalentProfile' }),
    day: text({ validation: { isRequired: true, match: { regex: /^\d{4}-\d{2}-\d{2}$/, explanation: 'Dagen skrives ÅÅÅÅ-MM-DD' } } }),
    createdAt: createdAt(),
  },
});
