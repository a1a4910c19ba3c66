/**
 * Availability — a talent's calendar: weekly hours (`weekly`) and blocked dates (`blocked`).
 * - Public: menu pages show when a talent can be booked.
 * - Talent change their calendar only through the talent domain (cms/domain/talent/availability.ts);
 *   the generated create/update/delete are for admins, and `talent` is never re-connected.
 * - Public filters: talent, kind, weekday, date (the calendar is public).
 */
import { list } from '@keystone-6/core';
import { calendarDay, integer, relationship, select, text } from '@keystone-6/core/fields';
import { fieldRules, permissions } from '../access';
import { publicFilters } from './shared';

const time = () =>
  text({ validation: { match: { regex: /^(([01]\d|2[0-3]):[0-5]\d)?$/, explanation: 'Tidspunktet skal skrives som TT:MM' } } });

export const Availability = list({
  access: {
    operation: { query: () => true, create: permissions.isAdmin, update: permissions.isAdmin, delete: permissions.isAdmin },
  },
  fields: publicFilters(['talent', 'kind', 'weekday', 'date'], {
    talent: relationship({ ref: 'TalentProfile.availability', access: fieldRules.setOnCreateByAdmin }),
    kind: select({
      type: 'string',
      options: [
        { label: 'Ugentlig tid', value: 'weekly' },
        { label: 'Blokeret dato', value: 'blocked' },
      ],
      validation: { isRequired: true },
    }),
    /** 1 = Monday … 7 = Sunday (ISO), for `weekly`. */
    weekday: integer({ validation: { min: 1, max: 7 } }),
    startTime: time(),
    endTime: time(),
    /** For `blocked`. */
    date: calendarDay(),
    note: text(),
  }),
});
