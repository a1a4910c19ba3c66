/**
 * Location — one service area of a talent: a base postcode/town (its centre in latitude/longitude,
 * filled by the place resolver, cms/domain/places) plus how far they travel, and/or a whole
 * municipality; a row with neither point nor municipality serves its whole region.
 * - Public (search shows where a talent works).
 * - Talent change their areas only through the talent domain (`addLocation`, `removeLocation`);
 *   the generated mutations are for admins, and `talent` is never re-connected.
 * - Public filters: talent, region, city, postcode.
 */
import { list } from '@keystone-6/core';
import { float, integer, relationship, select, text } from '@keystone-6/core/fields';
import { fieldRules, permissions } from '../access';
import { regions } from '../domain/vocabulary';
import { publicFilters } from './shared';
import { placeOfArea } from '../domain/places/areas';

export const Location = list({
  access: {
    operation: { query: () => true, create: permissions.isAdmin, update: permissions.isAdmin, delete: permissions.isAdmin },
  },
  hooks: {
    // Every write (the talent domain's, an admin's) keeps the area's point in step with its
    // postcode or town, so the search's distance filter sees it.
    resolveInput: ({ operation, resolvedData, item }) => {
      const changed = operation === 'create' || resolvedData.postcode !== undefined || resolvedData.city !== undefined;
      if (!changed || typeof resolvedData.latitude === 'number') return resolvedData;
      const place = placeOfArea({ postcode: resolvedData.postcode ?? item?.postcode, city: resolvedData.city ?? item?.city });
      return { ...resolvedData, latitude: place?.latitude ?? null, longitude: place?.longitude ?? null };
    },
  },
  fields: publicFilters(['talent', 'region', 'city', 'postcode'], {
    talent: relationship({ ref: 'TalentProfile.locations', access: fieldRules.setOnCreateByAdmin }),
    region: select({ type: 'string', options: [...regions], validation: { isRequired: true } }),
    city: text(),
    postcode: text({ validation: { match: { regex: /^(\d{4})?$/, explanation: 'Postnummeret skal være 4 cifre' } } }),
    travelKm: integer({ defaultValue: 25, validation: { min: 0, max: 500 } }),
    /** Centre of the base postcode/town; null for a whole-region or whole-municipality area. */
    latitude: float({ validation: { min: 54, max: 58 } }),
    longitude: float({ validation: { min: 7, max: 16 } }),
    /** "Gentofte": the talent serves the whole municipality, however far its edge. */
    municipality: text(),
  }),
});
