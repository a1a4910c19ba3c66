/**
 * submitSupportRequest — a visitor writes to MixBuddy through the contact form on /support.
 * Recipe: validate (zod, Danish messages) → create the request (as the system, so the sender's
 * user is attached from the session and never from the form) → return its id. Admins read it in
 * the back office; the sender cannot read it back (see cms/lists/SupportRequest.ts).
 */
import { z } from 'zod';
import type { KeystoneContext } from '@keystone-6/core/types';

/** What a request is about (the form's select and the list's options). */
export const supportTopics = [
  { label: 'Booking', value: 'booking' },
  { label: 'Betaling og refusion', value: 'betaling' },
  { label: 'Min konto', value: 'konto' },
  { label: 'Bliv talent', value: 'talent' },
  { label: 'Andet', value: 'andet' },
] as const;

const topics = supportTopics.map((t) => t.value) as [string, ...string[]];

export const supportRequestSchema = z.object({
  name: z.string().trim().min(1, 'Skriv dit navn').max(120, 'Navnet må højst være 120 tegn'),
  email: z.string().trim().toLowerCase().max(254, 'E-mailadressen er for lang').pipe(z.email('Skriv en gyldig e-mailadresse')),
  topic: z.enum(topics, { error: 'Vælg et emne fra listen' }),
  message: z.string().trim().min(10, 'Skriv mindst 10 tegn, så vi kan hjælpe dig').max(5000, 'Beskeden må højst være 5000 tegn'),
});

export type SupportRequestInput = z.input<typeof supportRequestSchema>;

export type SupportResult =
  | { ok: true; id: string }
  | { ok: false; errors: Partial<Record<keyof SupportRequestInput, string>> };

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
  const userId = (context.session as { itemId?: string } | undefined)?.itemId;
  const created = await context.sudo().db.SupportRequest.createOne({
    data: { ...parsed.data, ...(userId ? { user: { connect: { id: userId } } } : {}) },
  });
  return { ok: true, id: String(created.id) };
}
