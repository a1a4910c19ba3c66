/**
 * The Danish account emails, each with a plain-text part and a simple HTML part. Links are
 * absolute (`PUBLIC_URL`). Nothing here reveals more than the person already knows.
 *
 * None of them carries text a person chose (name, message): they go to addresses nobody may yet
 * have proven (an activation, a new address, an account registered in someone else's name), and
 * MixBuddy's own mail must not deliver a stranger's words or links. So they greet plainly.
 */
import { config } from '../config';
import { hours } from '../copy/rules';
import { TOKEN_LIFETIME_MS } from '../domain/accounts/tokens';
import { emailText, mixbuddySignature, type EmailParts } from '../copy/email-layout';
import { supportReplyParts, supportReplySubject } from '../copy/support-reply';
import type { EmailMessage } from './index';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const absoluteUrl = (path: string) => new URL(path, config.publicUrl).toString();

/** One email from a greeting, paragraphs and an optional button link. */
export function compose(to: string, subject: string, parts: EmailParts): EmailMessage {
  const { greeting, paragraphs, link, after = [], signature = mixbuddySignature } = parts;
  const text = emailText(parts);
  const html = `<!doctype html><html lang="da"><body style="font-family:system-ui,sans-serif;color:#2a1f17;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${link ? `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;background:#b4441a;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(link.label)}</a></p><p style="font-size:13px;color:#6b5a4c">Virker knappen ikke, så kopiér dette link ind i din browser:<br>${escapeHtml(link.url)}</p>` : ''}
${after.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p>${signature.map(escapeHtml).join('<br>')}</p>
</body></html>`;
  return { to, subject, text, html };
}

/** The greeting of every account mail: no name, see the header. */
const hello = 'Hej';

export const emails = {
  activation: (to: string, token: string) =>
    compose(to, 'Aktivér din MixBuddy-konto', {
      greeting: hello,
      paragraphs: ['Tak fordi du har oprettet en konto på MixBuddy. Aktivér kontoen, så du kan booke, skrive beskeder og udgive menuer.'],
      link: { label: 'Aktivér konto', url: absoluteUrl(`/activate-account?token=${encodeURIComponent(token)}`) },
      after: [
        `Linket virker i ${hours(TOKEN_LIFETIME_MS.activate)} og kan kun bruges én gang. Har du ikke oprettet en konto, kan du se bort fra denne e-mail.`,
      ],
    }),

  /** To the owner when someone registers with an address that already has an account. */
  registrationAttempt: (to: string) =>
    compose(to, 'Nogen forsøgte at oprette en MixBuddy-konto med din e-mailadresse', {
      greeting: hello,
      paragraphs: [
        'Nogen — måske dig selv — har forsøgt at oprette en ny MixBuddy-konto med denne e-mailadresse. Du har allerede en konto, så vi har ikke oprettet en ny, og intet er ændret.',
        'Log ind med din e-mailadresse og adgangskode. Har du glemt adgangskoden, kan du vælge en ny.',
      ],
      link: { label: 'Log ind', url: absoluteUrl('/login') },
      after: [
        `Glemt adgangskoden? Vælg en ny her: ${absoluteUrl('/login/forgot-password')}`,
        'Var det ikke dig, kan du se bort fra denne e-mail.',
      ],
    }),

  passwordReset: (to: string, token: string) =>
    compose(to, 'Nulstil din adgangskode til MixBuddy', {
      greeting: hello,
      paragraphs: ['Vi har fået en anmodning om at nulstille adgangskoden til din MixBuddy-konto.'],
      link: { label: 'Vælg ny adgangskode', url: absoluteUrl(`/login/set-password?token=${encodeURIComponent(token)}`) },
      after: [
        `Linket virker i ${hours(TOKEN_LIFETIME_MS['reset-password'])} og kan kun bruges én gang. Har du ikke bedt om det, kan du se bort fra denne e-mail — din adgangskode er uændret.`,
      ],
    }),

  confirmNewEmail: (to: string, token: string) =>
    compose(to, 'Bekræft din nye e-mailadresse', {
      greeting: hello,
      paragraphs: ['Du har bedt om at bruge denne e-mailadresse til din MixBuddy-konto. Bekræft adressen, så skifter vi.'],
      link: { label: 'Bekræft e-mailadresse', url: absoluteUrl(`/activate-account?token=${encodeURIComponent(token)}`) },
      after: [`Linket virker i ${hours(TOKEN_LIFETIME_MS['change-email'])} og kan kun bruges én gang.`],
    }),

  emailChangeRequested: (to: string, newEmail: string) =>
    compose(to, 'Din e-mailadresse hos MixBuddy er ved at blive ændret', {
      greeting: hello,
      paragraphs: [
        `Der er bedt om at ændre e-mailadressen på din MixBuddy-konto til ${newEmail}. Ændringen træder først i kraft, når den nye adresse er bekræftet.`,
        'Var det ikke dig, så skift din adgangskode med det samme og kontakt support.',
      ],
    }),

  passwordChanged: (to: string) =>
    compose(to, 'Din adgangskode til MixBuddy er ændret', {
      greeting: hello,
      paragraphs: [
        'Adgangskoden til din MixBuddy-konto er netop blevet ændret.',
        'Var det ikke dig, så nulstil adgangskoden med det samme og kontakt support.',
      ],
      link: { label: 'Nulstil adgangskode', url: absoluteUrl('/login/forgot-password') },
    }),

  accountDeleted: (to: string) =>
    compose(to, 'Din MixBuddy-konto er slettet', {
      greeting: hello,
      paragraphs: [
        'Din MixBuddy-konto er slettet, og dine personoplysninger er fjernet.',
        'Bookinger og betalinger gemmer vi uden dit navn, fordi bogføringsloven kræver det.',
      ],
    }),

  /**
   * An admin's answer to a support request (cms/domain/support.ts). The contact form takes any
   * address, so the visitor's own message is not quoted back: only when they wrote.
   */
  supportReply: (to: string, body: string, question: { sentAt: string }) =>
    compose(to, supportReplySubject, supportReplyParts(body, question, absoluteUrl('/support'))),
};
