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
