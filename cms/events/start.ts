/**
 * Starts the events of this process (README.md beside this file): on PostgreSQL the
 * LISTEN/NOTIFY relay, with the page cache's changes routed through it; on SQLite nothing —
 * one process, and the in-process bus of cms/domain/changes.ts stays.
 */
import type { DbProvider } from '../config';
import { useChangeBus } from '../domain/changes';
import { deliverLocally, installRelay, onEvent, publishEvent } from './index';
import { startPostgresRelay } from './postgres';

export type Events = {
  /** Readiness: true on SQLite; on PostgreSQL, while the LISTEN connection is up. */
  connected(): boolean;
  stop(): Promise<void>;
};

const READY_WAIT_MS = 10_000;

/** Call before anything subscribes to changes (the page cache is mounted later). */
export async function startEvents(settings: { dbProvider: DbProvider; databaseUrl: string }): Promise<Events> {
  if (settings.dbProvider !== 'postgresql') return { connected: () => true, stop: async () => {} };
  const relay = startPostgresRelay(settings.databaseUrl, {
    // What the others changed while we were not listening is unknown: forget every kept page.
    onReconnect: () => deliverLocally('change', { kind: 'everything' }),
  });
  installRelay(relay.relay);
  useChangeBus({ publish: (change) => publishEvent('change', change), subscribe: (listener) => onEvent('change', listener) });
  // Start serving without it if PostgreSQL is slow to answer: /readyz says so until it listens.
  await Promise.race([relay.ready, new Promise((resolve) => setTimeout(resolve, READY_WAIT_MS).unref())]);
  return {
    connected: relay.connected,
    async stop() {
      installRelay(null);
      await relay.stop();
    },
  };
}
