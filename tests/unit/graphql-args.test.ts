/**
 * argsFrom (cms/graphql/args.ts): GraphQL args derived from a zod input schema. What a mutation's
 * signature is made of — names, order, types, nullability, descriptions — must come out exactly
 * as a hand-written `g.arg` list would, or the public API changes.
 */
import { g } from '@keystone-6/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { argsFrom } from '../../cms/graphql/args';
import { reviewSchema } from '../../cms/domain/booking/review-schemas';
import { cancelBookingSchema } from '../../cms/domain/booking/schemas';
import { changePasswordSchema, completePasswordResetSchema, updateAccountSchema } from '../../cms/domain/accounts';
import { sendMessageSchema } from '../../cms/domain/messaging/schemas';

/** Each arg as SDL (`name: Type!`), in order, with its description if any. */
const sdl = (args: Record<string, { type: unknown; description?: unknown }>) =>
  Object.entries(args).map(([name, arg]) => `${name}: ${String(arg.type)}${arg.description ? ` "${String(arg.description)}"` : ''}`);

describe('argsFrom', () => {
  it('maps strings, numbers and booleans; optional and defaulted fields are nullable, the rest non-null, in schema order', () => {
    const schema = z.object({
      title: z.string().trim().min(1),
      note: z.string().optional(),
      tag: z.string().default(''),
      count: z.number().int(),
      share: z.number(),
      guests: z.coerce.number().int().min(1),
      published: z.boolean(),
      hidden: z.boolean().optional(),
      kind: z.enum(['a', 'b']),
    });
    expect(sdl(argsFrom(schema))).toEqual([
      'title: String!',
      'note: String',
      'tag: String',
      'count: Int!',
      'share: Float!',
      'guests: Int!',
      'published: Boolean!',
      'hidden: Boolean',
      'kind: String!',
    ]);
  });

  it('takes ID (or any scalar) and descriptions from the overrides', () => {
    const schema = z.object({ menuId: z.string().min(1), amount: z.coerce.number(), parentId: z.string().optional() });
    expect(sdl(argsFrom(schema, { menuId: g.ID, amount: { type: g.Int, description: 'Øre' }, parentId: g.ID }))).toEqual([
      'menuId: ID!',
      'amount: Int! "Øre"',
      'parentId: ID',
    ]);
  });

  it('gives the review mutation its published signature', () => {
    expect(sdl(argsFrom(reviewSchema, { bookingId: g.ID, rating: g.Int }))).toEqual(['bookingId: ID!', 'rating: Int!', 'body: String']);
  });

  it('gives the account, cancel and message mutations their published signatures', () => {
    expect(sdl(argsFrom(completePasswordResetSchema))).toEqual(['token: String!', 'password: String!', 'passwordRepeat: String']);
    expect(sdl(argsFrom(changePasswordSchema))).toEqual(['currentPassword: String', 'password: String!', 'passwordRepeat: String']);
    expect(sdl(argsFrom(updateAccountSchema))).toEqual(['name: String!', 'email: String!', 'phone: String']);
    expect(sdl(argsFrom(cancelBookingSchema.omit({ bookingId: true })))).toEqual(['reason: String']);
    expect(sdl(argsFrom(sendMessageSchema, { conversationId: g.ID }))).toEqual(['conversationId: ID!', 'body: String!']);
  });

  it('refuses what it cannot express, and overrides for fields the schema does not have', () => {
    expect(() => argsFrom(z.object({ tags: z.array(z.string()) }))).toThrow(/tags/);
    expect(() => argsFrom(z.object({ name: z.string().nullable() }))).toThrow(/name/);
    expect(() => argsFrom(z.object({ id: z.string() }), { other: g.ID } as never)).toThrow(/other/);
  });
});
