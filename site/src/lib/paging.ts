/**
 * Keyset paging on the pages (cms/domain/paging.ts has the cursor): Keystone's `where` for the
 * rows after a cursor, and the link that continues there.
 */
import type { Cursor } from '../../../cms/domain/paging';

export { cursorOf, pageOf, parseCursor, type Cursor } from '../../../cms/domain/paging';

/**
 * A Keystone `where` for the rows after `cursor` in `[field, id]` order (`desc`: older ones; `asc`:
 * later ones). The list must be ordered `[{ [field]: direction }, { id: direction }]`.
 */
export function afterCursor(field: string, cursor: Cursor | null, direction: 'asc' | 'desc') {
  if (!cursor) return {};
  const beyond = direction === 'desc' ? 'lt' : 'gt';
  const at = cursor.at.toISOString();
  return { OR: [{ [field]: { [beyond]: at } }, { AND: [{ [field]: { equals: at } }, { id: { [beyond]: cursor.id } }] }] };
}

/** This page's address with `params` set (null: removed) and the others kept, for a paging link. */
export function withParams(url: URL, params: Record<string, string | null>) {
  const next = new URLSearchParams(url.searchParams);
  for (const key of ['ok', 'booking']) next.delete(key);
  for (const [key, value] of Object.entries(params)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  const query = next.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}
