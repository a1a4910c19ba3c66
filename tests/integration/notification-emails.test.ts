/**
 * Messages and payoffs reach people by email (a real SMTP listener): every message still unread
 * a few minutes after it was sent is emailed to its recipient — one email per conversation per
 * burst, listing the burst, with a link to the thread — also when the recipient wrote a moment
 * before (the old "away" rule swallowed those); a message read in time is never emailed. A talent
 * hears when a payoff is approved and when it is paid. Nobody else gets any of it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createBookingWorld, creditAvailable, moveClock, must, resetClock, type BookingWorld } from '../support/bookings';
import { startServer, type TestServer } from '../support/server';
import { startMailCatcher, type MailCatcher } from '../support/smtp';

let server: TestServer;
let mail: MailCatcher;
let w: BookingWorld;

/** Past the wait of the unread-messages email (UNREAD_EMAIL_AFTER_MS, 5 minutes). */
const PAST_THE_WAIT = 6 * 60_000;
const messageMails = (email: string) => mail.to(email).filter((m) => /besked(er)? fra/.test(m.subject));

beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startServer({ SCHEDULER_INTERVAL_MS: '0', SMTP_URL: mail.url });
  w = await createBookingWorld(server.url);
});
afterAll(async () => {
  await resetClock(server.url);
  await server?.stop();
  await mail?.close();
});

const send = (visitor: BookingWorld['admin'], conversationId: string, body: string) =>
  must(visitor, `mutation($id: ID!, $body: String!) { sendMessage(conversationId: $id, body: $body) { id } }`, {
    id: conversationId,
    body,
  });
const markRead = (visitor: BookingWorld['admin'], conversationId: string) =>
  must(visitor, `mutation($id: ID!) { markConversationRead(conversationId: $id) }`, { id: conversationId });

it('a reply within a minute reaches the other party once, a burst is one email, a message read in time is never emailed', async () => {
  const started = await must(
    w.customerA.visitor,
    `mutation($t: ID!, $body: String!) { startConversation(talentId: $t, body: $body) { id } }`,
    {
      t: w.talent1.profileId,
      body: `Kan du den 12. juni? ${w.tag}`,
    },
  );
  const conversationId = started.startConversation.id as string;

  // The talent reads at once and answers twice within the minute; the customer does not look.
  await markRead(w.talent1.visitor, conversationId);
  await send(w.talent1.visitor, conversationId, `Ja, det kan jeg ${w.tag}`);
  await send(w.talent1.visitor, conversationId, `Skal vi sige kl. 18? ${w.tag}`);
  await moveClock(server.url, PAST_THE_WAIT);

  const toCustomer = await mail.waitFor(w.customerA.email, { subject: /2 nye beskeder fra Test talent-1/ });
  expect(toCustomer.text).toContain(`Ja, det kan jeg ${w.tag}`);
  expect(toCustomer.text).toContain(`Skal vi sige kl. 18? ${w.tag}`);
  expect(toCustomer.text).not.toMatch(/\d{4}-\d{2}-\d{2}/); // dates the Danish way
  expect(new URL(mail.link(toCustomer, '/your-messages/')).pathname).toBe(`/your-messages/${conversationId}`);

  // The customer writes twice; the talent opens the thread before the wait is over: no email for those.
  await send(w.customerA.visitor, conversationId, `Første svar ${w.tag}`);
  await markRead(w.talent1.visitor, conversationId);
  await moveClock(server.url, PAST_THE_WAIT);
  // A new burst the talent does not read: one email, with only what is unread.
  await send(w.customerA.visitor, conversationId, `Perfekt, vi ses ${w.tag}`);
  await moveClock(server.url, PAST_THE_WAIT);
  const toTalent = await mail.waitFor(w.talent1.email, { subject: /Ny besked fra Test kunde-a/ });
  expect(toTalent.text).toContain(`Perfekt, vi ses ${w.tag}`);
  expect(toTalent.text).not.toContain('Første svar');
  expect(toTalent.text).not.toContain('Kan du den 12. juni');
  expect(new URL(mail.link(toTalent, '/messages/')).pathname).toBe(`/messages/${conversationId}`);

  // Whether a message was emailed is the server's business: not in the API.
  const probe = await w.talent1.visitor.gql(
    `query($id: ID!) { messages(where: { conversation: { id: { equals: $id } } }) { id emailedAt } }`,
    { id: conversationId },
  );
  expect(probe.errors?.[0]?.message).toMatch(/Cannot query field "emailedAt"/);

  // One email per burst, to the participants only.
  expect(messageMails(w.customerA.email)).toHaveLength(1);
  expect(messageMails(w.talent1.email)).toHaveLength(1);
  for (const other of [w.customerB.email, w.talent2.email]) expect(mail.to(other)).toEqual([]);
});

it('the next burst after an email is a new email with only the new messages', async () => {
  const started = await must(
    w.customerB.visitor,
    `mutation($t: ID!, $body: String!) { startConversation(talentId: $t, body: $body) { id } }`,
    {
      t: w.talent1.profileId,
      body: `Første spørgsmål ${w.tag}`,
    },
  );
  const conversationId = started.startConversation.id as string;
  const since = mail.to(w.talent1.email).length;
  await moveClock(server.url, PAST_THE_WAIT);
  const first = await mail.waitFor(w.talent1.email, { subject: /Ny besked fra Test kunde-b/, since });
  expect(first.text).toContain(`Første spørgsmål ${w.tag}`);

  await send(w.customerB.visitor, conversationId, `Andet spørgsmål ${w.tag}`);
  await moveClock(server.url, PAST_THE_WAIT);
  const second = await mail.waitFor(w.talent1.email, { subject: /Ny besked fra Test kunde-b/, since: since + 1 });
  expect(second.text).toContain(`Andet spørgsmål ${w.tag}`);
  expect(second.text).not.toContain('Første spørgsmål'); // still unread, but already emailed
});

it('a talent is emailed when a payoff is approved, paid or rejected, with the amount and a link to it', async () => {
  await creditAvailable(w, w.talent1.profileId, 50_000);
  const { requestPayoff } = await must(w.talent1.visitor, `mutation { requestPayoff(amount: 20000) { id } }`);
  const since = mail.to(w.talent1.email).length;

  await must(w.admin, `mutation($id: ID!) { approvePayoff(id: $id) { id } }`, { id: requestPayoff.id });
  const approved = await mail.waitFor(w.talent1.email, { subject: /Din udbetaling er godkendt/, since });
  expect(approved.text).toMatch(/200\skr\./);
  expect(approved.text).not.toMatch(/kr\.\./);
  const link = new URL(mail.link(approved, '/wallet'));
  expect(`${link.pathname}${link.hash}`).toBe(`/wallet#payoff-${requestPayoff.id}`);

  await must(w.admin, `mutation($id: ID!) { markPayoffPaid(id: $id, bankReference: "UDB-${w.tag}") { id } }`, { id: requestPayoff.id });
  const paid = await mail.waitFor(w.talent1.email, { subject: /Din udbetaling er udbetalt/, since });
  expect(paid.text).toMatch(/Vi har overført 200\skr\. til din bankkonto/);
  expect(paid.text).toContain(`UDB-${w.tag}`);

  // A rejected payoff says why, and that the money is still there.
  const second = await must(w.talent1.visitor, `mutation { requestPayoff(amount: 20000) { id } }`);
  await must(w.admin, `mutation($id: ID!, $reason: String!) { rejectPayoff(id: $id, reason: $reason) { id } }`, {
    id: second.requestPayoff.id,
    reason: `Kontonummeret passer ikke ${w.tag}`,
  });
  const rejected = await mail.waitFor(w.talent1.email, { subject: /Din udbetaling er afvist/, since });
  expect(rejected.text).toContain(`Begrundelse: Kontonummeret passer ikke ${w.tag}`);
  expect(rejected.text).toMatch(/står stadig på din saldo/);

  for (const other of [w.talent2.email, w.customerA.email, w.customerB.email]) {
    expect(mail.to(other).filter((m) => /udbetaling/i.test(m.subject))).toEqual([]);
  }
});
