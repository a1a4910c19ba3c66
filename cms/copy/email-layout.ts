/**
 * The layout of MixBuddy's plain-text emails — greeting, paragraphs, an optional link, closing
 * lines, signature — pure and server-free, so the back office can show an email exactly as it will
 * be sent (cms/email/templates.ts `compose` writes the sent text with this function).
 */
export type EmailParts = {
  greeting: string;
  paragraphs: string[];
  link?: { label: string; url: string };
  after?: string[];
  /** Lines that end the email; MixBuddy's own unless the writer signed off themselves. */
  signature?: string[];
};

export const mixbuddySignature = ['Venlig hilsen', 'MixBuddy'];

export function emailText({ greeting, paragraphs, link, after = [], signature = mixbuddySignature }: EmailParts): string {
  return [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(link ? [`${link.label}:`, link.url, ''] : []),
    ...after.flatMap((p) => [p, '']),
    ...signature,
  ].join('\n');
}

/** What stands in a quoted text where a link dressed as MixBuddy's was (cms/domain/quoted-text.ts). */
export const removedLink = '[link fjernet]';
