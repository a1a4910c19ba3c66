/**
 * GraphQL args derived from an operation's zod input schema, so a mutation's input is declared
 * once (beside its domain function) instead of twice. `argsFrom(schema, overrides?)` reads a flat
 * `z.object` of strings, enums, numbers and booleans: a field the input may omit (`.optional()`,
 * `.default()`) becomes a nullable arg, every other field a non-null one; the order is the
 * schema's. zod cannot tell an ID from a String, so the overrides say so explicitly
 * (`{ bookingId: g.ID }`); numbers are Int when the schema says `.int()`, else Float. An override
 * may carry a description (`{ amount: { type: g.Int, description: 'Øre' } }`).
 * A pipe (`.transform(…).pipe(…)`) is the arg of what it starts from. Anything else (nested
 * objects, arrays, nullable, a bare transform) throws at start-up: such a
 * mutation keeps its hand-written args.
 */
import { g } from '@keystone-6/core';
import type { GArg, GNonNull, GScalarType } from '@graphql-ts/schema';
import type { z } from 'zod';

type Scalar = GScalarType<string> | GScalarType<number> | GScalarType<boolean>;
type Override = Scalar | { type: Scalar; description: string };

type ValueOf<T> = T extends string ? string : T extends number ? number : T extends boolean ? boolean : never;
/** A key the input may leave out (optional or defaulted in zod). */
type Omittable<T, K extends keyof T> = {} extends Pick<T, K> ? true : false;

export type ArgsFrom<S extends z.ZodObject> = {
  [K in keyof z.output<S>]: K extends keyof z.input<S>
    ? Omittable<z.input<S>, K> extends true
      ? GArg<GScalarType<ValueOf<NonNullable<z.output<S>[K]>>>, false>
      : GArg<GNonNull<GScalarType<ValueOf<z.output<S>[K]>>>, false>
    : never;
};

const withDescription = (override: Override): override is { type: Scalar; description: string } => 'type' in override;

/** The inner schema and whether the input may leave the field out. */
function unwrap(field: z.ZodType): { base: z.ZodType; omittable: boolean } {
  let base = field;
  while (base._zod.def.type === 'optional' || base._zod.def.type === 'default') {
    base = (base._zod.def as unknown as { innerType: z.ZodType }).innerType;
  }
  // zod marks a field the input may leave out: optin 'optional' (`.optional()`) or 'defaulted' (`.default()`).
  const optin: string | undefined = field._zod.optin;
  return { base, omittable: optin === 'optional' || optin === 'defaulted' };
}

function scalarOf(key: string, base: z.ZodType): Scalar {
  switch (base._zod.def.type) {
    case 'string':
    case 'enum':
      return g.String;
    case 'boolean':
      return g.Boolean;
    case 'number':
      return (base as z.ZodNumber).isInt ? g.Int : g.Float;
    case 'pipe':
      // A value checked, changed and checked again (`.transform().pipe()`): the client sends what it starts as.
      return scalarOf(key, (base._zod.def as unknown as { in: z.ZodType }).in);
    default:
      throw new Error(`argsFrom: field "${key}" is a ${base._zod.def.type}; write its GraphQL arg by hand`);
  }
}

export function argsFrom<S extends z.ZodObject>(
  schema: S,
  overrides: Partial<Record<keyof z.output<S> & string, Override>> = {},
): ArgsFrom<S> {
  const unknownKeys = Object.keys(overrides).filter((key) => !(key in schema.shape));
  if (unknownKeys.length) throw new Error(`argsFrom: no such field ${unknownKeys.join(', ')}`);
  const args: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const { base, omittable } = unwrap(field);
    const override: Override | undefined = overrides[key as keyof typeof overrides];
    const { type, description } =
      override === undefined
        ? { type: scalarOf(key, base), description: undefined }
        : withDescription(override)
          ? override
          : { type: override, description: undefined };
    const argType = omittable ? type : g.nonNull(type);
    args[key] = description === undefined ? g.arg({ type: argType }) : g.arg({ type: argType, description });
  }
  return args as ArgsFrom<S>;
}
