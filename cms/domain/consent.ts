/**
 * The cookie that holds a visitor's cookie choice ("alle" or "noedvendige"). The site reads it
 * (site/src/lib/consent.ts); the page cache keeps one copy of a page per choice.
 */
export const CONSENT_COOKIE = 'mb_samtykke';
export const CONSENT_CHOICES = ['alle', 'noedvendige'] as const;
export type Consent = (typeof CONSENT_CHOICES)[number];
