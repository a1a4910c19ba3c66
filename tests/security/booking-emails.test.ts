/**
 * The booking emails quote what people typed (cms/domain/booking/email-text.ts, the unread-message
 * email in cms/copy/emails.ts), and none of it can make MixBuddy's mail speak for an attacker —
 * the guard is cms/domain/quoted-text.ts, with nodemailer's own header encoding behind it.
 * Every payload of corpora/email-text.ts goes, through the real doors on the built server, into
 * the menu title (the talent's editor), the customer's and the talent's names (an admin's write:
 * the name rule does not hold there, and older names predate it), the booking's address, city and
 * message (the request), the decline note, the cancellation reason of a paid booking (the refund)
 * and a message in the booking's thread. Each mail the SMTP listener receives then has:
 * - only our headers, one To (the recipient, and the envelope to them alone), one known subject
 *   without control or format characters;
 * - every one-line value (title, names, address, city) on one line, and every quoted text whole;
 * - no control or format character in the text (no bidi reordering, nothing zero-width);
 * - no link that reads as MixBuddy's to any other origin;
 * - an HTML part, where there is one, with only the template's own elements.
 */
import { remove as skeletonOf } from 'confusables';
import { LinkifyIt } from 'linkify-it';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingWorld, dateInDays, moveClock, must, payBooking, resetClock, type BookingWorld } from '../support/bookings';
import { freePort, startServer, Visitor, type TestServer } from '../support/server';
import { startMailCatcher, type MailCatcher, type ReceivedMail } from '../support/smtp';
import { emailTextPayloads } from './corpora/email-text';

let server: TestServer;
let mail: MailCatcher;
let w: BookingWorld;

beforeAll(async () => {
  mail = await startMailCatcher();
  // Links in the mails are absolute (PUBLIC_URL): this server's own origin is "ours".
  const port = await freePort();
  server = await startServer(
    { PUBLIC_URL: `http://127.0.0.1:${port}`, SCHEDULER_INTERVAL_MS: '0', SMTP_URL: mail.url, LOG_LEVEL: 'silent' },
    { port },
  );
  w = await createBookingWorld(server.url);
});
afterAll(async () => {
  await resetClock(server.url);
  await server?.stop();
  await mail?.close();
});

const OURS = new Set(['from', 'to', 'subject', 'message-id', 'content-transfer-encoding', 'date', 'mime-version', 'content-type']);
const SUBJECTS = [
  'Ny bookingforespørgsel',
  'Vi har sendt din bookingforespørgsel',
  'Din bookingforespørgsel er afvist',
  'Din booking er accepteret',
  'Bookingen er betalt',
  'En booking er annulleret og refunderet',
];
const PAST_THE_WAIT = 6 * 60_000; // the unread-message email waits 5 minutes
const hidden = /[\p{Cc}\p{Cf}\u2028\u2029]/u;
// What a mail client would make a link of: schemes, www., bare domains, addresses with a user part.
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyIP: true, urlAuth: true });
// A link reads as ours when its text spells MixBuddy once look-alikes and separators are folded.
const readsAsOurs = (text: string) =>
  skeletonOf(text.normalize('NFKC').toLowerCase())
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .includes('mixbuddy');

/** A field's value: the payload between two markers, cut to the field's length. */
const field = (mark: string, payload: string, max: number) => `${mark} ${payload.slice(0, max - 2 * mark.length - 4)} /${mark}`;

function headersOf(mail: ReceivedMail) {
  const block = mail.raw.split(/\r?\n\r?\n/)[0];
  return block
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/)
    .map((line) => ({ name: line.slice(0, line.indexOf(':')).toLowerCase(), value: line.slice(line.indexOf(':') + 1).trim() }));
}

/** What every mail must hold, whatever was typed; `lines`: markers of values that stay on one line. */
function expectInert(m: ReceivedMail, recipient: string, lines: string[], quotes: string[]) {
  const label = `${m.subject} to ${recipient}`;
  expect(m.to, label).toEqual([recipient]);
  const headers = headersOf(m);
  expect(
    headers.filter((h) => !OURS.has(h.name)).map((h) => h.name),
    label,
  ).toEqual([]);
  const to = headers.filter((h) => h.name === 'to');
  expect(
    to.map((h) => h.value.replace(/^<|>$/g, '')),
    label,
  ).toEqual([recipient]);
  expect(
    headers.filter((h) => h.name === 'subject'),
    label,
  ).toHaveLength(1);
  expect(m.subject, label).not.toMatch(hidden);
  expect(SUBJECTS.includes(m.subject) || /^(Ny besked|\d+ nye beskeder) fra \S/.test(m.subject), `${label}: unknown subject`).toBe(true);

  const text = m.text.replace(/\r\n/g, '\n');
  expect(
    [...text.replace(/\n/g, '')].filter((c) => hidden.test(c)),
    `${label}: hidden characters`,
  ).toEqual([]);
  for (const mark of lines) {
    for (const line of text.split('\n').filter((l) => l.includes(`${mark} `)))
      expect(line, `${label}: ${mark} broke its line`).toContain(`/${mark}`);
  }
  for (const mark of quotes) if (text.includes(`${mark} `)) expect(text, `${label}: ${mark} cut short`).toContain(`/${mark}`);

  for (const link of linkify.match(text) ?? []) {
    if (!readsAsOurs(link.raw)) continue;
    const url = new URL(link.url.startsWith('//') ? `http:${link.url}` : link.url);
    expect(`${url.origin}${url.username}`, `${label}: ${link.raw}`).toBe(server.url);
  }
  if (m.html) {
    // Every element and attribute is the template's own; what was typed is text.
    const tags = [...m.html.matchAll(/<(\/?)([a-z][a-z0-9]*)([^>]*)>/gi)];
    expect(
      tags.map((t) => t[2].toLowerCase()).filter((t) => !['html', 'body', 'p', 'a', 'br'].includes(t)),
      label,
    ).toEqual([]);
    const attributes = tags.flatMap((t) => [...t[3].matchAll(/\s([^\s=]+)=/g)].map((a) => a[1].toLowerCase()));
    expect(
      attributes.filter((a) => !['lang', 'style', 'href'].includes(a)),
      label,
    ).toEqual([]);
    for (const [, href] of m.html.matchAll(/\shref="([^"]*)"/g)) expect(new URL(href).origin, label).toBe(server.url);
  }
}

const REQUEST = `mutation($m: ID!, $d: String!, $a: String!, $c: String!, $msg: String!) {
  requestBooking(menuId: $m, date: $d, time: "18:00", guests: 4, address: $a, postcode: "8000", city: $c, message: $msg) { id conversation { id } } }`;
const DECLINE = `mutation($id: ID!, $note: String) { declineBooking(id: $id, reason: "other", note: $note) { id } }`;
const CANCEL = `mutation($id: ID!, $reason: String) { cancelBooking(id: $id, reason: $reason) { id } }`;
const SEND = `mutation($id: ID!, $body: String!) { sendMessage(conversationId: $id, body: $body) { id } }`;

describe('what people type into the booking emails', () => {
  for (const [i, { kind, text }] of emailTextPayloads.entries()) {
    it(`${kind} #${i}: request, decline, refund and message mails carry it inert`, async () => {
      const [title, customer, talent, address, city] = ['T', 'K', 'E', 'A', 'C'].map((c) => `${c}${i}x`);
      const [message, note, reason, chat] = ['M', 'N', 'R', 'B'].map((c) => `${c}${i}x`);
      const counts = { customer: mail.to(w.customerA.email).length, talent: mail.to(w.talent1.email).length };

      // The names as an admin may write them (the name rule holds for people, not for the back office).
      for (const [id, mark] of [
        [w.customerA.id, customer],
        [w.talent1.id, talent],
      ])
        await must(w.admin, `mutation($id: ID!, $name: String!) { updateUser(where: { id: $id }, data: { name: $name }) { id } }`, {
          id,
          name: field(mark, text, 120),
        });
      // The title through the talent's own editor; an admin publishes it again.
      const saved = await must(
        w.talent1.visitor,
        `mutation($id: ID, $data: JSON!) { saveTalentMenu(id: $id, data: $data) { ok fieldErrors } }`,
        {
          id: w.menuId,
          data: {
            title: field(title, text, 120),
            category: 'cocktails',
            priceKroner: 250,
            minGuests: 1,
            maxGuests: 100,
            durationMinutes: 180,
            status: 'draft',
          },
        },
      );
      expect(saved.saveTalentMenu).toMatchObject({ ok: true });
      await must(w.admin, `mutation($id: ID!) { updateMenu(where: { id: $id }, data: { status: "published" }) { id } }`, { id: w.menuId });

      // Request and decline with a note.
      const values = { m: w.menuId, a: field(address, text, 200), c: field(city, text, 100), msg: field(message, text, 2000) };
      const declined = await must(w.customerA.visitor, REQUEST, { ...values, d: dateInDays(10 + 2 * i) });
      await must(w.talent1.visitor, DECLINE, { id: declined.requestBooking.id, note: field(note, text, 1000) });

      // Request, accept, pay, and the talent cancels with a reason: a full refund.
      const paid = await must(w.customerA.visitor, REQUEST, { ...values, d: dateInDays(11 + 2 * i) });
      const id = paid.requestBooking.id as string;
      await must(w.talent1.visitor, `mutation($id: ID!) { acceptBooking(id: $id) { id } }`, { id });
      await payBooking(w, id);
      await mail.waitFor(w.talent1.email, { subject: /betalt/, since: counts.talent });
      await must(w.talent1.visitor, CANCEL, { id, reason: field(reason, text, 1000) });

      // A message in the thread, emailed once it has waited unread.
      await must(w.customerA.visitor, SEND, {
        id: paid.requestBooking.conversation.id,
        body: field(chat, text, 480) /* the email quotes 500 characters */,
      });
      await moveClock(server.url, PAST_THE_WAIT);

      const toCustomer = [/afvist/, /accepteret/, /betalt/, /refunderet/, /Vi har sendt/];
      const toTalent = [/Ny bookingforespørgsel/, /betalt/, /refunderet/, /Ny besked/];
      const lines = [title, customer, talent, address, city];
      const quotes = [message, note, reason, chat];
      for (const subject of toCustomer)
        expectInert(await mail.waitFor(w.customerA.email, { subject, since: counts.customer }), w.customerA.email, lines, quotes);
      for (const subject of toTalent)
        expectInert(await mail.waitFor(w.talent1.email, { subject, since: counts.talent }), w.talent1.email, lines, quotes);
    });
  }
});

describe('the address a mail goes to', () => {
  it('is one mailbox: an address in group syntax is never read as a list of others', async () => {
    // The address rule (one @, no spaces) lets "name:someone@…;" through; nodemailer would read a
    // string like that as a group and send to the member instead.
    const member = `kopi-${w.tag}@example.dk`;
    const email = `gruppe:${member};`;
    const verifiedAt = new Date().toISOString();
    await must(w.admin, `mutation($data: UserCreateInput!) { createUser(data: $data) { id } }`, {
      data: {
        name: 'Gruppe Kunde',
        email,
        password: 'booking-test-password-2026',
        role: 'customer',
        emailVerifiedAt: verifiedAt,
        ageVerifiedAt: verifiedAt,
        ageCheckedAt: verifiedAt,
        ageCheckResult: 'adult',
      },
    });
    const customer = new Visitor(server.url);
    await customer.signIn(email, 'booking-test-password-2026');
    const since = mail.to(w.talent1.email).length;
    await must(customer, REQUEST, { m: w.menuId, d: dateInDays(200), a: 'Festvej 2', c: 'Aarhus C', msg: 'Hej' });
    await mail.waitFor(w.talent1.email, { subject: /Ny bookingforespørgsel/, since });
    // The talent's mail has gone out; the customer's confirmation was sent in the same run.
    await new Promise((r) => setTimeout(r, 1000));
    expect(mail.to(member)).toEqual([]);
  });
});
