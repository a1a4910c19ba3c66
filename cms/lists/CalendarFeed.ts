/**
 * CalendarFeed — one talent's calendar links (cms/domain/calendar/README.md):
 * - the private iCal feed: the secret in its URL is HMAC(SESSION_SECRET, `feedNonce`) — a random
 *   nonce — and only the SHA-256 of that secret is stored (`feedTokenHash`, for the lookup), so the
 *   database alone gives no working URL while the settings page can show the talent their URL
 *   again; a new URL replaces both, so the old URL 404s at once; null = no feed;
 * - the external calendar the talent subscribes us to (`externalUrl`, http/https only) and the
 *   state of its last fetch: `externalSyncedAt` (last success), `externalCheckedAt` (last try),
 *   `externalError` (Danish, empty after a success). Its busy days are rows of ExternalBusyDay.
 *
 * Checklist (docs/security.md):
 * - Read: nobody through GraphQL (omitted); the talent's settings page reads its own row through
 *   the calendar domain (Prisma, scoped to the signed-in talent's profile).
 * - Write: only the calendar domain (`createFeedUrl`, `revokeFeedUrl`, `saveExternalCalendar`,
 *   `removeExternalCalendar`, the fetch job); no generated create/update/delete (omitted).
 * - `talent` is set at creation by the domain and never re-connected; one row per talent (created under the talent lock).
 * - No filters or sorting: the list has no GraphQL API.
 * - Private: writes announce no page-cache change (cms/db/change-tracking.ts).
 */
import { list } from '@keystone-6/core';
import { relationship, text, timestamp } from '@keystone-6/core/fields';
import { allowNobody } from '../access';
import { createdAt } from './shared';

export const CalendarFeed = list({
  access: {
    operation: { query: allowNobody, create: allowNobody, update: allowNobody, delete: allowNobody },
  },
  graphql: { omit: true },
  fields: {
    talent: relationship({ ref: 'TalentProfile' }),
    feedNonce: text({ db: { isNullable: true }, validation: { isRequired: false } }),
    feedTokenHash: text({ isIndexed: 'unique', db: { isNullable: true }, validation: { isRequired: false } }),
    feedCreatedAt: timestamp(),
    externalUrl: text({ validation: { length: { max: 2000 } } }),
    externalSyncedAt: timestamp(),
    externalCheckedAt: timestamp(),
    externalError: text(),
    createdAt: createdAt(),
  },
});
