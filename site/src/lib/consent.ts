/**
 * Cookie consent: the visitor's choice in the `mb_samtykke` cookie ("alle" or "noedvendige").
 * Non-essential scripts (error reporting/statistics) may only be rendered when `hasConsent`.
 */
export const CONSENT_COOKIE = 'mb_samtykke';
export const CONSENT_MAX_AGE = 60 * 60 * 24 * 365;
export type Consent = 'alle' | 'noedvendige';

type WithCookies = { cookies: { get(name: string): { value: string } | undefined } };

export function consentOf(ctx: WithCookies): Consent | null {
  const value = ctx.cookies.get(CONSENT_COOKIE)?.value;
  return value === 'alle' || value === 'noedvendige' ? value : null;
}

/** True only after the visitor accepted non-essential cookies. */
export const hasConsent = (ctx: WithCookies) => consentOf(ctx) === 'alle';
