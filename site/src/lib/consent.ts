/**
 * Cookie consent: the visitor's choice in the `mb_samtykke` cookie ("alle" or "noedvendige").
 * Non-essential scripts (error reporting/statistics) may only be rendered when `hasConsent`.
 */
import { CONSENT_COOKIE, type Consent } from '../../../cms/domain/consent';

export { CONSENT_COOKIE, type Consent };
export const CONSENT_MAX_AGE = 60 * 60 * 24 * 365;

type WithCookies = { cookies: { get(name: string): { value: string } | undefined } };

export function consentOf(ctx: WithCookies): Consent | null {
  const value = ctx.cookies.get(CONSENT_COOKIE)?.value;
  return value === 'alle' || value === 'noedvendige' ? value : null;
}

/** True only after the visitor accepted non-essential cookies. */
export const hasConsent = (ctx: WithCookies) => consentOf(ctx) === 'alle';
