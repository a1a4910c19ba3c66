/**
 * Which image addresses MixBuddy stores and shows — one rule for writing and reading: our own
 * image paths only, an upload (`/uploads/<id>.webp`, made by cms/server/uploads.ts) or an image
 * shipped with the site (`/images/…`), never with `..`. Never an external URL (a tracking pixel
 * on a public page would tell a third party who looks at it), javascript:, data: or a
 * protocol-relative host. The lists refuse anything else (cms/lists/shared.ts), the talent's
 * forms validate with it, and the pages and the assistant's menu cards drop anything else.
 */

const OWN_IMAGE_PATH = /^(\/uploads\/[a-z0-9-]+\.webp|\/images\/[\w/.-]+)$/;

/** Whether `value` is one of our own image paths. */
export const isOwnImagePath = (value: unknown): value is string =>
  typeof value === 'string' && OWN_IMAGE_PATH.test(value) && !value.includes('..');

/** An image path that is safe to put in `src`, or null. */
export const safeImagePath = (value: unknown): string | null => (isOwnImagePath(value) ? value : null);

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
