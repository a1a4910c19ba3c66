import { quoteLine, quoteText } from '../domain/quoted-text';

/**
 * The emails of talent vetting (cms/domain/talent/vetting.ts), in Danish. Server-side copy:
 * the site's copy of the same states is in site/src/i18n/talent.ts.
 */
export const vettingEmails = {
  approved: {
    subject: 'Din profil er godkendt',
    text: (firstName: string, menusUrl: string) =>
      `Hej ${firstName}\n\nMixBuddy har godkendt din profil, og dine udgivne menuer kan nu findes og bookes af kunder. ` +
      `Din profil og dine menuer viser nu mærket »Verificeret«.\n\nSe dine menuer: ${menusUrl}\n\nVenlig hilsen\nMixBuddy`,
  },
  rejected: {
    subject: 'Din profil er ikke godkendt endnu',
    text: (firstName: string, reason: string, menusUrl: string) =>
      `Hej ${firstName}\n\nVi har gennemgået din profil og dine menuer, men kan ikke godkende dem endnu.\n\n` +
      `Begrundelse: ${reason}\n\nRet det, vi nævner, og udgiv menuen igen — så ser vi på den igen.\n\n` +
      `Dine menuer: ${menusUrl}\n\nVenlig hilsen\nMixBuddy`,
  },
  withdrawn: {
    subject: 'Din profil er midlertidigt skjult',
    text: (firstName: string, menusUrl: string) =>
      `Hej ${firstName}\n\nMixBuddy har fjernet mærket »Verificeret« fra din profil. Indtil vi har gennemgået den igen, ` +
      `kan kunder ikke finde din profil og dine menuer; dine menuer afventer godkendelse og kommer tilbage, når profilen er godkendt.\n\n` +
      `Bookinger, du allerede har, gælder stadig. Skriv til os via supporten, hvis du har spørgsmål.\n\n` +
      `Dine menuer: ${menusUrl}\n\nVenlig hilsen\nMixBuddy`,
  },
};

export type VettingEmailKind = keyof typeof vettingEmails;

/**
 * The whole email (subject and text) a talent gets for a vetting decision: the domain sends it,
 * and the back office shows the very same text in the dialog before the admin decides.
 * `name`: the talent's account name (the greeting uses the first name); `reason`: a rejection's.
 */
export function vettingEmail(kind: VettingEmailKind, name: string, publicUrl: string, reason = '') {
  // The name and the admin's reason go through the quoted-text guard, as in the booking emails:
  // older names predate the name rule, and neither may add lines, hidden characters or links dressed as ours.
  const firstName = quoteLine(String(name ?? ''), publicUrl).split(' ')[0];
  const menusUrl = `${publicUrl}/my-menus`;
  const copy = vettingEmails[kind];
  const text =
    kind === 'rejected'
      ? vettingEmails.rejected.text(firstName, quoteText(reason, publicUrl), menusUrl)
      : vettingEmails[kind].text(firstName, menusUrl);
  return { subject: copy.subject, text };
}
