/**
 * The Prisma driver adapter: node-postgres (`pg`), so no native query engine is needed and the
 * same install works offline on any Node.
 */
import { PrismaPg } from '@prisma/adapter-pg';
import { withQueryCounting } from './query-count';

export function createAdapterFactory(url: string) {
  // JIT off: our statements are short, and at 100,000 menus the planner's cost estimates made
  // PostgreSQL spend hundreds of milliseconds compiling a query that runs in a few (bench/search.mjs).
  return withQueryCounting(new PrismaPg({ connectionString: url, max: 10, options: '-c jit=off' }));
}
