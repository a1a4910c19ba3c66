/**
 * Availability — a talent's calendar: weekly hours (`weekly`) and blocked dates (`blocked`).
 * - Public: menu pages show when a talent can be booked.
 * - Only the owning talent or an admin writes.
 */
import { list } from '@keystone-6/core';
import { calendarDay, integer, relationship, select, text } from '@keystone-6/core/fields';
import { isSignedIn, rules } from '../access';
import { ownTalentOnCreate } from './ownership';

const time = () =>
  text({ validation: { match: { regex: /^(([01]\d|2[0-3]):[0-5]\d)?$/, explanation: 'Tidspunktet skal skrives som TT:MM' } } });

export const Availability = list({
  access: {
    operation: { query: () => true, create: isSignedIn, update: isSignedIn, delete: isSignedIn },
    filter: { update: rules.ownedByTalent, delete: rules.ownedByTalent },
    item: { create: ownTalentOnCreate },
  },
  fields: {
    talent: relationship({ ref: 'TalentProfile.availability' }),
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
  },
});
