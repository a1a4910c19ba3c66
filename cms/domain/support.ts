/**
 * submitSupportRequest — a visitor writes to MixBuddy through the contact form on /support.
 * Recipe: validate (zod, Danish messages) → at most 5 posts per IP an hour (rate-limit.ts, counted
 * only for a valid post, so a person correcting a mistake is not refused) → create the request (as the system, so the sender's
 * user is attached from the session and never from the form) → return its id. Admins read it in
 * the back office; the sender cannot read it back (see cms/lists/SupportRequest.ts).
 * replyToSupportRequest — an admin's answer, emailed and kept in the request's history (below).
 */
import { z } from 'zod';
import type { KeystoneContext } from '@keystone-6/core/types';
import { emails } from '../email/templates';
import { TOO_MANY_SUPPORT_REQUESTS, allowSupportRequest } from './accounts/rate-limit';
import { queueEmail } from '../email';
import type { Actor } from './actor';
import { now } from './clock';
import { forbidden, notFound, parseInput } from './errors';
import type { Tx } from './locks';
import { chosenNameSchema } from './names';
import { supportTopics } from './support-topics';
import { formatDateTime } from './time';

export { supportTopics };

const topics = supportTopics.map((t) => t.value) as [string, ...string[]];

export const supportRequestSchema = z.object({
  name: chosenNameSchema({ required: 'Skriv dit navn' }),
  email: z.string().trim().toLowerCase().max(254, 'E-mailadressen er for lang').pipe(z.email('Skriv en gyldig e-mailadresse')),
  topic: z.enum(topics, { error: 'Vælg et emne fra listen' }),
  message: z.string().trim().min(10, 'Skriv mindst 10 tegn, så vi kan hjælpe dig').max(5000, 'Beskeden må højst være 5000 tegn'),
});

export type SupportRequestInput = z.input<typeof supportRequestSchema>;

export type SupportResult = { ok: true; id: string } | { ok: false; errors: Partial<Record<keyof SupportRequestInput | 'form', string>> };

export async function submitSupportRequest(context: KeystoneContext, input: Record<string, unknown>): Promise<SupportResult> {
  const parsed = supportRequestSchema.safeParse(input);
  if (!parsed.success) {
    const errors: Partial<Record<keyof SupportRequestInput, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof SupportRequestInput;
      errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  if (!(await allowSupportRequest(context))) return { ok: false, errors: { form: TOO_MANY_SUPPORT_REQUESTS } };
  const userId = (context.session as { itemId?: string } | undefined)?.itemId;
  const created = await context.sudo().db.SupportRequest.createOne({
    data: { ...parsed.data, ...(userId ? { user: { connect: { id: userId } } } : {}) },
  });
  return { ok: true, id: String(created.id) };
}

// ── Answering from the back office ──────────────────────────────────────────────────────────

export const supportReplySchema = z.object({
  requestId: z.string().trim().min(1, 'Henvendelsen findes ikke'),
  body: z.string().trim().min(2, 'Skriv et svar').max(5000, 'Svaret må højst være 5000 tegn'),
});

/**
 * replyToSupportRequest — an admin answers a support request from the back office.
 * Recipe: admins only → validate → in one transaction: keep the answer in the request's history
 * (SupportReply), mark a new request "Under behandling", and queue the email to the person (so
 * the history never shows an answer that was not sent, nor the reverse) → return the reply.
 */
export async function replyToSupportRequest(context: KeystoneContext, actor: Actor, input: { requestId: string; body: string }) {
  if (actor.role !== 'admin') throw forbidden('Kun MixBuddy kan svare på henvendelser');
  const { requestId, body } = parseInput(supportReplySchema, input);
  const request = await context.prisma.supportRequest.findUnique({ where: { id: requestId } });
  if (!request) throw notFound('Henvendelsen findes ikke');
  return context.prisma.$transaction(async (tx: Tx) => {
    const reply = await tx.supportReply.create({
      data: { requestId: request.id, authorId: actor.userId, body, sentTo: request.email, createdAt: now() },
    });
    if (request.status === 'new') await tx.supportRequest.update({ where: { id: request.id }, data: { status: 'open' } });
    await queueEmail(tx, emails.supportReply(request.email, body, { sentAt: formatDateTime(request.createdAt) }));
    return reply;
  });
}
