/**
 * One query for a whole page of rows instead of one per row (the N+1 of a virtual field on a list).
 *
 * GraphQL resolves a field for every row of a list before any database answer comes back, so the
 * keys asked for on one request context are collected and loaded together once the current round
 * of resolvers has run (`setImmediate`: after every promise job, so after Keystone's per-row
 * access checks). Each key gets its own value; a key the loader leaves out gets `missing`.
 */
type Pending<K, V> = { keys: Map<K, { resolve(value: V): void; reject(error: unknown): void }[]> };

export function batchedPerRequest<C extends object, K, V>(load: (context: C, keys: K[]) => Promise<Map<K, V>>, missing: V) {
  const pending = new WeakMap<C, Pending<K, V>>();
  return (context: C, key: K): Promise<V> =>
    new Promise<V>((resolve, reject) => {
      let batch = pending.get(context);
      if (!batch) {
        const started: Pending<K, V> = { keys: new Map() };
        batch = started;
        pending.set(context, started);
        setImmediate(async () => {
          pending.delete(context);
          try {
            const values = await load(context, [...started.keys.keys()]);
            for (const [k, waiting] of started.keys) for (const w of waiting) w.resolve(values.get(k) ?? missing);
          } catch (error) {
            for (const waiting of started.keys.values()) for (const w of waiting) w.reject(error);
          }
        });
      }
      const waiting = batch.keys.get(key) ?? [];
      waiting.push({ resolve, reject });
      batch.keys.set(key, waiting);
    });
}
