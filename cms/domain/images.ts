/**
 * Which image addresses may be shown: a site path or an https URL, never javascript:, data: or
 * a protocol-relative host. The site's pages and the assistant's menu cards both render image
 * `src` from stored data, so the rule lives here once.
 */

/**
 * An image path that is safe to put in `src`: a site path ("/images/…") or an https URL.
 * Anything else (javascript:, data:, protocol-relative "//host") is dropped.
 */
export function safeImagePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null;
  if (value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')) return value;
  if (/^https:\/\/[^\s]+$/i.test(value)) return value;
  return null;
}

/** The cover image of a menu: the first entry of its `images` JSON list. */
export function coverImage(images: unknown): string | null {
  if (!Array.isArray(images) || images.length === 0) return null;
  const first = images[0];
  if (typeof first === 'string') return safeImagePath(first);
  if (first && typeof first === 'object') {
    const obj = first as Record<string, unknown>;
    return safeImagePath(obj.src ?? obj.url ?? obj.path);
  }
  return null;
}
