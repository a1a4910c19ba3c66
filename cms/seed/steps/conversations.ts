// Seed step: one conversation per booking (its thread) and the direct conversations, with their messages.
import type { KeystoneContext } from '@keystone-6/core/types';
import { DAY } from '../../domain/time';
import { addHours, dayAt } from '../calendar';
import { directConversations, type SeedMessage } from '../conversations';
import type { PlannedBooking } from './plan';
import { connect, type SeedTime } from './shared';

/** Returns the conversation id of each planned booking, in the same order. */
export async function seedConversations(
  context: KeystoneContext,
  { now, past }: SeedTime,
  planned: PlannedBooking[],
  userId: Map<string, string>,
) {
  const threads = [
    ...planned.map((p) => ({
      kind: 'booking',
      subject: `${p.menu.title} – ${p.dateText}`,
      customer: p.spec.customer,
      talent: p.menu.talent,
      messages: p.messages,
    })),
    ...directConversations.map((d) => {
      const start = dayAt(now, -d.daysAgo, '10:15');
      return {
        kind: 'direct',
        subject: d.subject,
        customer: d.customer,
        talent: d.talent,
        messages: d.messages.map(([from, body], i): SeedMessage => ({ from, body, at: past(addHours(start, i * 3 + (i ? 1 : 0))) })),
      };
    }),
  ];
  const conversations = await context.db.Conversation.createMany({
    data: threads.map((t) => ({
      kind: t.kind,
      subject: t.subject,
      participants: { connect: [{ id: userId.get(t.customer)! }, { id: userId.get(t.talent)! }] },
      createdAt: t.messages[0].at,
    })),
  });

  // Messages: sender alternates as written in the thread; participants are customer + talent.
  await context.db.Message.createMany({
    data: threads.flatMap((t, i) =>
      t.messages.map((m, j) => ({
        conversation: connect(String(conversations[i].id)),
        sender: connect(userId.get(m.from === 'customer' ? t.customer : t.talent)!),
        body: m.body,
        createdAt: m.at,
        // Read, except a thread's latest message from the last two days (the demo's unread badge).
        readAt: j === t.messages.length - 1 && now.getTime() - m.at.getTime() < 2 * DAY ? null : m.at,
      })),
    ),
  });
  // Message's afterOperation sets lastMessageAt as each (parallel) create finishes; settle it here.
  await context.db.Conversation.updateMany({
    data: threads.map((t, i) => ({ where: { id: String(conversations[i].id) }, data: { lastMessageAt: t.messages.at(-1)!.at } })),
  });
  return planned.map((_, i) => String(conversations[i].id));
}
