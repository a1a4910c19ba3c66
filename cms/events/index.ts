/**
 * Events that every server process must hear, on typed channels (README.md beside this file).
 *
 * `publishEvent` calls this process's listeners at once and hands the event to the relay:
 * `startEvents` installs one that NOTIFYs the other processes (cms/events/postgres.ts) and calls
 * our listeners for what they publish. Without it (a script, a unit test) the listeners of this
 * process are all there is. Publish after the commit: a listener may read the database at once.
 */
export type EventChannels = {
  /** A write that can change a public page (the page cache, cms/domain/changes.ts). */
  change: { kind: 'menu'; menuId: string; talentId: string | null } | { kind: 'talent'; talentId: string } | { kind: 'everything' };
  /** A new message: the recipients' live streams (GET /api/messages/stream). */
  message: { conversationId: string; recipientIds: string[] };
  /** Sessions of this user were ended (sign-out, password change, blocking): their live streams check theirs. */
  sessionsEnded: { userId: string };
  /** The test clock moved (`POST /api/test/clock`; outside production only): every process keeps MixBuddy's time. */
  clock: { offsetMs: number };
};
export type EventChannel = keyof EventChannels;
export type EventListener<C extends EventChannel> = (payload: EventChannels[C]) => void;

/** Forwards an event to the other processes (installed by `startEvents`); resolves once it is sent or queued. */
export type EventRelay = <C extends EventChannel>(channel: C, payload: EventChannels[C]) => Promise<void>;

type Hub = { listeners: Map<EventChannel, Set<EventListener<any>>>; relay: EventRelay | null };

// On globalThis: the server bundle and the Astro site bundle are two module graphs in one process.
const KEY = Symbol.for('mixbuddy.events');
const hub: Hub = ((globalThis as { [KEY]?: Hub })[KEY] ??= { listeners: new Map(), relay: null });

/** Calls this process's listeners only; one that throws does not stop the others. */
export function deliverLocally<C extends EventChannel>(channel: C, payload: EventChannels[C]) {
  for (const listener of hub.listeners.get(channel) ?? []) {
    try {
      listener(payload);
    } catch (error) {
      console.error(`event listener on ${channel} failed`, error);
    }
  }
}

/**
 * This process's listeners, then every other process's (when a relay is installed). Callers need
 * not wait; the returned promise (never rejected) resolves once the event left for the others.
 */
export async function publishEvent<C extends EventChannel>(channel: C, payload: EventChannels[C]): Promise<void> {
  deliverLocally(channel, payload);
  try {
    await hub.relay?.(channel, payload);
  } catch (error) {
    console.error(`event on ${channel} not relayed`, error);
  }
}

/** Returns the function that stops listening. */
export function onEvent<C extends EventChannel>(channel: C, listener: EventListener<C>): () => void {
  let set = hub.listeners.get(channel);
  if (!set) hub.listeners.set(channel, (set = new Set()));
  set.add(listener);
  return () => void set.delete(listener);
}

export function installRelay(relay: EventRelay | null) {
  hub.relay = relay;
}
