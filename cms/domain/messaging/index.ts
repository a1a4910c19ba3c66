/**
 * Conversations: `direct` (a customer writes to a talent from a menu or profile) and `booking`
 * (created with the booking). Only the two participants and admins read or write; the domain
 * checks that itself and writes with Prisma. Bodies are stored as plain text and always
 * rendered escaped (Astro and React escape by default; no page uses raw HTML for them).
 *
 * Unread: a message is unread for the other participant until they open the conversation
 * (`markConversationRead` sets `readAt`). New messages are announced to live listeners in every
 * server process (the `message` event of cms/events, server-sent events at GET
 * /api/messages/stream in cms/server/booking-routes.ts), and every message still unread
 * `UNREAD_EMAIL_AFTER_MS` after it was sent reaches its recipient by email: one email per
 * conversation per burst (`emailUnreadMessages`, an `unreadMessages` job keyed per conversation
 * and recipient, written in the message's transaction).
 * The flow and its rules: README.md beside this file.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { publishEvent } from '../../events';
import { queueEmail } from '../../email';
import { messageEmails } from '../../copy/emails';
import { enqueue } from '../../jobs';
import { assertAccountActive } from '../account-status';
import type { Actor } from '../actor';
import { sendMessageSchema, startConversationSchema } from './schemas';
import { now } from '../clock';
import { DomainError, forbidden, notFound, parseInput } from '../errors';
import { MINUTE } from '../time';

/**
 * A message still unread this long after it was sent is emailed to its recipient. Long enough
 * that someone chatting live (who reads it on the page) gets no email, short enough that a reply
 * never goes unnoticed. The first unread message of a burst starts the wait; later ones join it.
 */
export const UNREAD_EMAIL_AFTER_MS = 5 * MINUTE;

type ConversationRow = {
  id: string;
  kind: string;
  subject: string;
  participants: { id: string; name: string; email: string; role: string }[];
};

async function loadConversation(context: KeystoneContext, conversationId: string): Promise<ConversationRow> {
  const conversation = await context.prisma.conversation.findUnique({
    where: { id: conversationId },
    include: { participants: { select: { id: true, name: true, email: true, role: true } } },
  });
  if (!conversation) throw notFound('Samtalen findes ikke');
  return conversation;
}

function assertParticipant(actor: Actor, conversation: ConversationRow) {
  if (actor.role === 'admin') return;
  if (!conversation.participants.some((p) => p.id === actor.userId)) throw forbidden('Du har ikke adgang til denne samtale');
}

export async function sendMessage(context: KeystoneContext, actor: Actor, input: { conversationId: string; body: string }) {
  const conversation = await loadConversation(context, input.conversationId);
  assertParticipant(actor, conversation);
  await assertAccountActive(context, actor.userId);
  const { body } = parseInput(sendMessageSchema, input);
  const at = now();
  const recipients = conversation.participants.filter((p) => p.id !== actor.userId);
  const message = await context.prisma.$transaction(async (tx: any) => {
    const created = await tx.message.create({ data: { conversationId: conversation.id, senderId: actor.userId, body, createdAt: at } });
    await tx.conversation.update({ where: { id: conversation.id }, data: { lastMessageAt: at } });
    // The email job commits with the message. Keyed per conversation and recipient, keeping the
    // first message's time: a burst of messages is one email, sent once the first has waited.
    for (const recipient of recipients) {
      await enqueue(
        tx,
        'unreadMessages',
        { conversationId: conversation.id, userId: recipient.id },
        {
          key: `unread:${conversation.id}:${recipient.id}`,
          runAt: new Date(Date.now() + UNREAD_EMAIL_AFTER_MS),
          preserveRunAt: true,
        },
      );
    }
    return created;
  });
  // After the commit: a listener on another process reloads the thread at once.
  publishEvent('message', { conversationId: conversation.id, recipientIds: recipients.map((r) => r.id) });
  return message;
}

/** Where a participant reads a thread. */
export const threadPath = (role: string, conversationId: string) =>
  role === 'talent' ? `/messages/${conversationId}` : `/your-messages/${conversationId}`;

/**
 * The `unreadMessages` job: emails `userId` the messages of the conversation that are still
 * unread and not emailed before (hidden ones never), in one email with a link to the thread, and
 * marks them emailed in the same transaction — so a message is in at most one email, and a
 * message read in the meantime in none. Run with a sudo context (the job worker).
 */
export async function emailUnreadMessages(context: KeystoneContext, conversationId: string, userId: string) {
  const conversation = await context.prisma.conversation.findUnique({
    where: { id: conversationId },
    select: { id: true, subject: true, participants: { where: { id: userId }, select: { id: true, name: true, email: true, role: true } } },
  });
  const recipient = conversation?.participants[0];
  if (!conversation || !recipient?.email) return 0;
  return context.prisma.$transaction(async (tx: any) => {
    type Unread = { id: string; body: string; createdAt: Date; sender: { name: string } | null };
    const unread: Unread[] = await tx.message.findMany({
      where: { conversationId, senderId: { not: userId }, readAt: null, emailedAt: null, hiddenAt: null },
      orderBy: { createdAt: 'asc' },
      select: { id: true, body: true, createdAt: true, sender: { select: { name: true } } },
    });
    // Claimed in one statement that returns what it changed: a run that overlaps another
    // (PostgreSQL, a job replaced while it ran) emails only the rows it claimed, so no message is
    // in two emails.
    if (!unread.length) return 0;
    const mine: { id: string }[] = await tx.message.updateManyAndReturn({
      where: { id: { in: unread.map((m) => m.id) }, emailedAt: null },
      data: { emailedAt: now() },
      select: { id: true },
    });
    const claimedIds = new Set(mine.map((m) => m.id));
    const claimed = unread.filter((m) => claimedIds.has(m.id));
    if (!claimed.length) return 0;
    await queueEmail(
      tx,
      messageEmails.unread({
        to: recipient.email,
        name: recipient.name,
        subject: conversation.subject,
        path: threadPath(recipient.role, conversationId),
        messages: claimed.map((m) => ({ sender: m.sender?.name ?? 'MixBuddy', body: m.body, at: m.createdAt })),
      }),
    );
    return claimed.length;
  });
}

/**
 * A customer writes to a talent (from a menu or a profile). Reuses their open direct
 * conversation with that talent, so one pair has one thread.
 */
export async function startDirectConversation(
  context: KeystoneContext,
  actor: Actor,
  input: { talentId: string; menuId?: string; body: string },
) {
  if (actor.role !== 'customer') throw forbidden('Log ind som kunde for at skrive til et talent');
  await assertAccountActive(context, actor.userId);
  const request = parseInput(startConversationSchema, input);
  const profile = await context.prisma.talentProfile.findUnique({
    where: { id: request.talentId },
    select: { userId: true, displayName: true },
  });
  if (!profile?.userId) throw notFound('Talentet findes ikke');
  const menu = request.menuId
    ? await context.prisma.menu.findFirst({ where: { id: request.menuId, talentId: request.talentId, status: 'published' } })
    : null;
  if (request.menuId && !menu) throw new DomainError('Menuen findes ikke', { menuId: 'Menuen findes ikke' });

  const existing = await context.prisma.conversation.findFirst({
    where: { kind: 'direct', AND: [{ participants: { some: { id: actor.userId } } }, { participants: { some: { id: profile.userId } } }] },
  });
  const conversationId =
    existing?.id ??
    (
      await context.prisma.conversation.create({
        data: {
          kind: 'direct',
          subject: menu ? `Spørgsmål om »${menu.title}«` : `Besked til ${profile.displayName}`,
          participants: { connect: [{ id: actor.userId }, { id: profile.userId }] },
        },
      })
    ).id;
  await sendMessage(context, actor, { conversationId, body: request.body });
  return loadConversation(context, conversationId);
}

/** The reader opened the conversation: everything the others wrote is now read. */
export async function markConversationRead(context: KeystoneContext, actor: Actor, conversationId: string) {
  const conversation = await loadConversation(context, conversationId);
  assertParticipant(actor, conversation);
  if (actor.role === 'admin' && !conversation.participants.some((p) => p.id === actor.userId)) return 0;
  const { count } = await context.prisma.message.updateMany({
    where: { conversationId, ...unreadBy(actor.userId) },
    data: { readAt: now() },
  });
  return count;
}

/**
 * Marks what others wrote to `userId` in a conversation read, for a reader the page has already
 * found to take part (the rule itself also checks it): one statement, no loading first.
 */
export async function markThreadRead(context: KeystoneContext, userId: string, conversationId: string) {
  const { count } = await context.prisma.message.updateMany({ where: { conversationId, ...unreadBy(userId) }, data: { readAt: now() } });
  return count as number;
}

/** Messages others wrote in `userId`'s conversations that `userId` has not read: the one unread rule. */
const unreadBy = (userId: string) => ({
  readAt: null,
  senderId: { not: userId },
  conversation: { participants: { some: { id: userId } } },
});

/** Unread messages per conversation of `userId` (the conversation list: only the page's conversations when given). */
export async function unreadCountsByConversation(context: KeystoneContext, userId: string, conversationIds?: string[]) {
  const rows = await context.prisma.message.groupBy({
    by: ['conversationId'],
    where: { ...unreadBy(userId), ...(conversationIds ? { conversationId: { in: conversationIds } } : {}) },
    _count: { _all: true },
  });
  return new Map<string, number>(
    rows.map((row: { conversationId: string; _count: { _all: number } }) => [row.conversationId, row._count._all]),
  );
}

/** Messages others wrote to `userId` that they have not read yet (the header badge). */
export async function unreadCount(context: KeystoneContext, userId: string) {
  return context.prisma.message.count({ where: unreadBy(userId) });
}

export { participantsOf, threadMessages, threadOf, REMOVED_MESSAGE, type Participant, type Thread, type ThreadMessage } from './read';

/** The input schemas, beside the operations that parse with them. */
export { messageBodySchema, sendMessageSchema, startConversationSchema } from './schemas';
