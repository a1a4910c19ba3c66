/**
 * The one set of helpers behind every plain HTML form of the site (booking, messages, wallet,
 * talent, account pages). A page calls the domain function itself, with the actor from the
 * session, through the visitor's own Keystone context — the same function and the same
 * authorisation as the GraphQL mutation, without a GraphQL string:
 *
 *   const result = await runAction(() => acceptBooking(keystone, actorOf(keystone), id));
 *
 * `runAction` turns a Danish refusal into what the page shows: the message, the per-field
 * messages and the domain's `reason` (e.g. AGE_CHECK_REQUIRED). Read a post with `textValues` or
 * `formValues`. A flash carries a form's errors and typed values across a redirect (POST →
 * redirect → GET), so bad input loses nothing and works without JavaScript; the values stay on
 * the server (a FormDraft row, cms/domain/form-drafts.ts, so any app process can show them) and
 * the cookie holds only a random token.
 */
import type { AstroCookies } from 'astro';
import type { KeystoneContext } from '@keystone-6/core/types';
import { safeNextPath } from '../../../cms/auth/next-path';
import { AccountNotActiveError } from '../../../cms/domain/account-status';
import { DomainError } from '../../../cms/domain/errors';
import { keepFormDraft, peekFormDraft, takeFormDraft } from '../../../cms/domain/form-drafts';
import { isDatabaseUnavailable } from '../../../cms/db/unavailable';

export type FormValues = Record<string, string>;

/** `reason` is a machine-readable refusal from the domain, e.g. 'AGE_CHECK_REQUIRED' or 'AGE_CHECK_FAILED'. */
export type ActionResult<T = unknown> =
  { ok: true; data: T } | { ok: false; message: string; errors: Record<string, string>; reason?: string; values?: FormValues };

/**
 * Runs a domain action. Danish refusals (a `DomainError`, an account not activated or blocked)
 * become `{ ok: false, … }`; any other error is a server error and is rethrown (the error screen
 * with its digest) — unless `unexpected` is given: then it is logged and shown as that message
 * (the booking, message and wallet forms, which keep the visitor on the form). The database being
 * away is always rethrown: the error page answers 503 "MixBuddy er midlertidigt utilgængelig".
 */
export async function runAction<T>(action: () => Promise<T>, { unexpected }: { unexpected?: string } = {}): Promise<ActionResult<T>> {
  try {
    return { ok: true, data: await action() };
  } catch (error) {
    if (error instanceof DomainError) {
      return { ok: false, message: error.message, errors: error.fieldErrors, ...(error.reason ? { reason: error.reason } : {}) };
    }
    if (error instanceof AccountNotActiveError) return { ok: false, message: error.message, errors: {} };
    // The database away is not this form's fault: the error page says so (503, pages/500.astro).
    if (unexpected === undefined || isDatabaseUnavailable(error)) throw error;
    console.error('Form action failed:', error);
    return { ok: false, message: unexpected, errors: {} };
  }
}

/** The request is a form post from this page. */
export const isPost = (request: Request) => request.method === 'POST';

/** Text fields of a posted form (files are left out). */
export function textValues(form: FormData | null): FormValues {
  const values: FormValues = {};
  form?.forEach((value, key) => {
    if (typeof value === 'string') values[key] = value;
  });
  return values;
}

/**
 * The most of one field that is kept. Far above every field's own limit, so text that is too long
 * gets the field's Danish "højst … tegn" and comes back whole to be shortened, not cut.
 */
export const FIELD_MAX_CHARS = 100_000;

/** The named fields of a posted form as strings (files and missing fields become ''), each at most `FIELD_MAX_CHARS`. */
export function formValues(form: FormData | null, names: readonly string[]): FormValues {
  return Object.fromEntries(names.map((name) => [name, String(form?.get(name) ?? '').slice(0, FIELD_MAX_CHARS)]));
}

export type FormFlash = { errors: Record<string, string>; message?: string; values: FormValues };

const FLASH_PREFIX = 'mixbuddy-flash-';

const TOO_LONG_TO_KEEP = 'Det, du skrev, er for langt til at blive gemt. Forkort teksten, og prøv igen.';

/**
 * Keeps a form's errors and values for the next page view (read once). `maxAgeSeconds` is one
 * minute for a plain redirect; longer for a detour such as the age check.
 *
 * This is the only way a form's input crosses a redirect: the values go to the server and the
 * cookie holds a random token, never anything typed (a cookie echoing input made responses too
 * large for browsers, and the person was told nothing). Input too large even for a draft still
 * gets a Danish message.
 */
export async function writeFormFlash(
  context: KeystoneContext,
  cookies: AstroCookies,
  form: string,
  flash: FormFlash,
  { maxAgeSeconds = 60 } = {},
) {
  const ttl = maxAgeSeconds * 1000;
  const id =
    (await keepFormDraft(context, flash, ttl)) ??
    (await keepFormDraft(context, { errors: {}, message: TOO_LONG_TO_KEEP, values: {} }, ttl));
  if (!id) return;
  cookies.set(FLASH_PREFIX + form, id, { path: '/', maxAge: maxAgeSeconds, httpOnly: true, sameSite: 'lax' });
}

/**
 * Reads (and clears) the flash for a form: `await readFormFlash(keystone, Astro.cookies, 'booking')` on the menu
 * page gives `{ errors: { dato: '…' }, message, values: { dato, tid, gaester, … } }` or null.
 */
export async function readFormFlash(
  context: KeystoneContext,
  cookies: AstroCookies,
  form: string,
  { keep = false } = {},
): Promise<FormFlash | null> {
  const cookie = cookies.get(FLASH_PREFIX + form);
  if (!cookie) return null;
  // `keep`: a reload shows the typed values again (the booking form: until the request is sent).
  if (!keep) cookies.delete(FLASH_PREFIX + form, { path: '/' });
  const flash = keep ? await peekFormDraft<FormFlash>(context, cookie.value) : await takeFormDraft<FormFlash>(context, cookie.value);
  if (!flash || typeof flash !== 'object' || typeof flash.values !== 'object' || typeof flash.errors !== 'object') return null;
  return flash;
}

/** Forgets a form's flash (the booking form's, once the request is sent). */
export function clearFormFlash(cookies: AstroCookies, form: string) {
  cookies.delete(FLASH_PREFIX + form, { path: '/' });
}

/** A same-site path from the Referer header, for "back to the form" (the same rule as every `next`). */
export function refererPath(request: Request, url: URL): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const from = new URL(referer);
    return from.origin === url.origin ? safeNextPath(from.pathname + from.search) : null;
  } catch {
    return null;
  }
}
