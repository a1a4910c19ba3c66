/**
 * The areas a talent serves (onboarding step 3 and /settings/locations).
 *
 * An area is a place — a postcode, town, district or municipality, resolved by the one place
 * resolver (cms/domain/places) — plus how far the talent travels from it, or the whole
 * municipality; or, with no place, a whole region. The talent types the place once: region,
 * postcode, town and point all come from the resolver.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { z } from 'zod';
import { findAll } from '../../db/find-all';
import { regions } from '../vocabulary';
import { placeNames, resolvePlace } from '../places';
import { closestWord } from '../search/suggest';
import { DomainError, parseInput } from '../errors';
import { markStepDone } from './onboarding';
import { ensureOwnProfile, findOwnProfile, ownRow } from './profile';

const regionValues = regions.map((r) => r.value) as [string, ...string[]];
const checked = z.preprocess((value) => value === true || value === 'on' || value === '1' || value === 'true', z.boolean());

export const locationSchema = z.object({
  /** Postcode, town, district or municipality: "2100", "Hellerup", "Nørrebro", "Gentofte Kommune". */
  place: z.string().trim().max(80, 'Stedet må højst være 80 tegn').optional().default(''),
  /** Older forms (and API callers) send the town and postcode apart; either becomes the place. */
  city: z.string().trim().max(80, 'Byen må højst være 80 tegn').optional().default(''),
  postcode: z
    .string()
    .trim()
    .regex(/^(\d{4})?$/, 'Postnummeret skal være 4 cifre')
    .optional()
    .default(''),
  /** Only for an area without a place: the whole region. */
  region: z
    .union([z.enum(regionValues, 'Vælg en region'), z.literal('')])
    .optional()
    .default(''),
  travelKm: z.coerce
    .number('Skriv hvor mange km du vil køre')
    .int('Skriv et helt antal km')
    .min(0, 'Afstanden kan ikke være negativ')
    .max(500, 'Du kan højst angive 500 km'),
  wholeMunicipality: checked.optional().default(false),
});
export type LocationInput = z.input<typeof locationSchema>;

/** "Hellerop" → "Vi kender ikke »Hellerop«. Mente du Hellerup?" */
function unknownPlace(typed: string): DomainError {
  const guess = closestWord(typed, placeNames());
  const message = `Vi kender ikke »${typed}«. ${guess ? `Mente du ${guess}?` : 'Skriv et postnummer eller en by, fx 2100 eller Aarhus.'}`;
  return new DomainError(message, { place: message });
}

export async function addLocation(context: KeystoneContext, input: LocationInput) {
  const data = parseInput(locationSchema, input);
  const typed = data.place || data.postcode || data.city;
  const profile = await ensureOwnProfile(context);
  let row;
  if (typed) {
    const place = resolvePlace(typed);
    if (!place) throw unknownPlace(typed);
    const whole = data.wholeMunicipality || place.kind === 'municipality';
    row = {
      region: place.region,
      city: place.town,
      // A municipality is its name, not one of its postcodes; its point is its centre.
      postcode: place.kind === 'municipality' ? '' : place.postcode,
      latitude: place.latitude,
      longitude: place.longitude,
      municipality: whole ? place.municipality : '',
      travelKm: data.travelKm,
    };
  } else if (data.region) {
    row = { region: data.region, travelKm: data.travelKm };
  } else {
    const message = 'Skriv et postnummer eller en by, eller vælg en hel region';
    throw new DomainError(message, { place: message });
  }
  await context.sudo().db.Location.createOne({ data: { ...row, talent: { connect: { id: profile.id } } } });
  await markStepDone(context, profile.id, 'locations');
}

/** Removes one of the talent's own areas; anyone else's answers as if it did not exist. */
export async function removeLocation(context: KeystoneContext, locationId: string) {
  await ownRow(context, 'Location', locationId, 'Området findes ikke, eller du har ikke adgang til det');
  await context.sudo().db.Location.deleteOne({ where: { id: locationId } });
}

export type OwnLocation = { id: string; region: string; city: string; postcode: string; travelKm: number; municipality: string };

export async function ownLocations(context: KeystoneContext): Promise<OwnLocation[]> {
  const profile = await findOwnProfile(context);
  if (!profile) return [];
  return await findAll<OwnLocation>(context.query.Location, {
    where: { talent: { id: { equals: profile.id } } },
    query: 'id region city postcode travelKm municipality',
  });
}

/**
 * What the area form starts with before the first area: the postcode (or town) the talent gave
 * as their address in step 1, so they are not asked where they live twice.
 */
export function firstAreaGuess(profile: { address: string | null; city: string } | null): string {
  const postcode = /\b(\d{4})\b/.exec(profile?.address ?? '')?.[1];
  if (postcode && resolvePlace(postcode)) return postcode;
  return profile?.city && resolvePlace(profile.city) ? profile.city : '';
}
