/**
 * Keyset paging for the signed-in lists (bookings, conversations, messages): a page continues
 * after the last row it showed, by that row's date and id (`?efter=<ISO date>_<id>`), so a page
 * costs the same at the 20th booking and the 2,000th — no OFFSET that reads and throws away
 * everything before it. A cursor that does not parse is ignored: the list starts from the top.
 */
export type Cursor = { at: Date; id: string };

const ID_SHAPE = /^[A-Za-z0-9-]{1,64}$/;

/** The cursor in a query parameter, or null. */
export function parseCursor(value: string | null | undefined): Cursor | null {
  if (!value || value.length > 120) return null;
  const split = value.indexOf('_');
  if (split < 0) return null;
  const at = new Date(value.slice(0, split));
  const id = value.slice(split + 1);
  if (Number.isNaN(at.getTime()) || !ID_SHAPE.test(id)) return null;
  return { at, id };
}

/** The query parameter value that continues after this row. */
export const cursorOf = (at: string | Date, id: string) => `${new Date(at).toISOString()}_${id}`;

/** A page of `size` rows read as `size + 1`: the rows to show, and the cursor after them when there are more. */
export function pageOf<T extends { id: string }>(rows: T[], size: number, dateOf: (row: T) => string | Date | null) {
  const shown = rows.slice(0, size);
  const last = shown.at(-1);
  const lastAt = last && dateOf(last);
  return { rows: shown, next: rows.length > size && last && lastAt ? cursorOf(lastAt, last.id) : null };
}
