/** Field helpers shared by several lists. */
import { g } from '@keystone-6/core';
import { integer, timestamp } from '@keystone-6/core/fields';
import { fieldType, type FieldTypeFunc } from '@keystone-6/core/types';
import type { BaseFields, BaseListTypeInfo, FieldAccessControl } from '@keystone-6/core/types';
import { fieldRules } from '../access';
import { isOwnImagePath } from '../domain/images';

export const createdAt = () =>
  timestamp({ defaultValue: { kind: 'now' }, ui: { createView: { fieldMode: 'hidden' } }, db: { isNullable: false } });

export const updatedAt = () => timestamp({ db: { updatedAt: true } });

const modelAttributes = (attributes: string[]) => ({
  extendPrismaSchema: (model: string) => model.replace(/\}\s*$/, `${attributes.map((line) => `  ${line}`).join('\n')}\n}`),
});

/**
 * A list's composite indexes, for reads that filter and sort together (the column lists use
 * Prisma's field names, `talentId` for the `talent` relationship): `db: indexes(['status', 'createdAt'])`.
 * Keystone writes them into the Prisma schema, so the migration snapshots agree with the database.
 */
export const indexes = (...columnLists: string[][]) => modelAttributes(columnLists.map((columns) => `@@index([${columns.join(', ')}])`));

/**
 * Column lists that must be unique together (`db: uniqueTogether(['customerId', 'menuId'])`): the
 * database, not a read before the write, keeps concurrent requests from storing a row twice.
 * NULLs never collide, so a nullable column only constrains the rows that set it.
 */
export const uniqueTogether = (...columnLists: string[][]) =>
  modelAttributes(columnLists.map((columns) => `@@unique([${columns.join(', ')}])`));

/** Money is always whole øre (1 kr = 100 øre); never a float. */
export const ore = (options: { min?: number; defaultValue?: number; isRequired?: boolean } = {}) =>
  integer({
    defaultValue: options.defaultValue ?? 0,
    validation: { isRequired: options.isRequired ?? true, ...(options.min !== undefined ? { min: options.min } : {}) },
    db: { isNullable: false },
  });

/**
 * Filtering and sorting are for admins, except on the public fields a list names here. Wraps each
 * field so its own read/create/update rules stay as they are and only `read.filter` and
 * `read.order` change: a private field or relationship used in a `where` or `orderBy` by anyone
 * but an admin is refused ("You cannot filter by …"), in queries and counts alike. Without this,
 * `reviewsCount(where: { booking: { address: { startsWith: "g" } } })` reads private data one
 * character at a time. `id` is Keystone's own field and stays filterable (lookups by id).
 */
export function publicFilters<Fields extends BaseFields<BaseListTypeInfo>>(
  publicKeys: readonly (keyof Fields & string)[],
  fields: Fields,
): Fields {
  const wrapped: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields)) {
    const isPublic = publicKeys.includes(key);
    wrapped[key] = (meta: Parameters<typeof field>[0]) => {
      const resolved = field(meta);
      return { ...resolved, access: withFilterRule(resolved.access, isPublic) };
    };
  }
  return wrapped as Fields;
}

type AnyFieldAccess = FieldAccessControl<BaseListTypeInfo> | undefined;
const allowAll = () => true;

/** Keeps a field's own rules; filter and order become admin-only unless the field is public. */
function withFilterRule(access: AnyFieldAccess, isPublic: boolean): AnyFieldAccess {
  const rule = typeof access === 'function' ? { read: access, create: access, update: access } : { ...access };
  const read = typeof rule.read === 'function' ? { item: rule.read, filter: rule.read, order: rule.read } : rule.read;
  const item = read?.item ?? allowAll;
  if (!isPublic) return { ...rule, read: { item, filter: fieldRules.adminOnly, order: fieldRules.adminOnly } } as AnyFieldAccess;
  return { ...rule, read: { item, filter: read?.filter ?? allowAll, order: read?.order ?? allowAll } } as AnyFieldAccess;
}

/** The one image-path rule (cms/domain/images.ts), as a list validation message. */
export const ownImagePathProblem = (value: unknown) => (isOwnImagePath(value) ? null : 'Billedet skal være uploadet til MixBuddy');

/** For a JSON list of image paths (Menu.images). */
export function ownImageListProblem(value: unknown) {
  if (!Array.isArray(value)) return 'Billederne skal være en liste';
  for (const path of value) {
    const problem = ownImagePathProblem(path);
    if (problem) return problem;
  }
  return null;
}

/**
 * The raw foreign-key column of a to-one relationship (`talentId` beside `talent`) as a filter, for
 * access rules. Keystone resolves `{ talent: { id: { equals } } }` into a join on the related table,
 * and with an `OR` of two such joins (a booking's customer or talent) no index serves the query:
 * PostgreSQL reads and sorts every row. `{ talentId: { equals } }` is a plain comparison on the
 * column, which the list's index on it answers. No column of its own (it reads the relationship's),
 * never written; reading and filtering by it in a request's own `where` is for admins (publicFilters).
 *   fields: { talent: relationship(…), talentId: foreignKey() }
 */
const ForeignKeyFilter = g.inputObject({
  name: 'ForeignKeyFilter',
  fields: { equals: g.arg({ type: g.ID }), in: g.arg({ type: g.list(g.nonNull(g.ID)) }) },
});

export const foreignKey = (): FieldTypeFunc<BaseListTypeInfo> => (meta) =>
  fieldType({ kind: 'none' })({
    input: {
      where: {
        arg: g.arg({ type: ForeignKeyFilter }),
        resolve: (value: { equals?: string | null; in?: readonly string[] | null } | null) => ({
          ...(value?.equals != null ? { equals: value.equals } : {}),
          ...(value?.in != null ? { in: [...value.in] } : {}),
        }),
      },
    },
    output: g.field({ type: g.ID, resolve: ({ item }) => ((item as Record<string, unknown>)[meta.fieldKey] as string | null) ?? null }),
    access: {
      read: { item: fieldRules.adminOnly, filter: fieldRules.adminOnly, order: fieldRules.adminOnly },
      create: () => false,
      update: () => false,
    },
    views: '@keystone-6/core/fields/types/virtual/views',
    getAdminMeta: () => ({ query: '' }),
    graphql: { omit: { create: true, update: true } },
  });
