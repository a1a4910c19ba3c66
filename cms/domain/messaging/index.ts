/**
 * Conversations: `direct` (a customer writes to a talent from a menu or profile) and `booking`
 * (created with the booking). Only the two participants and admins read or write; the domain
 * checks that itself and writes with Prisma. Bodies are stored as plain text and always
 * rendered escaped (Astro and React escape by default; no page uses raw HTML for them).
 *
 * Unread: a message is unread for the other participant until they open the conversation
 * (`markConversationRead` sets `readAt`). New messages are announced to live listeners in every
 * server process (the `message` event of cms/events, server-sent events at GET
 * /api/messages/stream in cms/server/booking-routes.ts), and
 * by email to a recipient who has not been active in the conversation for a while.
 * The flow and its rules: README.md beside this file.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { config } from '../../config';
import { publishEvent } from '../../events';
import { queueEmail } from '../../email';
import { assertAccountActive } from '../account-status';
import type { Actor } from '../actor';
import { sendMessageSchema, startConversationSchema } from './schemas';
import { now } from '../clock';
import { DomainError, forbidden, notFound, parseInput } from '../errors';

/** A recipient counts as away when they have sent nothing in the conversation for 15 minutes. */
export const AWAY_AFTER_MS = 15 * 60_000;

type ConversationRow = { id: string; kind: string; subject: string; participants: { id: string; name: string; email: string; role: string }[] };

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
  const message = await context.prisma.$transaction(async (tx: any) => {
    const created = await tx.message.create({ data: { conversationId: conversation.id, senderId: actor.userId, body, createdAt: at } });
    await tx.conversation.update({ where: { id: conversation.id }, data: { lastMessageAt: at } });
    return created;
  });
  const recipients = conversation.participants.filter((p) => p.id !== actor.userId);
  // After the commit: a listener on another process reloads the thread at once.
  publishEvent('message', { conversationId: conversation.id, recipientIds: recipients.map((r) => r.id) });
  await emailAwayRecipients(context, conversation, actor, recipients, at);
  return message;
}

async function emailAwayRecipients(context: KeystoneContext, conversation: ConversationRow, actor: Actor, recipients: ConversationRow['participants'], at: Date) {
  const sender = await context.prisma.user.findUnique({ where: { id: actor.userId }, select: { name: true } });
  for (const recipient of recipients) {
    const lastOwn = await context.prisma.message.findFirst({ where: { conversationId: conversation.id, senderId: recipient.id }, orderBy: { createdAt: 'desc' } });
    if (lastOwn && at.getTime() - lastOwn.createdAt.getTime() < AWAY_AFTER_MS) continue;
    const path = recipient.role === 'talent' ? `/messages/${conversation.id}` : `/your-messages/${conversation.id}`;
    await queueEmail(context.prisma, {
      to: recipient.email,
      subject: `Ny besked fra ${sender?.name ?? 'MixBuddy'}`,
      text: `Hej ${recipient.name.split(' ')[0]}\n\n${sender?.name ?? 'Nogen'} har skrevet til dig om »${conversation.subject}«.\n\nLæs og svar: ${config.publicUrl}${path}\n\nVenlig hilsen\nMixBuddy`,
    });
  }
}

/**
 * A customer writes to a talent (from a menu or a profile). Reuses their open direct
 * conversation with that talent, so one pair has one thread.
 */
export async function startDirectConversation(context: KeystoneContext, actor: Actor, input: { talentId: string; menuId?: string; body: string }) {
  if (actor.role !== 'customer') throw forbidden('Log ind som kunde for at skrive til et talent');
  await assertAccountActive(context, actor.userId);
  const request = parseInput(startConversationSchema, input);
  const profile = await context.prisma.talentProfile.findUnique({ where: { id: request.talentId }, select: { userId: true, displayName: true } });
  if (!profile?.userId) throw notFound('Talentet findes ikke');
  const menu = request.menuId ? await context.prisma.menu.findFirst({ where: { id: request.menuId, talentId: request.talentId, status: 'published' } }) : null;
  if (request.menuId && !menu) throw new DomainError('Menuen findes ikke', { menuId: 'Menuen findes ikke' });

  const existing = await context.prisma.conversation.findFirst({
    where: { kind: 'direct', AND: [{ participants: { some: { id: actor.userId } } }, { participants: { some: { id: profile.userId } } }] },
  });
  const conversationId =
    existing?.id ??
    (await context.prisma.conversation.create({
      data: { kind: 'direct', subject: menu ? `Spørgsmål om »${menu.title}«` : `Besked til ${profile.displayName}`, participants: { connect: [{ id: actor.userId }, { id: profile.userId }] } },
    })).id;
  await sendMessage(context, actor, { conversationId, body: request.body });
  return loadConversation(context, conversationId);
}

/** The reader opened the conversation: everything the others wrote is now read. */
export async function markConversationRead(context: KeystoneContext, actor: Actor, conversationId: string) {
  const conversation = await loadConversation(context, conversationId);
  assertParticipant(actor, conversation);
  if (actor.role === 'admin' && !conversation.participants.some((p) => p.id === actor.userId)) return 0;
  const { count } = await context.prisma.message.updateMany({ where: { conversationId, ...unreadBy(actor.userId) }, data: { readAt: now() } });
  return count;
}

/** Messages others wrote in `userId`'s conversations that `userId` has not read: the one unread rule. */
const unreadBy = (userId: string) => ({ readAt: null, senderId: { not: userId }, conversation: { participants: { some: { id: userId } } } });

/** Unread messages per conversation of `userId` (the conversation list). */
export async function unreadCountsByConversation(context: KeystoneContext, userId: string) {
  const rows = await context.prisma.message.groupBy({
    by: ['conversationId'],
    where: unreadBy(userId),
    _count: { _all: true },
  });
  return new Map<string, number>(rows.map((row: { conversationId: string; _count: { _all: number } }) => [row.conversationId, row._count._all]));
}

/** Messages others wrote to `userId` that they have not read yet (the header badge). */
export async function unreadCount(context: KeystoneContext, userId: string) {
  return context.prisma.message.count({ where: unreadBy(userId) });
}

/** The input schemas, beside the operations that parse with them. */
export { messageBodySchema, sendMessageSchema, startConversationSchema } from './schemas';
