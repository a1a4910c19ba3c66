/**
 * Helpers for the booking, message and wallet pages:
 * - `runMutation` calls a custom GraphQL mutation in-process through the visitor's own Keystone
 *   context (so the server authorises exactly as for the API) and returns its Danish error;
 * - a short-lived flash carries a form's errors and typed values across a redirect
 *   (POST → redirect → GET), so bad input loses nothing and works without JavaScript. The values
 *   stay on the server (lib/form-drafts.ts); the cookie holds only a random id, so it stays tiny
 *   whatever was typed.
 */
import type { AstroCookies, AstroGlobal } from 'astro';
import { putDraft, takeDraft } from './form-drafts';
import { requireRole } from './guard';

/** `reason` is a machine-readable refusal from the server, e.g. 'AGE_CHECK_REQUIRED' or 'AGE_CHECK_FAILED'. */
export type MutationResult<T> = { data: T | null; error: string | null; fieldErrors: Record<string, string>; reason?: string };

type Locals = App.Locals;

export async function runMutation<T = any>(locals: Locals, query: string, variables: Record<string, unknown>): Promise<MutationResult<T>> {
  const result = (await locals.keystone.graphql.raw({ query, variables })) as {
    data?: T | null;
    errors?: readonly { message: string; extensions?: { fieldErrors?: Record<string, string>; code?: string; reason?: string } }[];
  };
  const first = result.errors?.[0];
  if (!first) return { data: (result.data ?? null) as T | null, error: null, fieldErrors: {} };
  // Internal errors never reach the page; Danish domain errors do.
  const known = first.extensions?.code && first.extensions.code !== 'INTERNAL_SERVER_ERROR';
  return {
    data: null,
    error: known ? first.message : 'Noget gik galt. Prøv igen om lidt.',
    fieldErrors: first.extensions?.fieldErrors ?? {},
    reason: first.extensions?.reason,
  };
}

export type FormFlash = { errors: Record<string, string>; message?: string; values: Record<string, string> };

const FLASH_PREFIX = 'mixbuddy-flash-';

/**
 * Keeps a form's errors and values for the next page view (read once). `maxAgeSeconds` is one
 * minute for a plain redirect; longer for a detour such as the age check.
 */
export function writeFormFlash(cookies: AstroCookies, form: string, flash: FormFlash, { maxAgeSeconds = 60 } = {}) {
  const id = putDraft(flash, maxAgeSeconds * 1000);
  if (!id) return;
  cookies.set(FLASH_PREFIX + form, id, { path: '/', maxAge: maxAgeSeconds, httpOnly: true, sameSite: 'lax' });
}

/**
 * Reads (and clears) the flash for a form: `readFormFlash(Astro.cookies, 'booking')` on the menu
 * page gives `{ errors: { dato: '…' }, message, values: { dato, tid, gaester, … } }` or null.
 */
export function readFormFlash(cookies: AstroCookies, form: string): FormFlash | null {
  const cookie = cookies.get(FLASH_PREFIX + form);
  if (!cookie) return null;
  cookies.delete(FLASH_PREFIX + form, { path: '/' });
  const flash = takeDraft<FormFlash>(cookie.value);
  if (!flash || typeof flash !== 'object' || typeof flash.values !== 'object' || typeof flash.errors !== 'object') return null;
  return flash;
}

/** A same-site path from the Referer header, for "back to the form". */
export function refererPath(request: Request, url: URL): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const from = new URL(referer);
    return from.origin === url.origin ? from.pathname + from.search : null;
  } catch {
    return null;
  }
}

/** Form values as strings (files and missing fields become ''). */
export function formValues(form: FormData | null, names: readonly string[]) {
  return Object.fromEntries(names.map((name) => [name, String(form?.get(name) ?? '').slice(0, 4000)])) as Record<string, string>;
}

/** The signed-in talent's wallet balances (ledger-derived), or zeros for anyone else. */
export async function loadWallet(locals: Locals) {
  const result = await runMutation<{ myWallet: { available: number; pending: number; reserved: number; requestable: number } }>(
    locals,
    '{ myWallet { available pending reserved requestable } }',
    {},
  );
  return result.data?.myWallet ?? { available: 0, pending: 0, reserved: 0, requestable: 0 };
}

/** What every /wallet page starts with: talent only, their id and the balances for the header. */
export async function walletPage(astro: AstroGlobal) {
  const access = requireRole(astro, ['talent']);
  const wallet = access.allowed ? await loadWallet(astro.locals) : null;
  return { access, wallet, me: access.session?.itemId ?? '' };
}
