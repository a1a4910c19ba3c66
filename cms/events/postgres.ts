/**
 * The relay between processes on PostgreSQL: one dedicated `pg` connection per process that
 * LISTENs on one channel and sends every event with `pg_notify` (README.md beside this file).
 *
 * - A notification carries the sender's process id; a process ignores its own (its listeners
 *   were already called by `publishEvent`).
 * - Payloads are ids only; PostgreSQL refuses a payload over 8000 bytes, so a larger one is
 *   replaced by its channel's `oversize` stand-in (a page-cache change becomes `everything`) or dropped.
 * - When the connection drops (PostgreSQL restarted, the backend terminated) it reconnects
 *   with growing pauses (0.25 s doubling to 10 s). Events published meanwhile wait in a short
 *   queue; notifications the others sent meanwhile are lost, so on reconnect this process
 *   tells its own listeners `reconnected` (the page cache forgets everything it kept).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { deliverLocally, type EventChannel, type EventChannels, type EventRelay } from './index';

export const PG_CHANNEL = 'mixbuddy_events';
const MAX_PAYLOAD_BYTES = 7900;
const MAX_QUEUED = 1000;
const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;

type Envelope = { from: string; channel: EventChannel; payload: unknown };

/** What a too-large payload becomes (null: dropped, with a log line). */
const OVERSIZE: { [C in EventChannel]: () => EventChannels[C] | null } = {
  change: () => ({ kind: 'everything' }),
  message: () => null,
  sessionsEnded: () => null,
  clock: () => null,
};

export type PostgresRelay = {
  relay: EventRelay;
  /** Listening right now (readiness). */
  connected(): boolean;
  /** Resolves when the first LISTEN succeeded. */
  ready: Promise<void>;
  stop(): Promise<void>;
};

export function startPostgresRelay(databaseUrl: string, options: { onReconnect?: () => void } = {}): PostgresRelay {
  const processId = randomUUID();
  const queue: string[] = [];
  let client: pg.Client | null = null;
  let listening = false;
  let stopped = false;
  let failures = 0;
  let retry: NodeJS.Timeout | null = null;
  let everConnected = false;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  function encode<C extends EventChannel>(channel: C, payload: EventChannels[C]): string | null {
    const text = JSON.stringify({ from: processId, channel, payload } satisfies Envelope);
    if (Buffer.byteLength(text) <= MAX_PAYLOAD_BYTES) return text;
    const standIn = OVERSIZE[channel]();
    console.warn(
      `event on ${channel} is over ${MAX_PAYLOAD_BYTES} bytes: ${standIn ? 'sent as its stand-in' : 'not sent to other processes'}`,
    );
    return standIn ? JSON.stringify({ from: processId, channel, payload: standIn } satisfies Envelope) : null;
  }

  async function send(text: string) {
    if (!client || !listening) {
      if (queue.length >= MAX_QUEUED) queue.shift();
      queue.push(text);
      return;
    }
    await client.query('SELECT pg_notify($1, $2)', [PG_CHANNEL, text]).catch((error: Error) => {
      // The connection broke under us: keep it for the next connection.
      console.warn(`NOTIFY failed (${error.message}); queued until the connection is back`);
      if (queue.length < MAX_QUEUED) queue.push(text);
    });
  }

  function receive(message: pg.Notification) {
    if (message.channel !== PG_CHANNEL || !message.payload) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(message.payload) as Envelope;
    } catch {
      return;
    }
    if (envelope.from === processId || !(envelope.channel in OVERSIZE)) return;
    deliverLocally(envelope.channel, envelope.payload as never);
  }

  function scheduleReconnect() {
    if (stopped || retry) return;
    const delay = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
    failures += 1;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, delay);
    retry.unref();
  }

  function dropped(which: pg.Client, error?: Error) {
    if (which !== client) return;
    listening = false;
    client = null;
    which.removeAllListeners('notification');
    which.end().catch(() => {});
    if (!stopped) {
      console.warn(`events connection lost${error ? ` (${error.message})` : ''}; reconnecting`);
      scheduleReconnect();
    }
  }

  async function connect() {
    const next = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    client = next;
    next.on('error', (error) => dropped(next, error));
    next.on('end', () => dropped(next));
    next.on('notification', receive);
    try {
      await next.connect();
      await next.query(`LISTEN ${PG_CHANNEL}`);
    } catch (error) {
      dropped(next, error as Error);
      return;
    }
    if (stopped || client !== next) return;
    listening = true;
    failures = 0;
    if (everConnected) options.onReconnect?.();
    everConnected = true;
    markReady();
    for (const text of queue.splice(0)) void send(text);
  }

  void connect();

  return {
    relay: async (channel, payload) => {
      const text = encode(channel, payload);
      if (text) await send(text);
    },
    connected: () => listening,
    ready,
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = null;
      listening = false;
      await last?.end().catch(() => {});
    },
  };
}
