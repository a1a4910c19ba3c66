/**
 * The Danish texts of the emails about messages and payoffs (the account emails are in
 * cms/email/templates.ts, the booking emails in cms/domain/booking/emails.ts). Dates and money
 * are written by the shared formatters; links are absolute (`PUBLIC_URL`).
 */
import { absoluteUrl, compose } from '../email/templates';
import { conversationTitle } from '../domain/messaging/title';
import { formatOre } from '../domain/money';
import { formatDateTime } from '../domain/time';

const firstName = (name: string) => name.trim().split(/\s+/)[0] || 'der';
/** A long message is cut in the email; the whole of it is one click away. */
const excerpt = (body: string, max = 500) => (body.length > max ? `${body.slice(0, max).trimEnd()} …` : body);

export const messageEmails = {
  /** The messages of one conversation the recipient has not read, oldest first. */
  unread: (input: { to: string; name: string; subject: string; path: string; messages: { sender: string; body: string; at: Date }[] }) => {
    const senders = [...new Set(input.messages.map((m) => m.sender))].join(' og ');
    const count = input.messages.length;
    return compose(input.to, count === 1 ? `Ny besked fra ${senders}` : `${count} nye beskeder fra ${senders}`, {
      greeting: `Hej ${firstName(input.name)}`,
      paragraphs: [
        `${senders} har skrevet til dig om »${conversationTitle(input.subject)}«, og du har ikke læst ${count === 1 ? 'beskeden' : 'beskederne'} endnu:`,
        ...input.messages.map((m) => `${m.sender}, ${formatDateTime(m.at)}:\n${excerpt(m.body)}`),
      ],
      link: { label: 'Læs og svar', url: absoluteUrl(input.path) },
    });
  },
};

export const payoffEmails = {
  /** An admin approved the payoff: the transfer follows. */
  approved: (to: string, name: string, payoff: { id: string; amount: number }) =>
    compose(to, 'Din udbetaling er godkendt', {
      greeting: `Hej ${firstName(name)}`,
      paragraphs: [
        `Vi har godkendt din udbetaling på ${formatOre(payoff.amount)}, og pengene overføres til din bankkonto inden for et par bankdage. Du får besked, når de er sendt.`,
      ],
      link: { label: 'Se dine udbetalinger', url: absoluteUrl(`/wallet#payoff-${payoff.id}`) },
    }),
  /** An admin rejected the payoff: the reason, and the money is still on the balance. */
  rejected: (to: string, name: string, payoff: { id: string; amount: number }, reason: string) =>
    compose(to, 'Din udbetaling er afvist', {
      greeting: `Hej ${firstName(name)}`,
      paragraphs: [
        `Vi har desværre afvist din anmodning om udbetaling af ${formatOre(payoff.amount)}, og beløbet står stadig på din saldo.`,
        `Begrundelse: ${reason}`,
      ],
      link: { label: 'Se dine udbetalinger', url: absoluteUrl(`/wallet#payoff-${payoff.id}`) },
    }),
  /** The bank transfer is made. */
  paid: (to: string, name: string, payoff: { id: string; amount: number }, bankReference: string) =>
    compose(to, 'Din udbetaling er udbetalt', {
      greeting: `Hej ${firstName(name)}`,
      paragraphs: [
        `Vi har overført ${formatOre(payoff.amount)} til din bankkonto. Det kan tage en bankdag, før beløbet står på kontoen.`,
        ...(bankReference ? [`Reference på overførslen: ${bankReference}`] : []),
      ],
      link: { label: 'Se dine udbetalinger', url: absoluteUrl(`/wallet#payoff-${payoff.id}`) },
    }),
};
