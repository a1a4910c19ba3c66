/**
 * What the data provider knows about Keystone's GraphQL API, read from an introspection result:
 * per list its operations (users / user / usersCount / createUser / …), its readable fields
 * (scalars, and relationships as `{ id }`), which fields can be filtered and how, which can be
 * sorted and which can be written. Nothing here hard-codes a field name of a MixBuddy list.
 *
 * Pure functions: used in the browser, by the Vite plugin that embeds the schema at build time,
 * and by the unit tests.
 */
import type {
  IntrospectionField,
  IntrospectionInputObjectType,
  IntrospectionInputValue,
  IntrospectionObjectType,
  IntrospectionSchema,
  IntrospectionType,
  IntrospectionTypeRef,
} from 'graphql';

export type Operation = { name: string; args: readonly IntrospectionInputValue[] };

export type OutputField =
  /** `perRow`: computed with arguments (a relationship's count), one more query for every row. */
  { name: string; kind: 'scalar'; perRow?: boolean } | { name: string; kind: 'relationship'; many: boolean; ref: string };

/** How one field of `<List>WhereInput` filters. */
export type FilterField =
  | { kind: 'scalar'; type: string; scalar: string; canContain: boolean; hasMode: boolean }
  | { kind: 'relationship'; many: boolean; ref: string };

export type ListModel = {
  key: string;
  ops: {
    list: Operation;
    count: Operation;
    one: Operation;
    create?: Operation;
    createMany?: Operation;
    update?: Operation;
    updateMany?: Operation;
    delete?: Operation;
    deleteMany?: Operation;
  };
  fields: Map<string, OutputField>;
  filters: Map<string, FilterField>;
  orderable: Set<string>;
  createFields: Set<string>;
  updateFields: Set<string>;
  /** String fields `q` may search when the resource does not name its own. */
  textFields: string[];
};

export type KeystoneModel = {
  lists: Map<string, ListModel>;
  /** The operation names per list, in ra-data-graphql's vocabulary (GET_LIST, CREATE …). */
  operationNames: Map<string, Record<string, string>>;
};

/** The innermost named type of a type reference. */
export function namedType(ref: IntrospectionTypeRef): { kind: string; name: string } {
  let current: IntrospectionTypeRef = ref;
  while (current.kind === 'NON_NULL' || current.kind === 'LIST') current = current.ofType;
  return current as { kind: string; name: string };
}

export function isListType(ref: IntrospectionTypeRef): boolean {
  let current: IntrospectionTypeRef = ref;
  while (current.kind === 'NON_NULL') current = current.ofType;
  return current.kind === 'LIST';
}

/** The type as written in a variable definition, e.g. `[UserWhereUniqueInput!]!`. */
export function printTypeRef(ref: IntrospectionTypeRef): string {
  if (ref.kind === 'NON_NULL') return `${printTypeRef(ref.ofType)}!`;
  if (ref.kind === 'LIST') return `[${printTypeRef(ref.ofType)}]`;
  return ref.name;
}

const argNamed = (op: IntrospectionField, name: string) => op.args.find((a) => a.name === name);
const argIs = (op: IntrospectionField, name: string, typeName: string, list = false) => {
  const arg = argNamed(op, name);
  return Boolean(arg && namedType(arg.type).name === typeName && isListType(arg.type) === list);
};
const returns = (op: IntrospectionField, typeName: string, list: boolean) =>
  namedType(op.type).name === typeName && isListType(op.type) === list;
const asOp = (field?: IntrospectionField): Operation | undefined => (field ? { name: field.name, args: field.args } : undefined);

export function buildKeystoneModel(schema: IntrospectionSchema): KeystoneModel {
  const types = new Map<string, IntrospectionType>(schema.types.map((t) => [t.name, t]));
  const inputFields = (name: string) => {
    const type = types.get(name);
    return type?.kind === 'INPUT_OBJECT' ? (type as IntrospectionInputObjectType).inputFields : undefined;
  };
  const queryType = types.get(schema.queryType.name) as IntrospectionObjectType;
  const mutationType = schema.mutationType ? (types.get(schema.mutationType.name) as IntrospectionObjectType) : undefined;
  const queries = queryType?.fields ?? [];
  const mutations = mutationType?.fields ?? [];

  // A Keystone list is an object type with a `<List>WhereUniqueInput` and a list query.
  const isList = (name: string) => types.get(name)?.kind === 'OBJECT' && inputFields(`${name}WhereUniqueInput`) !== undefined;

  const lists = new Map<string, ListModel>();
  const operationNames = new Map<string, Record<string, string>>();
  for (const type of schema.types) {
    if (type.kind !== 'OBJECT' || !isList(type.name)) continue;
    const key = type.name;
    const where = `${key}WhereInput`;
    const unique = `${key}WhereUniqueInput`;
    const list = queries.find((q) => returns(q, key, true) && argIs(q, 'where', where));
    const one = queries.find((q) => returns(q, key, false) && argIs(q, 'where', unique));
    const count = list && queries.find((q) => q.name === `${list.name}Count`);
    if (!list || !one || !count) continue;
    const ops: ListModel['ops'] = {
      list: asOp(list)!,
      count: asOp(count)!,
      one: asOp(one)!,
      create: asOp(mutations.find((m) => returns(m, key, false) && argIs(m, 'data', `${key}CreateInput`))),
      createMany: asOp(mutations.find((m) => returns(m, key, true) && argIs(m, 'data', `${key}CreateInput`, true))),
      update: asOp(mutations.find((m) => returns(m, key, false) && argIs(m, 'where', unique) && argIs(m, 'data', `${key}UpdateInput`))),
      updateMany: asOp(mutations.find((m) => returns(m, key, true) && argIs(m, 'data', `${key}UpdateArgs`, true))),
      delete: asOp(mutations.find((m) => returns(m, key, false) && argIs(m, 'where', unique) && !argNamed(m, 'data'))),
      deleteMany: asOp(mutations.find((m) => returns(m, key, true) && argIs(m, 'where', unique, true))),
    };

    const fields = new Map<string, OutputField>();
    for (const field of (type as IntrospectionObjectType).fields) {
      // Skip fields that cannot be selected without arguments.
      if (field.args.some((a) => a.type.kind === 'NON_NULL' && a.defaultValue == null)) continue;
      const target = namedType(field.type);
      if (target.kind === 'SCALAR' || target.kind === 'ENUM') {
        fields.set(
          field.name,
          field.args.length ? { name: field.name, kind: 'scalar', perRow: true } : { name: field.name, kind: 'scalar' },
        );
      } else if (target.kind === 'OBJECT' && isList(target.name)) {
        fields.set(field.name, { name: field.name, kind: 'relationship', many: isListType(field.type), ref: target.name });
      }
      // other objects (e.g. PasswordState) are not part of a record
    }

    const filters = new Map<string, FilterField>();
    for (const input of inputFields(where) ?? []) {
      if (['AND', 'OR', 'NOT'].includes(input.name)) continue;
      const filterType = namedType(input.type).name;
      const filterFields = inputFields(filterType) ?? [];
      const names = new Set(filterFields.map((f) => f.name));
      const relation = fields.get(input.name);
      if (relation?.kind === 'relationship') {
        filters.set(input.name, { kind: 'relationship', many: relation.many, ref: relation.ref });
      } else if (names.has('equals')) {
        const equals = filterFields.find((f) => f.name === 'equals')!;
        filters.set(input.name, {
          kind: 'scalar',
          type: filterType,
          scalar: namedType(equals.type).name,
          canContain: names.has('contains'),
          hasMode: names.has('mode'),
        });
      }
    }
    const textFields = [...filters]
      .filter(([name, f]) => f.kind === 'scalar' && f.scalar === 'String' && f.canContain && name !== 'id')
      .map(([name]) => name);

    const model: ListModel = {
      key,
      ops,
      fields,
      filters,
      orderable: new Set((inputFields(`${key}OrderByInput`) ?? []).map((f) => f.name)),
      createFields: new Set((inputFields(`${key}CreateInput`) ?? []).map((f) => f.name)),
      updateFields: new Set((inputFields(`${key}UpdateInput`) ?? []).map((f) => f.name)),
      textFields,
    };
    lists.set(key, model);
    operationNames.set(key, {
      GET_LIST: ops.list.name,
      GET_MANY: ops.list.name,
      GET_MANY_REFERENCE: ops.list.name,
      GET_ONE: ops.one.name,
      ...(ops.create ? { CREATE: ops.create.name } : {}),
      ...(ops.update ? { UPDATE: ops.update.name } : {}),
      ...(ops.updateMany ? { UPDATE_MANY: ops.updateMany.name } : {}),
      ...(ops.delete ? { DELETE: ops.delete.name } : {}),
      ...(ops.deleteMany ? { DELETE_MANY: ops.deleteMany.name } : {}),
    });
  }
  return { lists, operationNames };
}

/**
 * A smaller copy of an introspection result with only what the back office reads: the list
 * types, the Query and Mutation fields, input objects, enums and scalars — no descriptions,
 * directives or Keystone's admin-UI metadata. Used to embed the schema into the build so the
 * back office works where the server disables introspection (production).
 */
export function trimIntrospection(schema: IntrospectionSchema): IntrospectionSchema {
  const skip = (name: string) => name.startsWith('__') || name.startsWith('KeystoneAdmin') || name === 'KeystoneMeta';
  const strip = <T extends object>(value: T): T => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (k === 'description' || k === 'isDeprecated' || k === 'deprecationReason' || k === 'specifiedByURL') continue;
      if (k === 'isOneOf' && v === false) continue;
      if (v === null && (k === 'interfaces' || k === 'possibleTypes' || k === 'enumValues' || k === 'inputFields' || k === 'fields'))
        continue;
      out[k] = Array.isArray(v)
        ? v.map((item) => (item && typeof item === 'object' ? strip(item) : item))
        : v && typeof v === 'object'
          ? strip(v)
          : v;
    }
    return out as T;
  };
  const types = schema.types
    .filter((t) => !skip(t.name))
    .map((t) => {
      if ((t.name === schema.queryType.name || t.name === schema.mutationType?.name) && t.kind === 'OBJECT') {
        return { ...t, fields: t.fields.filter((f) => !skip(namedType(f.type).name) && f.name !== 'keystone') };
      }
      return t;
    })
    .map(strip);
  return {
    queryType: schema.queryType,
    mutationType: schema.mutationType,
    subscriptionType: null,
    types,
    directives: [],
  } as unknown as IntrospectionSchema;
}
