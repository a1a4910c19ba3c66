/**
 * The one rule for where MixBuddy may send a browser after sign-in, the age check, sign-out or
 * a favourite: a path on our own site, never another origin. Used by the server's OpenID routes
 * (cms/auth/routes.ts) and the site's pages that take a `next`.
 *
 * The input is parsed the way a browser will parse it (WHATWG `URL`, against a fixed placeholder
 * origin), so dot segments and their encodings ("/..//evil", "/%2e%2e//evil") are resolved
 * before anything is judged; the result is rebuilt from pathname, search and hash and checked
 * again, because a pathname such as "//evil" is itself read as another host by a browser.
 */

/** A placeholder for our own origin: only "same origin as this" matters, never its name. */
const HOME = 'https://mixbuddy.invalid';
const MAX_LENGTH = 2000;

/**
 * Whitespace and control characters (browsers drop tabs and newlines, which turns "/\t/evil"
 * into "//evil"), and backslashes (browsers read "\" as "/" in http(s) URLs).
 */
const UNSAFE_CHARS = /[\s\\\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff]/u;

/**
 * Encoded slashes, backslashes and control characters in the path: harmless to a browser, but a
 * proxy or a page that decodes once more would turn "/%2f%2fevil" into "//evil".
 */
const ENCODED_UNSAFE = /%(?:2f|5c|[01][0-9a-f]|7f)/i;

/** `url` as a same-origin path, or null when it is not one or could be read as another origin. */
function asHomePath(url: URL): string | null {
  if (url.origin !== HOME) return null;
  const path = url.pathname + url.search + url.hash;
  if (!path.startsWith('/') || path.startsWith('//') || path.length > MAX_LENGTH) return null;
  if (UNSAFE_CHARS.test(path) || ENCODED_UNSAFE.test(url.pathname)) return null;
  // Fixed point: parsing the result again gives the result, so no later step can change its meaning.
  const again = new URL(path, HOME);
  if (again.origin !== HOME || again.pathname + again.search + again.hash !== path) return null;
  return path;
}

/**
 * A same-site path that is safe to redirect to, normalised ("/a/../b" → "/b"), or null.
 * Accepts "/menu/abc?x=1#y"; refuses "//evil", "/\evil", "/..//evil", absolute and
 * scheme-relative URLs, "javascript:", and anything with whitespace or control characters.
 */
export function safeNextPath(next: unknown): string | null {
  if (typeof next !== 'string' || next.length > MAX_LENGTH) return null;
  if (!next.startsWith('/') || UNSAFE_CHARS.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, HOME);
  } catch {
    return null;
  }
  return asHomePath(url);
}

/**
 * `path` with query parameters set, for a redirect. The result passes the same rule as `next`;
 * when it does not (it never should: callers pass safe paths), `fallback` is used instead.
 */
export function withQuery(path: string, params: Record<string, string>, fallback = '/'): string {
  const safe = safeNextPath(path);
  if (!safe) return fallback;
  const url = new URL(safe, HOME);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return asHomePath(url) ?? fallback;
}
