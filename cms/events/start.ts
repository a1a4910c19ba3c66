/**
 * Starts the events of this process (README.md beside this file): the LISTEN/NOTIFY relay, so
 * every event — the page cache's changes among them — reaches the other processes too.
 */
import { deliverLocally, installRelay } from './index';
import { startPostgresRelay } from './postgres';

export type Events = {
  /** Readiness: while the LISTEN connection is up. */
  connected(): boolean;
  stop(): Promise<void>;
};

const READY_WAIT_MS = 10_000;

/** Call before the server serves; until then events reach this process's listeners only. */
export async function startEvents(settings: { databaseUrl: string }): Promise<Events> {
  const relay = startPostgresRelay(settings.databaseUrl, {
    // What the others changed while we were not listening is unknown: forget every kept page.
    onReconnect: () => deliverLocally('change', { kind: 'everything' }),
  });
  installRelay(relay.relay);
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
