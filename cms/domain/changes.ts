/**
 * What changed in the data that public pages show, announced once for every listener in the
 * process (today: the rendered-page cache, cms/server/page-cache.ts).
 *
 * Producers: every database write (the Prisma client extension in cms/db/change-tracking.ts, which
 * sees Keystone's list operations and the domain's direct Prisma writes alike) and the test clock.
 * A change is precise where that is cheap (one menu, one talent) and `everything` otherwise.
 *
 * The bus is swappable: `useChangeBus` installs another transport with the same two methods, e.g.
 * one that also relays changes between processes (PostgreSQL LISTEN/NOTIFY). Listeners do not
 * care where a change came from.
 */

export type Change =
  | { kind: 'menu'; menuId: string; talentId: string | null }
  | { kind: 'talent'; talentId: string }
  | { kind: 'everything' };

export type ChangeListener = (change: Change) => void;

export interface ChangeBus {
  publish(change: Change): void;
  /** Returns the function that stops listening. */
  subscribe(listener: ChangeListener): () => void;
}

/** The in-process bus: listeners are called synchronously, and one that throws does not stop the others. */
export function localChangeBus(): ChangeBus {
  const listeners = new Set<ChangeListener>();
  return {
    publish(change) {
      for (const listener of listeners) {
        try {
          listener(change);
        } catch (error) {
          console.error('change listener failed', error);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

// On globalThis: the server bundle and the Astro site bundle are two module graphs in one process.
const KEY = Symbol.for('mixbuddy.changeBus');
type BusHolder = { [KEY]?: ChangeBus };
const holder = globalThis as BusHolder;

function bus(): ChangeBus {
  return (holder[KEY] ??= localChangeBus());
}

/** Replaces the transport (call before anything subscribes). */
export function useChangeBus(next: ChangeBus) {
  holder[KEY] = next;
}

export const publishChange = (change: Change) => bus().publish(change);
export const onChange = (listener: ChangeListener) => bus().subscribe(listener);
