/** Menu and talent shapes the site reads through the Keystone context, and their query strings. */
export type TalentSummary = {
  id: string;
  displayName: string;
  headline?: string | null;
  city?: string | null;
  photo?: string | null;
};

export type MenuSummary = {
  id: string;
  title: string;
  category?: string | null;
  pricePerGuest: number;
  minGuests?: number | null;
  maxGuests?: number | null;
  images?: unknown;
  talent?: { id: string; displayName: string } | null;
};

/** Selection for `query.Menu.findMany({ query })` that fills a MenuSummary. */
export const MENU_SUMMARY = 'id title category pricePerGuest minGuests maxGuests images talent { id displayName }';

/** Selection for `query.TalentProfile.findMany({ query })` that fills a TalentSummary. */
export const TALENT_SUMMARY = 'id displayName headline city photo';

export const PUBLISHED = { status: { equals: 'published' } } as const;

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
