/**
 * The pieces of the GraphQL limits that need no server: the Prisma safety net of
 * `formatGraphqlError` (never a Prisma text, always Danish), `findAll` paging past maxTake, and
 * the back office's splitting of big pages (paging.ts). The server side is
 * tests/security/limits.test.ts.
 */
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { formatGraphqlError } from '../../cms/graphql/guard';
import { GRAPHQL_LIMITS } from '../../cms/graphql/limits';
import { findAll } from '../../cms/db/find-all';
import { inChunks, inPages } from '../../backoffice/src/dataProvider/paging';
import { PrismaClientKnownRequestError } from '../support/prisma-errors';

describe('formatGraphqlError', () => {
  it('turns a Prisma error into a Danish BAD_USER_INPUT without the Prisma text, and logs it', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const original = new PrismaClientKnownRequestError('Invalid `prisma.menu.findMany()` invocation: skip must be >= 0', 'P2009');
    const error = new GraphQLError('Prisma error', { originalError: original, path: ['menus'] });
    const formatted = formatGraphqlError(
      { message: 'Prisma error', path: ['menus'], extensions: { code: 'KS_PRISMA_ERROR', stacktrace: ['at prisma'] } },
      error,
    );
    expect(formatted).toEqual({
      message: 'Forespørgslen indeholder ugyldige værdier.',
      path: ['menus'],
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('says a unique value is taken', () => {
    vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    const error = new GraphQLError('Prisma error', {
      originalError: new PrismaClientKnownRequestError('Unique constraint failed on the fields: (`email`)', 'P2002'),
    });
    expect(formatGraphqlError({ message: 'Prisma error', extensions: { code: 'KS_PRISMA_ERROR' } }, error).message).toBe(
      'Værdien er allerede i brug.',
    );
  });

  it('leaves Danish domain errors and their fieldErrors alone', () => {
    const formatted = { message: 'Vælg en dato', extensions: { code: 'INVALID', fieldErrors: { date: 'Vælg en dato' } } };
    expect(formatGraphqlError(formatted, new GraphQLError('Vælg en dato'))).toBe(formatted);
  });
});

describe('findAll', () => {
  it('pages with take = maxTake until a short page, keeping where and adding id as tie-breaker', async () => {
    const rows = Array.from({ length: 250 }, (_, i) => ({ id: String(i) }));
    const calls: { take: number; skip: number; orderBy?: unknown }[] = [];
    const list = {
      findMany: async (args: { take: number; skip: number; orderBy?: unknown }) => {
        calls.push(args);
        expect(args.take).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxTake);
        return rows.slice(args.skip, args.skip + args.take);
      },
    };
    expect(await findAll(list, { orderBy: [{ createdAt: 'desc' }] })).toEqual(rows);
    expect(calls.map((c) => [c.take, c.skip])).toEqual([
      [100, 0],
      [100, 100],
      [100, 200],
    ]);
    expect(calls[0].orderBy).toEqual([{ createdAt: 'desc' }, { id: 'asc' }]);
    expect(await findAll(list, {}, { max: 150 })).toHaveLength(150);
  });
});

describe('back office paging', () => {
  const rows = Array.from({ length: 340 }, (_, i) => ({ id: i }));
  it('splits a page of 1000 into requests of at most 100 rows', async () => {
    const seen: number[] = [];
    const getList = inPages(
      async (_resource: string, params: { pagination: { page: number; perPage: number }; meta?: { skip?: number } }) => {
        seen.push(params.pagination.perPage);
        const skip = params.meta?.skip ?? (params.pagination.page - 1) * params.pagination.perPage;
        return { data: rows.slice(skip, skip + params.pagination.perPage), total: rows.length };
      },
    );
    const result = await getList('bookings', { pagination: { page: 1, perPage: 1000 } });
    expect(result).toEqual({ data: rows, total: 340 });
    expect(Math.max(...seen)).toBe(100);
    expect((await getList('bookings', { pagination: { page: 2, perPage: 25 } })).data[0]).toEqual({ id: 25 });
  });

  it('asks getMany for at most 100 ids at a time', async () => {
    const getMany = inChunks(async (_resource: string, params: { ids: number[] }) => {
      expect(params.ids.length).toBeLessThanOrEqual(100);
      return { data: params.ids.map((id) => ({ id })) };
    });
    expect((await getMany('users', { ids: rows.map((r) => r.id) })).data).toEqual(rows);
  });
});
