/**
 * The talent's emails about a payoff — approved, rejected, paid — as subject and parts, pure and
 * server-free: cms/copy/emails.ts sends them (compose), and the back office's payoff dialogs show
 * the same text before the admin confirms. `publicUrl`: the site's address (links are absolute).
 */
import type { EmailParts } from './email-layout';
import { formatOre } from '../domain/money';

export const firstName = (name: string) => name.trim().split(/\s+/)[0] || 'der';

type Payoff = { id: string; amount: number };
const walletLink = (payoff: Payoff, publicUrl: string) => ({
  label: 'Se dine udbetalinger',
  url: new URL(`/wallet#payoff-${payoff.id}`, publicUrl).toString(),
});

export const payoffEmailParts = {
  /** An admin approved the payoff: the transfer follows. */
  approved: (name: string, payoff: Payoff, publicUrl: string): { subject: string; parts: EmailParts } => ({
    subject: 'Din udbetaling er godkendt',
    parts: {
      greeting: `Hej ${firstName(name)}`,
      paragraphs: [
        `Vi har godkendt din udbetaling på ${formatOre(payoff.amount)}, og pengene overføres til din bankkonto inden for et par bankdage. Du får besked, når de er sendt.`,
      ],
      link: walletLink(payoff, publicUrl),
    },
  }),
  /** An admin rejected the payoff: the reason, and the money is still on the balance. */
  rejected: (name: string, payoff: Payoff, reason: string, publicUrl: string): { subject: string; parts: EmailParts } => ({
    subject: 'Din udbetaling er afvist',
    parts: {
      greeting: `Hej ${firstName(name)}`,
      paragraphs: [
        `Vi har desværre afvist din anmodning om udbetaling af ${formatOre(payoff.amount)}, og beløbet står stadig på din saldo.`,
        `Begrundelse: ${reason}`,
      ],
      link: walletLink(payoff, publicUrl),
    },
  }),
  /** The bank transfer is made. */
  paid: (name: string, payoff: Payoff, bankReference: string, publicUrl: string): { subject: string; parts: EmailParts } => ({
    subject: 'Din udbetaling er udbetalt',
    parts: {
      greeting: `Hej ${firstName(name)}`,
      paragraphs: [
        `Vi har overført ${formatOre(payoff.amount)} til din bankkonto. Det kan tage en bankdag, før beløbet står på kontoen.`,
        ...(bankReference ? [`Reference på overførslen: ${bankReference}`] : []),
      ],
      link: walletLink(payoff, publicUrl),
    },
  }),
};
