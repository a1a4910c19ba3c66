/**
 * Star — a talent or a menu featured on the home page, in the order admins choose.
 * - Public to read (the home page); only admins write.
 */
import { list } from '@keystone-6/core';
import { integer, relationship, select, timestamp } from '@keystone-6/core/fields';
import { permissions } from '../access';

export const Star = list({
  access: {
    operation: { query: () => true, create: permissions.isAdmin, update: permissions.isAdmin, delete: permissions.isAdmin },
  },
  fields: {
    kind: select({
      type: 'string',
      options: [
        { label: 'Talent', value: 'talent' },
        { label: 'Menu', value: 'menu' },
      ],
      validation: { isRequired: true },
    }),
    talent: relationship({ ref: 'TalentProfile' }),
    menu: relationship({ ref: 'Menu' }),
    position: integer({ defaultValue: 0, validation: { isRequired: true } }),
    startsAt: timestamp(),
    endsAt: timestamp(),
  },
});
