/**
 * Service areas in the database: the point of a Location row from its postcode or town, for the
 * list hook (any write, admin's included) and once at start for rows written before areas had
 * points (migration 20261123042227_location_service_areas added the columns).
 */
import { placeOfPostcode, resolvePlace, type Place } from './index';

/** The place a Location's postcode (or, without one, its town) stands for; null for a whole region. */
export function placeOfArea(area: { postcode?: string | null; city?: string | null }): Place | null {
  if (area.postcode) return placeOfPostcode(area.postcode);
  return area.city ? resolvePlace(area.city) : null;
}

type RawClient = {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
};

/**
 * Gives every older area with a postcode or town its point, so search by distance finds it.
 * Nothing is lost: region, town, postcode and radius stay as they were. Idempotent; rows whose
 * place is unknown keep no point (and still match their town by name, as before).
 */
export async function backfillServiceAreas(db: RawClient): Promise<number> {
  const rows = await db.$queryRawUnsafe<{ id: string; postcode: string; city: string }[]>(
    `SELECT "id", "postcode", "city" FROM "Location" WHERE "latitude" IS NULL AND ("postcode" <> '' OR "city" <> '')`,
  );
  let filled = 0;
  for (const row of rows) {
    const place = placeOfArea(row);
    if (!place) continue;
    await db.$executeRawUnsafe(
      `UPDATE "Location" SET "latitude" = $1, "longitude" = $2 WHERE "id" = $3 AND "latitude" IS NULL`,
      place.latitude,
      place.longitude,
      row.id,
    );
    filled++;
  }
  return filled;
}
