/**
 * cms/lists/batch.ts: the keys one request context asks for in one round of resolvers are loaded
 * with one call; each caller gets its own value (or the default), other contexts their own call.
 */
import { describe, expect, it } from 'vitest';
import { batchedPerRequest } from '../../cms/lists/batch';

describe('batchedPerRequest', () => {
  it('loads the keys of one context together, once, and answers each caller', async () => {
    const calls: string[][] = [];
    const count = batchedPerRequest(async (_context: object, keys: string[]) => {
      calls.push([...keys].sort());
      return new Map(keys.filter((k) => k !== 'nobody').map((k) => [k, k.length]));
    }, 0);
    const request = {};
    const other = {};
    // As GraphQL resolves a list: every row's field, some after an awaited access check.
    const answers = await Promise.all([
      count(request, 'anna'),
      Promise.resolve().then(() => count(request, 'bo')),
      count(request, 'anna'),
      count(request, 'nobody'),
      count(other, 'carla'),
    ]);
    expect(answers).toEqual([4, 2, 4, 0, 5]);
    expect(calls).toEqual([['anna', 'bo', 'nobody'], ['carla']]); // sorted: the order of keys is not promised
    // A later round on the same context is a new load.
    expect(await count(request, 'dorte')).toBe(5);
    expect(calls).toHaveLength(3);
  });

  it('passes a failed load to every caller of that round', async () => {
    const fail = batchedPerRequest(async () => {
      throw new Error('database down');
    }, 0);
    const request = {};
    const results = await Promise.allSettled([fail(request, 'a'), fail(request, 'b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});
