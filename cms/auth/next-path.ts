/**
 * A same-site path that is safe to redirect to after sign-in, or null. Accepts "/x?y" but not
 * "//evil", "/\evil", absolute URLs or anything with control characters or whitespace (browsers
 * drop tabs and newlines, which could turn "/\t/evil" into "//evil"). Shared by the server's
 * OpenID routes and the site's sign-in, sign-out and favourite pages.
 */
export function safeNextPath(next: unknown): string | null {
  if (typeof next !== 'string' || next.length > 2000) return null;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  if (/[\s\\\u0000-\u001f\u007f]/.test(next)) return null;
  return next;
}
