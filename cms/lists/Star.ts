/**
 * Star — a talent or a menu featured on the home page, in the order admins choose.
 * - Public to read (the home page); only admins write.
 * - A talent star points at a talent, a menu star at a menu; a period ends after it starts.
 * - Public filters: kind, talent, menu, position, startsAt, endsAt (the home page's selection).
 */
import { list } from '@keystone-6/core';
import { integer, relationship, select, timestamp } from '@keystone-6/core/fields';
import { permissions } from '../access';
import { publicFilters } from './shared';

export const Star = list({
  access: {
    operation: { query: () => true, create: permissions.isAdmin, update: permissions.isAdmin, delete: permissions.isAdmin },
  },
  fields: publicFilters(['kind', 'talent', 'menu', 'position', 'startsAt', 'endsAt'], {
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
  }),
  hooks: {
    validate: ({ operation, resolvedData, item, addValidationError }) => {
      if (operation === 'delete') return;
      const data: Record<string, any> = resolvedData ?? {};
      const value = (key: string) => (key in data ? data[key] : item?.[key]);
      const linked = (field: 'talent' | 'menu') => (field in data ? Boolean(data[field]?.connect) : Boolean(item?.[`${field}Id`]));
      if (value('kind') === 'talent' && !linked('talent')) addValidationError('Vælg det talent, der skal fremhæves');
      if (value('kind') === 'menu' && !linked('menu')) addValidationError('Vælg den menu, der skal fremhæves');
      const startsAt = value('startsAt');
      const endsAt = value('endsAt');
      if (startsAt && endsAt && new Date(endsAt) <= new Date(startsAt)) addValidationError('Slutdatoen skal ligge efter startdatoen');
    },
  },
});
