/**
 * Counts the SQL statements a piece of work sends, through the Prisma driver adapter: every
 * `queryRaw`/`executeRaw`, in or out of a transaction, is one statement. `countQueries(fn)` runs
 * `fn` with a tally that follows its async work (AsyncLocalStorage); statements sent outside any
 * tally (jobs, the scheduler) are not counted anywhere.
 *
 * With DB_QUERY_LOG=on (or =sql, which adds each statement's SQL) the server counts each page request and writes one line per request to
 * stderr, `db-queries GET /bookings 7` (cms/server/mounts.ts): how the query-count test
 * (tests/integration/signed-in-queries.test.ts) and bench/signed-in.mjs see that a page costs the
 * same number of statements whatever a person's history.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** `statements`, when given, collects each statement's SQL too (DB_QUERY_LOG=sql). */
export type QueryTally = { queries: number; statements?: string[] };

const tallies = new AsyncLocalStorage<QueryTally>();

/** Runs `fn` counting its statements into `tally`. */
export function countQueries<T>(tally: QueryTally, fn: () => T): T {
  return tallies.run(tally, fn);
}

const COUNTED = new Set(['queryRaw', 'executeRaw']);

/** The same object, with `queryRaw`/`executeRaw` counted and transactions it starts counted too. */
function counted<T extends object>(target: T): T {
  return new Proxy(target, {
    get(object, key, receiver) {
      const value = Reflect.get(object, key, receiver);
      if (typeof value !== 'function') return value;
      if (COUNTED.has(String(key)))
        return (...args: unknown[]) => {
          const tally = tallies.getStore();
          if (tally) {
            tally.queries++;
            tally.statements?.push(String((args[0] as { sql?: unknown } | undefined)?.sql ?? ''));
          }
          return value.apply(object, args);
        };
      if (key === 'startTransaction' || key === 'connect') return async (...args: unknown[]) => counted(await value.apply(object, args));
      return value.bind(object);
    },
  });
}

/** A driver adapter factory whose adapters count their statements (see `countQueries`). */
export const withQueryCounting = <Factory extends object>(factory: Factory): Factory => counted(factory);
