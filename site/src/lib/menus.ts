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
  talent?: { id: string; displayName: string; verifiedAt?: string | null } | null;
  /** Stored on the menu by the review domain; 0 reviews = no rating. */
  ratingAverage?: number | null;
  ratingCount?: number | null;
};

/** Selection for `query.Menu.findMany({ query })` that fills a MenuSummary. */
const MENU_SUMMARY_FIELDS = 'id title category pricePerGuest minGuests maxGuests images ratingAverage ratingCount';
export const MENU_SUMMARY = `${MENU_SUMMARY_FIELDS} talent { id displayName verifiedAt }`;
/** For cards whose talent the page already has ("more from this talent"). */
export const MENU_SUMMARY_WITHOUT_TALENT = MENU_SUMMARY_FIELDS;

/** Selection for `query.TalentProfile.findMany({ query })` that fills a TalentSummary. */
export const TALENT_SUMMARY = 'id displayName headline city photo';

export const PUBLISHED = { status: { equals: 'published' } } as const;
