/**
 * The Danish texts of the booking flow's emails, pure and server-free: the domain sends them
 * (emails.ts enqueues them in the transition's transaction) and the back office shows the very
 * same text in its dialogs before an admin acts (a refund names what each party will read).
 * Each side gets a text written for them: the customer what they paid or get back, the talent
 * what they earn or lose.
 */
import { formatOre as kroner } from '../money';
import { formatDateTime as when } from '../time';
import { rules } from '../../copy/rules';
import { quoteLine, quoteText } from '../quoted-text';
import type { BookingEmailKind } from './process';

export type BookingFacts = {
  id: string;
  startsAt: Date;
  totalAmount: number;
  customerId: string | null;
  talentId: string | null;
  menuId: string | null;
};

/** What the texts may quote, read in the transition's transaction (the caller's row may be partial). */
export type BookingDetails = {
  guests: number;
  address: string | null;
  postcode: string | null;
  city: string | null;
  message: string | null;
  talentAmount: number;
  customer: { name: string } | null;
};
export type TextInput = BookingFacts &
  BookingDetails & {
    menuTitle: string;
    refund?: number;
    /** What a cancellation gives back, line by line, with this booking's amounts (the accept email quotes it). */
    refundPolicy?: string[];
  };
export type Side = 'customer' | 'talent';

const place = (b: TextInput) => [b.address, [b.postcode, b.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') || 'ikke oplyst';
const guestCount = (guests: number) => `${guests} ${guests === 1 ? 'gæst' : 'gæster'}`;
const quoted = (message: string | null) => (message?.trim() ? `\n\nBesked fra kunden:\n»${message.trim()}«` : '');

/** What the talent is told of a new booking: the opening line, the facts, the customer's message. */
const toTalent = (b: TextInput, opening: string) =>
  [
    opening,
    '',
    `Dato: ${when(b.startsAt)}`,
    `Gæster: ${guestCount(b.guests)}`,
    `Sted: ${place(b)}`,
    `Din indtjening: ${kroner(b.talentAmount)}`,
  ].join('\n') + quoted(b.message);

/** `link`: the side's page that shows the booking; the email links to the booking's own card on it. */
const texts: Record<
  BookingEmailKind,
  { subject: string; body: (b: TextInput, side: Side) => string; link: { customer: string; talent: string } }
> = {
  requested: {
    subject: 'Ny bookingforespørgsel',
    body: (b) =>
      toTalent(b, `${b.customer?.name ?? 'En kunde'} vil gerne booke »${b.menuTitle}«.`) +
      `\n\nSvar inden for ${rules.respondWithin}, ellers udløber forespørgslen.`,
    link: { customer: '/my-bookings', talent: '/bookings' },
  },
  bookedInstantly: {
    subject: 'Ny booking (Book med det samme)',
    body: (b) =>
      toTalent(
        b,
        `${b.customer?.name ?? 'En kunde'} har booket »${b.menuTitle}« med det samme. Bookingen er accepteret, fordi menuen kan bookes med det samme.`,
      ) + `\n\nKunden betaler inden for ${rules.payWithin}; ellers udløber bookingen.`,
    link: { customer: '/my-bookings', talent: '/bookings' },
  },
  requestSent: {
    subject: 'Vi har sendt din bookingforespørgsel',
    body: (b) =>
      [
        `Tak for din forespørgsel på »${b.menuTitle}«. Talentet har ${rules.respondWithin} til at svare, og du får en e-mail, så snart der er svar.`,
        '',
        `Dato: ${when(b.startsAt)}`,
        `Gæster: ${guestCount(b.guests)}`,
        `Sted: ${place(b)}`,
        `Pris: ${kroner(b.totalAmount)}`,
        '',
        `Du betaler først, når talentet har accepteret.`,
      ].join('\n'),
    link: { customer: '/my-bookings', talent: '/bookings' },
  },
  accepted: {
    subject: 'Din booking er accepteret',
    body: (b) =>
      `Din booking af »${b.menuTitle}« den ${when(b.startsAt)} er accepteret. Betal ${kroner(b.totalAmount)} inden for ${rules.payWithin} for at bekræfte den.` +
      (b.refundPolicy?.length ? `\n\nAfbestilling og refusion:\n${b.refundPolicy.map((line) => `- ${line}`).join('\n')}` : ''),
    link: { customer: '/my-bookings', talent: '/bookings' },
  },
  declined: {
    subject: 'Din bookingforespørgsel er afvist',
    body: (b) => `Talentet kan desværre ikke tage »${b.menuTitle}« den ${when(b.startsAt)}. Du har ikke betalt noget.`,
    link: { customer: '/my-bookings', talent: '/bookings' },
  },
  expired: {
    subject: 'En booking er udløbet',
    body: (b) => `Bookingen af »${b.menuTitle}« den ${when(b.startsAt)} er udløbet, fordi fristen for svar eller betaling er overskredet.`,
    link: { customer: '/my-bookings', talent: '/bookings' },
  },
  paid: {
    subject: 'Bookingen er betalt',
    // The talent reads what they earn (after commission), the customer what they paid.
    body: (b, side) =>
      side === 'talent'
        ? `Bookingen af »${b.menuTitle}« den ${when(b.startsAt)} er betalt og dermed bekræftet. Din indtjening er ${kroner(b.talentAmount)}; den bliver disponibel på din saldo ${rules.complaintWindow} efter arrangementet.`
        : `Bookingen af »${b.menuTitle}« den ${when(b.startsAt)} er betalt (${kroner(b.totalAmount)}) og dermed bekræftet.`,
    link: { customer: '/my-bookings', talent: '/bookings' },
  },
  cancelled: {
    subject: 'En booking er annulleret',
    body: (b) => `Bookingen af »${b.menuTitle}« den ${when(b.startsAt)} er annulleret.`,
    link: { customer: '/my-bookings', talent: '/bookings' },
  },
  refunded: {
    subject: 'En booking er annulleret og refunderet',
    // The customer reads where their money goes; the talent what the refund means for their earnings.
    body: (b, side) =>
      side === 'talent'
        ? `Bookingen af »${b.menuTitle}« den ${when(b.startsAt)} er annulleret, og kunden får ${kroner(b.refund ?? 0)} refunderet. ` +
          ((b.refund ?? 0) >= b.totalAmount
            ? 'Du får derfor ingen indtjening fra bookingen.'
            : 'Din andel af det beløb, kunden ikke får refunderet, står nu som disponibel på din saldo.')
        : `Bookingen af »${b.menuTitle}« den ${when(b.startsAt)} er annulleret. ${kroner(b.refund ?? 0)} refunderes samme vej, som du betalte (kort eller MobilePay).`,
    link: { customer: '/my-bookings', talent: '/bookings' },
  },
  completed: {
    subject: 'Tak for festen – skriv en anmeldelse',
    body: (b) => `Vi håber, »${b.menuTitle}« var en succes. Du kan nu anmelde bookingen.`,
    link: { customer: '/my-bookings', talent: '/bookings' },
  },
};

/** Every email kind that has a text (tests/unit/booking-process.test.ts: the table names each). */
export const bookingEmailKinds = Object.keys(texts) as BookingEmailKind[];

/** What goes around the body: the recipient's first name, the reason, alternatives, the receipt line. */
export type BookingEmailExtras = {
  name: string;
  /** What the person who cancelled or declined wrote; quoted under the body, to every recipient. */
  reason?: string;
  alternatives?: { title: string; url: string }[];
  /** "\nKreditnota nr. 3: https://…" for the customer's paid and refunded emails, or ''. */
  receipt?: string;
  publicUrl: string;
};

/** The whole email (subject and plain text) one party gets for `kind`. */
export function bookingEmail(kind: BookingEmailKind, side: Side, input: TextInput, extras: BookingEmailExtras) {
  const spec = texts[kind];
  // Everything a person typed is quoted through one guard (../quoted-text.ts) before it is placed.
  const line = (text: string) => quoteLine(text, extras.publicUrl);
  const paragraphs = (text: string) => quoteText(text, extras.publicUrl);
  const facts: TextInput = {
    ...input,
    menuTitle: line(input.menuTitle),
    address: input.address === null ? null : line(input.address),
    city: input.city === null ? null : line(input.city),
    message: input.message === null ? null : paragraphs(input.message),
    customer: input.customer && { name: line(input.customer.name) },
  };
  const body = spec.body(facts, side);
  const reason = extras.reason ? `\n\nBegrundelse: ${paragraphs(extras.reason)}` : '';
  const alternatives =
    side === 'customer' && extras.alternatives?.length
      ? `\n\nMåske passer en af disse menuer, som er ledige den dag:\n${extras.alternatives.map((m) => `- ${line(m.title)}: ${m.url}`).join('\n')}`
      : '';
  const receipt = side === 'customer' ? (extras.receipt ?? '') : '';
  const firstName = line(extras.name).split(' ')[0] ?? '';
  const text = `Hej ${firstName}\n\n${body}${reason}${alternatives}\n\nSe bookingen: ${extras.publicUrl}${spec.link[side]}#booking-${facts.id}${receipt}\n\nVenlig hilsen\nMixBuddy`;
  return { subject: spec.subject, text };
}
