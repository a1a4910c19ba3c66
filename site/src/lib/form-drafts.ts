/**
 * What a visitor typed into a form, kept on the server between a failed POST and the page that
 * shows the form again (and across a detour such as sign-in or the age check). Only a random id
 * travels in the cookie, so a long message in Danish (each "æ" is 6 bytes once URL-encoded) can
 * never push a cookie past the browsers' 4 KB limit — nor be cut in half and lost.
 *
 * In memory, with a time-to-live and a cap on entries: enough for the single-process default.
 * Several app processes behind a load balancer need sticky sessions or a shared store (a
 * short-lived database row or Redis) here; without one a draft written by one process is not
 * found by another, and the form simply comes back empty — nothing else breaks.
 */
import { randomBytes } from 'node:crypto';

const MAX_ENTRIES = 5_000;
/** Far above honest forms (a 4000-character message is at most ~16 KB of JSON); larger drafts are not kept. */
const MAX_CHARS = 64 * 1024;

const drafts = new Map<string, { json: string; expiresAt: number }>();

export const isDraftId = (id: unknown): id is string => typeof id === 'string' && /^[A-Za-z0-9_-]{32,64}$/.test(id);

function makeRoom(at: number) {
  for (const [id, entry] of drafts) if (entry.expiresAt <= at) drafts.delete(id);
  // Still full: drop the oldest (a Map iterates in insertion order).
  while (drafts.size >= MAX_ENTRIES) drafts.delete(drafts.keys().next().value!);
}

/** Keeps `value` for `ttlMs` and returns its id, or null when it is too large to keep. */
export function putDraft(value: unknown, ttlMs: number): string | null {
  const json = JSON.stringify(value);
  if (json.length > MAX_CHARS) return null;
  const at = Date.now();
  if (drafts.size >= MAX_ENTRIES) makeRoom(at);
  const id = randomBytes(24).toString('base64url');
  drafts.set(id, { json, expiresAt: at + ttlMs });
  return id;
}

/** The draft for `id`, once (it is removed), or null when unknown or expired. */
export function takeDraft<T>(id: unknown): T | null {
  if (!isDraftId(id)) return null;
  const entry = drafts.get(id);
  if (!entry) return null;
  drafts.delete(id);
  if (entry.expiresAt <= Date.now()) return null;
  return JSON.parse(entry.json) as T;
}
