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
  /** Stored on the menu by the review domain; 0 reviews = no rating. */
  ratingAverage?: number | null;
  ratingCount?: number | null;
};

/** Selection for `query.Menu.findMany({ query })` that fills a MenuSummary. */
export const MENU_SUMMARY = 'id title category pricePerGuest minGuests maxGuests images ratingAverage ratingCount talent { id displayName }';

/** Selection for `query.TalentProfile.findMany({ query })` that fills a TalentSummary. */
export const TALENT_SUMMARY = 'id displayName headline city photo';

export const PUBLISHED = { status: { equals: 'published' } } as const;
