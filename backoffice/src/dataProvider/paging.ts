/**
 * Keystone answers at most `maxTake` rows per list field (cms/graphql/limits.ts). A few screens
 * ask react-admin for bigger pages (the month's bookings on the dashboard, the payoff export, a
 * whole message thread, the star board), and `getMany` may ask for more ids than that: such
 * calls are split here into requests of at most `maxTake` rows and joined again, so callers still
 * get every row and each request stays within the server's limits.
 */
import type { Identifier } from 'ra-core';
import { GRAPHQL_LIMITS } from '../../../cms/graphql/limits';

export const PAGE = GRAPHQL_LIMITS.maxTake;

type ListParams = { pagination?: { page: number; perPage: number }; meta?: Record<string, unknown> };
type ListResult = { data: unknown[]; total?: number };
type ManyParams = { ids: Identifier[] };

/** getList / getManyReference: a page bigger than PAGE becomes consecutive requests (`meta.skip`). */
export const inPages =
  <P extends ListParams, R extends ListResult>(method: (resource: string, params: P) => Promise<R>) =>
  async (resource: string, params: P): Promise<R> => {
    const { page = 1, perPage = PAGE } = params.pagination ?? {};
    if (perPage <= PAGE) return method(resource, params);
    const start = (Math.max(1, Math.floor(page)) - 1) * perPage;
    const data: unknown[] = [];
    let last: R | undefined;
    for (let skip = start; skip < start + perPage; skip += PAGE) {
      const take = Math.min(PAGE, start + perPage - skip);
      last = await method(resource, { ...params, pagination: { page: 1, perPage: take }, meta: { ...params.meta, skip } });
      data.push(...last.data);
      if (last.data.length < take) break;
    }
    return { ...(last as R), data };
  };

/** getMany: more than PAGE ids become one request per PAGE ids. */
export const inChunks =
  <P extends ManyParams, R extends { data: unknown[] }>(method: (resource: string, params: P) => Promise<R>) =>
  async (resource: string, params: P): Promise<R> => {
    if (params.ids.length <= PAGE) return method(resource, params);
    const data: unknown[] = [];
    let last: R | undefined;
    for (let i = 0; i < params.ids.length; i += PAGE) {
      last = await method(resource, { ...params, ids: params.ids.slice(i, i + PAGE) });
      data.push(...last.data);
    }
    return { ...(last as R), data };
  };
