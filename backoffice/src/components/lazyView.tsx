/**
 * Code-splits a view: the resource's code is fetched the first time its page opens, or earlier
 * through `preload()` (a deep link fetches its view while the sign-in check runs: App.tsx).
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { Loading } from 'react-admin';

export type LazyView<P> = ComponentType<P> & { preload: () => void };

export function lazyView<P extends object = any>(load: () => Promise<{ default: ComponentType<P> }>): LazyView<P> {
  const View = lazy(load);
  const Lazy = (props: P) => (
    <Suspense fallback={<Loading />}>
      <View {...props} />
    </Suspense>
  );
  // The module loader keeps the fetched module, so React's own call later resolves at once.
  return Object.assign(Lazy, { preload: () => void load().catch(() => undefined) });
}
