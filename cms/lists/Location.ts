/**
 * Location — a region, city or postcode a talent serves, with how far they travel.
 * - Public (search shows where a talent works).
 * - Talent change their areas only through the talent domain (`addLocation`, `removeLocation`);
 *   the generated mutations are for admins, and `talent` is never re-connected.
 * - Public filters: talent, region, city, postcode.
 */
import { list } from '@keystone-6/core';
import { integer, relationship, select, text } from '@keystone-6/core/fields';
import { fieldRules, permissions } from '../access';
import { publicFilters, regions } from './shared';

export const Location = list({
  access: {
    operation: { query: () => true, create: permissions.isAdmin, update: permissions.isAdmin, delete: permissions.isAdmin },
  },
  fields: publicFilters(['talent', 'region', 'city', 'postcode'], {
    talent: relationship({ ref: 'TalentProfile.locations', access: fieldRules.setOnCreateByAdmin }),
    region: select({ type: 'string', options: [...regions], validation: { isRequired: true } }),
    city: text(),
    postcode: text({ validation: { match: { regex: /^(\d{4})?$/, explanation: 'Postnummeret skal være 4 cifre' } } }),
    travelKm: integer({ defaultValue: 25, validation: { min: 0, max: 500 } }),
  }),
});
