/**
 * The Danish emails of the booking flow. Which transition sends which email, and to whom, is the
 * process table's (`notifies` in process.ts); this file holds only the texts. Each email is
 * enqueued as a `sendEmail` job (cms/jobs) in the transaction that makes the transition: a
 * rolled-back change sends nothing, a committed one is sent — retried while the mail server is away.
 */
import { config } from '../../config';
import { queueEmail } from '../../email';
import type { Tx } from '../locks';

import { formatOre as kroner } from '../money';
import { formatDateTime as when } from '../time';
import { receiptCopy } from '../../copy/receipts';
import { refundPolicyLines, rules } from '../../copy/rules';
import { refundPolicyFor } from '../booking-states';
import { now } from '../clock';
import { receiptPath } from '../receipts/read';
import { transitionOf, type BookingEmailKind, type TransitionName } from './process';

type BookingFacts = {
  id: string;
  startsAt: Date;
  totalAmount: number;
  customerId: string | null;
  talentId: string | null;
  menuId: string | null;
};

/** What the texts may quote, read in the transition's transaction (the caller's row may be partial). */
type BookingDetails = {
  guests: number;
  address: string | null;
  postcode: string | null;
  city: string | null;
  message: string | null;
  talentAmount: number;
  customer: { name: string } | null;
};
type TextInput = BookingFacts & BookingDetails & { menuTitle: string; refund?: number };
type Side = 'customer' | 'talent';

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
    // Before paying, the customer reads what a cancellation gives back, with this booking's amounts.
    body: (b) =>
      `Din booking af »${b.menuTitle}« den ${when(b.startsAt)} er accepteret. Betal ${kroner(b.totalAmount)} inden for ${rules.payWithin} for at bekræfte den.\n\nAfbestilling og refusion:\n${refundPolicyLines(
        refundPolicyFor(b.totalAmount, b.startsAt, now()),
        b.totalAmount,
      )
        .map((line) => `- ${line}`)
        .join('\n')}`,
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
    body: (b) =>
      `Bookingen af »${b.menuTitle}« den ${when(b.startsAt)} er annulleret. ${kroner(b.refund ?? 0)} refunderes samme vej, som du betalte (kort eller MobilePay).`,
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

/** The booking's details, its menu's title and both people's name and address, NULL where missing. */
type Found = {
  guests: number | null;
  address: string | null;
  postcode: string | null;
  city: string | null;
  message: string | null;
  talentAmount: number | null;
  menuTitle: string | null;
  customerName: string | null;
  customerEmail: string | null;
  talentName: string | null;
  talentEmail: string | null;
};

/**
 * Everything the emails quote, in one statement (always one row: each part may be missing).
 * $1 booking, $2 menu, $3 customer, $4 talent profile.
 */
const FOUND_SQL = `SELECT b."guests", b."address", b."postcode", b."city", b."message", b."talentAmount",
  m."title" AS "menuTitle", c."name" AS "customerName", c."email" AS "customerEmail", tu."name" AS "talentName", tu."email" AS "talentEmail"
  FROM (SELECT 1) AS one
  LEFT JOIN "Booking" b ON b."id" = $1
  LEFT JOIN "Menu" m ON m."id" = $2
  LEFT JOIN "User" c ON c."id" = $3
  LEFT JOIN "TalentProfile" t ON t."id" = $4
  LEFT JOIN "User" tu ON tu."id" = t."user"`;

/**
 * Enqueues, in the transition's own transaction `tx`, the emails the process table names for
 * `transition` (its `notifies`). `extra.reason`: what the person who cancelled or declined wrote;
 * quoted under the body when given. `extra.alternatives`: menus to suggest to the customer (a decline).
 */
export async function notifyTransition(
  tx: Tx,
  transition: TransitionName,
  booking: BookingFacts,
  extra: { refund?: number; reason?: string; alternatives?: { title: string; url: string }[] } = {},
) {
  const notifies = transitionOf(transition).notifies;
  if (!notifies.length) return;
  const [found]: Found[] = await tx.$queryRawUnsafe(FOUND_SQL, booking.id, booking.menuId, booking.customerId, booking.talentId);
  const { guests, address, postcode, city, message, talentAmount, customerName } = found;
  const details: Partial<BookingDetails> =
    guests === null
      ? {}
      : {
          guests,
          address,
          postcode,
          city,
          message,
          talentAmount: talentAmount ?? 0,
          customer: customerName === null ? null : { name: customerName },
        };
  const people: Record<Side, { name: string | null; email: string | null }> = {
    customer: { name: found.customerName, email: found.customerEmail },
    talent: { name: found.talentName, email: found.talentEmail },
  };
  for (const { email: kind, to } of notifies) {
    const spec = texts[kind];
    const sides: Side[] = [];
    if ((to === 'customer' || to === 'both') && booking.customerId) sides.push('customer');
    if (to === 'talent' || to === 'both') sides.push('talent');
    for (const side of sides) {
      const user = people[side];
      if (!user.email) continue;
      const facts: TextInput = {
        guests: 0,
        address: null,
        postcode: null,
        city: null,
        message: null,
        talentAmount: 0,
        customer: null,
        ...details,
        ...booking,
        menuTitle: found.menuTitle ?? 'din menu',
        refund: extra.refund,
      };
      const body = spec.body(facts, side);
      const reason = extra.reason ? `\n\nBegrundelse: ${extra.reason}` : '';
      const alternatives =
        side === 'customer' && extra.alternatives?.length
          ? `\n\nMåske passer en af disse menuer, som er ledige den dag:\n${extra.alternatives.map((m) => `- ${m.title}: ${m.url}`).join('\n')}`
          : '';
      const receipt = side === 'customer' ? await receiptLine(tx, kind, booking.id) : '';
      const text = `Hej ${String(user.name).split(' ')[0]}\n\n${body}${reason}${alternatives}\n\nSe bookingen: ${config.publicUrl}${spec.link[side]}#booking-${booking.id}${receipt}\n\nVenlig hilsen\nMixBuddy`;
      await queueEmail(tx, { to: String(user.email), subject: spec.subject, text });
    }
  }
}

/**
 * The customer's "paid" and "refunded" emails link to the receipt or credit note issued in the
 * same transaction (cms/domain/receipts), e.g. "Kvittering nr. 12: https://…/kvittering/…".
 */
async function receiptLine(tx: Tx, kind: BookingEmailKind, bookingId: string) {
  const receiptKind = kind === 'paid' ? 'receipt' : kind === 'refunded' ? 'credit_note' : null;
  if (!receiptKind) return '';
  const receipt = await tx.receipt.findFirst({
    where: { bookingId, kind: receiptKind },
    orderBy: { number: 'desc' },
    select: { id: true, number: true },
  });
  if (!receipt) return '';
  const title = receiptKind === 'receipt' ? receiptCopy.receipt : receiptCopy.creditNote;
  return `\n${receiptCopy.linkLabel(title, receipt.number)}: ${config.publicUrl}${receiptPath(receipt.id)}`;
}
