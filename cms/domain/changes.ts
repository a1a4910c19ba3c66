/**
 * What changed in the data that public pages show, announced once for every listener in every
 * server process (today: the rendered-page cache, cms/server/page-cache.ts).
 *
 * Producers: every database write (the Prisma client extension in cms/db/change-tracking.ts, which
 * sees Keystone's list operations and the domain's direct Prisma writes alike) and the test clock.
 * A change is precise where that is cheap (one menu, one talent) and `everything` otherwise.
 *
 * A change travels as the `change` event (cms/events): this process's listeners hear it at once,
 * the other processes through the LISTEN/NOTIFY relay. Listeners do not care where it came from.
 */
import { onEvent, publishEvent, type EventChannels } from '../events';

/** Declared with the event channels, so the events import nothing from the domain that uses them. */
export type Change = EventChannels['change'];

export type ChangeListener = (change: Change) => void;

export const publishChange = (change: Change) => void publishEvent('change', change);
/** Returns the function that stops listening. */
export const onChange = (listener: ChangeListener) => onEvent('change', listener);
