/**
 * A new conversation inside the caller's transaction: the row, then all its participants in one
 * insert. Prisma's nested `connect` takes four statements for the same (it reads the users first
 * and the row back after); the participants' foreign key refuses an unknown user all the same.
 */
import type { Tx } from '../locks';

export async function createConversation(
  tx: Tx,
  data: { kind: 'booking' | 'direct'; subject: string; lastMessageAt: Date },
  participantIds: readonly string[],
): Promise<{ id: string }> {
  const conversation: { id: string } = await tx.conversation.create({ data, select: { id: true } });
  await tx.$executeRaw`INSERT INTO "_Conversation_participants" ("A", "B")
    SELECT ${conversation.id}, unnest(${participantIds}::text[]) ON CONFLICT DO NOTHING`;
  return conversation;
}
