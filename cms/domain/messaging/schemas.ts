/**
 * Input schemas of the messaging operations (index.ts): pure zod, no server imports, so the
 * site's form endpoints validate with exactly the same rules and messages.
 */
import { z } from 'zod';

export const messageBodySchema = z.string().trim().min(1, 'Skriv en besked').max(4000, 'Beskeden må højst være 4000 tegn');

export const sendMessageSchema = z.object({
  conversationId: z.string().min(1, 'Samtalen findes ikke'),
  body: messageBodySchema,
});

export const startConversationSchema = z.object({
  talentId: z.string().min(1, 'Vælg et talent'),
  menuId: z.string().optional().default(''),
  body: messageBodySchema,
});
