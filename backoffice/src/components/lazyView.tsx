/** Code-splits a view: the resource's code is fetched the first time its page opens. */
import { lazy, Suspense, type ComponentType } from 'react';
import { Loading } from 'react-admin';

export function lazyView<P extends object = any>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const View = lazy(load);
  const Lazy = (props: P) => (
    <Suspense fallback={<Loading />}>
      <View {...props} />
    </Suspense>
  );
  return Lazy;
}
