/**
 * Reads for the message pages that cost the same however many conversations a person has: the
 * participants of a page of conversations in one query (Keystone resolves a many-relationship
 * one conversation at a time), and unread counts for just those conversations.
 * The caller passes conversation ids it read with the visitor's own access (Keystone's
 * `Conversation` rule: participants only), so these reads add no rows the visitor may not see.
 */
import type { KeystoneContext } from '@keystone-6/core/types';

export type Participant = { id: string; name: string };

/** Each conversation's participants (id, name), for the given conversations. */
export async function participantsOf(context: KeystoneContext, conversationIds: string[]): Promise<Map<string, Participant[]>> {
  if (conversationIds.length === 0) return new Map();
  const rows: { id: string; participants: Participant[] }[] = await context.prisma.conversation.findMany({
    where: { id: { in: conversationIds } },
    select: { id: true, participants: { select: { id: true, name: true }, orderBy: { name: 'asc' } } },
  });
  return new Map(rows.map((row) => [row.id, row.participants]));
}

/** What participants read instead of a message an admin has hidden (cms/lists/Message.ts `visibleBody`). */
export const REMOVED_MESSAGE = 'Beskeden er fjernet af MixBuddy';

export type ThreadMessage = { id: string; visibleBody: string; createdAt: string; sender: Participant | null };
export type Thread = { id: string; subject: string; kind: string; bookingId: string | null; participants: Participant[] };

/**
 * One conversation of `userId` with its participants and booking, or null when they do not take
 * part in it (as if it did not exist). One statement.
 */
export async function threadOf(context: KeystoneContext, userId: string, conversationId: string): Promise<Thread | null> {
  const [row] = (await context.prisma.$queryRawUnsafe(
    `SELECT c."id", c."subject", c."kind", b."id" AS "bookingId",
            json_agg(json_build_object('id', u."id", 'name', u."name") ORDER BY u."name") AS "participants"
       FROM "Conversation" c
       JOIN "_Conversation_participants" me ON me."A" = c."id" AND me."B" = $2
       JOIN "_Conversation_participants" p ON p."A" = c."id" JOIN "User" u ON u."id" = p."B"
       LEFT JOIN "Booking" b ON b."conversation" = c."id"
      WHERE c."id" = $1 GROUP BY c."id", b."id"`,
    conversationId,
    userId,
  )) as Thread[];
  return row ?? null;
}

/**
 * Up to `take` + 1 messages of a conversation, newest first, before `before` (keyset on date and
 * id), with their sender's name; a hidden message's text reads as removed. The caller has checked
 * that the reader takes part (`threadOf`).
 */
export async function threadMessages(
  context: KeystoneContext,
  conversationId: string,
  options: { before: { at: Date; id: string } | null; take: number },
): Promise<ThreadMessage[]> {
  const rows = (await context.prisma.$queryRawUnsafe(
    `SELECT m."id", m."body", m."hiddenAt", m."createdAt", u."id" AS "senderId", u."name" AS "senderName"
       FROM "Message" m LEFT JOIN "User" u ON u."id" = m."sender"
      WHERE m."conversation" = $1 AND ($2::timestamp(3) IS NULL OR (m."createdAt", m."id") < ($2, $3))
      ORDER BY m."createdAt" DESC, m."id" DESC LIMIT $4`,
    conversationId,
    options.before?.at ?? null,
    options.before?.id ?? '',
    options.take + 1,
  )) as { id: string; body: string; hiddenAt: Date | null; createdAt: Date; senderId: string | null; senderName: string | null }[];
  return rows.map((row) => ({
    id: row.id,
    visibleBody: row.hiddenAt ? REMOVED_MESSAGE : row.body,
    createdAt: new Date(row.createdAt).toISOString(),
    sender: row.senderId ? { id: row.senderId, name: row.senderName ?? '' } : null,
  }));
}
