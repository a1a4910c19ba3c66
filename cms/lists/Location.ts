/**
 * Location — a region, city or postcode a talent serves, with how far they travel.
 * - Public (search filters on it); only the owning talent or an admin writes.
 */
import { list } from '@keystone-6/core';
import { integer, relationship, select, text } from '@keystone-6/core/fields';
import { isSignedIn, rules } from '../access';
import { ownTalentOnCreate } from './ownership';
import { regions } from './shared';

export const Location = list({
  access: {
    operation: { query: () => true, create: isSignedIn, update: isSignedIn, delete: isSignedIn },
    filter: { update: rules.ownedByTalent, delete: rules.ownedByTalent },
    item: { create: ownTalentOnCreate },
  },
  fields: {
    talent: relationship({ ref: 'TalentProfile.locations' }),
    region: select({ type: 'string', options: [...regions], validation: { isRequired: true } }),
    city: text(),
    postcode: text({ validation: { match: { regex: /^(\d{4})?$/, explanation: 'Postnummeret skal være 4 cifre' } } }),
    travelKm: integer({ defaultValue: 25, validation: { min: 0, max: 500 } }),
  },
});
