/**
 * The Danish texts of the emails about messages and payoffs (the account emails are in
 * cms/email/templates.ts, the booking emails in cms/domain/booking/emails.ts). Dates and money
 * are written by the shared formatters; links are absolute (`PUBLIC_URL`).
 */
import { absoluteUrl, compose } from '../email/templates';
import { conversationTitle } from '../domain/messaging/title';
import { config } from '../config';
import type { EmailParts } from './email-layout';
import { firstName, payoffEmailParts } from './payoff-emails';
import { formatDateTime } from '../domain/time';
import { quoteLine, quoteText } from '../domain/quoted-text';

/** A long message is cut in the email; the whole of it is one click away. */
const excerpt = (body: string, max = 500) => (body.length > max ? `${body.slice(0, max).trimEnd()} …` : body);

export const messageEmails = {
  /** The messages of one conversation the recipient has not read, oldest first. */
  unread: (input: { to: string; name: string; subject: string; path: string; messages: { sender: string; body: string; at: Date }[] }) => {
    // Names, the thread's title and the messages are quoted through one guard (cms/domain/quoted-text.ts).
    const line = (text: string) => quoteLine(text, config.publicUrl);
    const senders = [...new Set(input.messages.map((m) => line(m.sender)))].join(' og ');
    const count = input.messages.length;
    return compose(input.to, count === 1 ? `Ny besked fra ${senders}` : `${count} nye beskeder fra ${senders}`, {
      greeting: `Hej ${firstName(line(input.name))}`,
      paragraphs: [
        `${senders} har skrevet til dig om »${line(conversationTitle(input.subject))}«, og du har ikke læst ${count === 1 ? 'beskeden' : 'beskederne'} endnu:`,
        ...input.messages.map((m) => `${line(m.sender)}, ${formatDateTime(m.at)}:\n${excerpt(quoteText(m.body, config.publicUrl))}`),
      ],
      link: { label: 'Læs og svar', url: absoluteUrl(input.path) },
    });
  },
};

const sent = ({ subject, parts }: { subject: string; parts: EmailParts }, to: string) => compose(to, subject, parts);

/** The payoff emails (texts: payoff-emails.ts, which the back office's dialogs show too). */
export const payoffEmails = {
  approved: (to: string, name: string, payoff: { id: string; amount: number }) =>
    sent(payoffEmailParts.approved(name, payoff, config.publicUrl), to),
  rejected: (to: string, name: string, payoff: { id: string; amount: number }, reason: string) =>
    sent(payoffEmailParts.rejected(name, payoff, reason, config.publicUrl), to),
  paid: (to: string, name: string, payoff: { id: string; amount: number }, bankReference: string) =>
    sent(payoffEmailParts.paid(name, payoff, bankReference, config.publicUrl), to),
};
