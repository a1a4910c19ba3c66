/**
 * Every row of a Keystone read, page by page. Keystone's `maxTake` (cms/graphql/limits.ts) is
 * also the default `take` of every list, in-process reads included (`context.query`,
 * `context.db`, even `sudo()`): a `findMany` without `take` silently stops at 100 rows. Reads
 * whose result must be complete (sitemap, a talent's bookings and money, a conversation's
 * messages) go through here instead; access rules apply exactly as in a single `findMany`.
 *
 *   const bookings = await findAll(context.query.Booking, { where, orderBy, query: 'id status' });
 */
import { GRAPHQL_LIMITS } from '../graphql/limits';

type OrderBy = Record<string, 'asc' | 'desc'>;
type FindManyArgs = { where?: Record<string, unknown>; orderBy?: readonly OrderBy[]; query?: string };
type Pageable = { findMany(args: FindManyArgs & { take: number; skip: number }): Promise<readonly unknown[]> };

/** Rows until the last page (or `max`), ordered by `orderBy` with `id` as the tie-breaker, so pages never overlap. */
export async function findAll<T = Record<string, any>>(list: Pageable, args: FindManyArgs = {}, { max = Infinity } = {}): Promise<T[]> {
  const page = GRAPHQL_LIMITS.maxTake;
  const orderBy = [...(args.orderBy ?? [])];
  if (!orderBy.some((order) => 'id' in order)) orderBy.push({ id: 'asc' });
  const rows: T[] = [];
  while (rows.length < max) {
    const take = Math.min(page, max - rows.length);
    const batch = (await list.findMany({ ...args, orderBy, take, skip: rows.length })) as T[];
    rows.push(...batch);
    if (batch.length < take) break;
  }
  return rows;
}
