/**
 * Builds the attacks of the one-door sweep from the live GraphQL schema, so a list or field added
 * tomorrow is attacked too without anyone writing a test for it:
 * - every generated mutation (create/update/delete, one and many) of every list;
 * - every field of every create and update input, relationships as connect / disconnect / set;
 * - every field of every `where` and `orderBy` input.
 * It also reads a complete snapshot of the database as an admin (every list, every scalar, every
 * relationship's ids), to prove afterwards that nothing changed.
 */
import type { Visitor } from '../support/server';

type TypeRef = { kind: string; name: string | null; ofType: TypeRef | null };
type InputField = { name: string; type: TypeRef };
type FullType = {
  kind: string;
  name: string;
  fields: { name: string; args: { name: string }[]; type: TypeRef }[] | null;
  inputFields: InputField[] | null;
  enumValues: { name: string }[] | null;
};

const INTROSPECTION = `{ __schema {
  mutationType { fields { name } }
  types { kind name
    fields { name args { name } type { ...T } }
    inputFields { name type { ...T } }
    enumValues { name }
  } } }
  fragment T on __Type { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } }`;

const named = (type: TypeRef): TypeRef => (type.ofType ? named(type.ofType) : type);
const isList = (type: TypeRef): boolean => type.kind === 'LIST' || (type.kind === 'NON_NULL' && isList(type.ofType!));
const lower = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

export type ListInfo = {
  key: string;
  /** Query field for many rows, e.g. `menus`, and its count, `menusCount`. */
  plural: string;
  scalars: string[];
  relations: { name: string; many: boolean; ref: string }[];
  createFields: InputField[];
  updateFields: InputField[];
  whereFields: InputField[];
  orderFields: string[];
  mutations: string[];
};

export class Schema {
  constructor(
    private readonly types: Map<string, FullType>,
    readonly mutations: string[],
  ) {}

  static async load(admin: Visitor) {
    const result = await admin.gql(INTROSPECTION);
    if (!result.data) throw new Error(`introspection failed: ${JSON.stringify(result.errors)}`);
    const types = new Map<string, FullType>(result.data.__schema.types.map((t: FullType) => [t.name, t]));
    return new Schema(
      types,
      result.data.__schema.mutationType.fields.map((f: { name: string }) => f.name),
    );
  }

  /** Every Keystone list: a type with a `<List>WhereUniqueInput`. */
  lists(): ListInfo[] {
    const query = this.types.get('Query')!;
    return [...this.types.keys()]
      .filter((name) => name.endsWith('WhereUniqueInput'))
      .map((name) => name.slice(0, -'WhereUniqueInput'.length))
      .filter((key) => this.types.get(key)?.kind === 'OBJECT')
      .map((key) => {
        const type = this.types.get(key)!;
        const plural =
          query
            .fields!.find(
              (f) => f.name.endsWith('Count') && named(f.type).name === 'Int' && this.returnsList(query, f.name.slice(0, -5), key),
            )
            ?.name.slice(0, -5) ?? lower(key) + 's';
        const scalars: string[] = [];
        const relations: ListInfo['relations'] = [];
        for (const field of type.fields ?? []) {
          const inner = named(field.type);
          if (inner.kind === 'SCALAR' || inner.kind === 'ENUM') {
            if (!field.args.length && !field.name.endsWith('Count')) scalars.push(field.name);
          } else if (inner.kind === 'OBJECT' && this.types.get(`${inner.name}WhereUniqueInput`)) {
            relations.push({ name: field.name, many: isList(field.type), ref: inner.name! });
          }
        }
        const inputs = (name: string) => this.types.get(name)?.inputFields ?? [];
        return {
          key,
          plural,
          scalars,
          relations,
          createFields: inputs(`${key}CreateInput`),
          updateFields: inputs(`${key}UpdateInput`),
          whereFields: inputs(`${key}WhereInput`).filter((f) => !['AND', 'OR', 'NOT'].includes(f.name)),
          orderFields: inputs(`${key}OrderByInput`).map((f) => f.name),
          mutations: this.mutations.filter(
            (m) =>
              /^(create|update|delete)/.test(m) &&
              (m.endsWith(key) || m.endsWith(`${key}s`) || m.endsWith(plural.charAt(0).toUpperCase() + plural.slice(1))),
          ),
        };
      });
  }

  private returnsList(query: FullType, fieldName: string, key: string) {
    const field = query.fields!.find((f) => f.name === fieldName);
    return Boolean(field && isList(field.type) && named(field.type).name === key);
  }

  /** A value of the right GraphQL type for an input field (scalar inputs only). */
  sampleValue(field: InputField): unknown {
    const inner = named(field.type);
    if (inner.kind === 'ENUM') return { enum: this.types.get(inner.name!)!.enumValues![0].name };
    switch (inner.name) {
      case 'Int':
        return 7;
      case 'Float':
        return 7.5;
      case 'Boolean':
        return true;
      case 'DateTime':
        return '2031-05-01T12:00:00.000Z';
      case 'CalendarDay':
        return '2031-05-01';
      case 'JSON':
        return [];
      case 'Decimal':
        return '1';
      default:
        return 'sweep-123456';
    }
  }

  isRelationInput(field: InputField) {
    return /Relate(To(One|Many))For(Create|Update)Input$/.test(named(field.type).name ?? '');
  }

  isManyRelation(field: InputField) {
    return /RelateToMany/.test(named(field.type).name ?? '');
  }

  /** A filter value for one `where` field: `{ equals: … }` for scalars, an id match for relationships. */
  sampleFilter(field: InputField): unknown {
    const typeName = named(field.type).name ?? '';
    if (typeName.endsWith('ManyRelationFilter')) return { some: { id: { equals: 'sweep' } } };
    if (typeName.endsWith('WhereInput')) return { id: { equals: 'sweep' } };
    const inputs = this.types.get(typeName)?.inputFields ?? [];
    const equals = inputs.find((f) => f.name === 'equals');
    if (equals) return { equals: this.sampleValue(equals) };
    // e.g. PasswordFilter { isSet: Boolean! }: fill in the required fields.
    return Object.fromEntries(inputs.filter((f) => f.type.kind === 'NON_NULL').map((f) => [f.name, this.sampleValue(f)]));
  }
}

/** Prints a JS value as a GraphQL input literal (enums as bare names). */
export function literal(value: unknown): string {
  if (value && typeof value === 'object' && 'enum' in (value as object)) return String((value as { enum: string }).enum);
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value && typeof value === 'object')
    return `{ ${Object.entries(value)
      .map(([k, v]) => `${k}: ${literal(v)}`)
      .join(', ')} }`;
  return JSON.stringify(value);
}

/** Every row of every list with every scalar and relationship id, read by an admin. */
export async function snapshot(admin: Visitor, lists: ListInfo[]) {
  const page = 50; // below any `maxTake`
  const rows: Record<string, unknown[]> = {};
  for (const list of lists) {
    const relations = list.relations.map((r) => `${r.name} { id }`);
    rows[list.key] = [];
    for (let skip = 0; ; skip += page) {
      const result = await admin.gql(
        `{ rows: ${list.plural}(orderBy: [{ id: asc }], take: ${page}, skip: ${skip}) { ${[...list.scalars, ...relations].join(' ')} } }`,
      );
      if (!result.data || result.errors?.length) throw new Error(`snapshot of ${list.key} failed: ${JSON.stringify(result.errors)}`);
      rows[list.key].push(...result.data.rows);
      if (result.data.rows.length < page) break;
    }
  }
  return rows;
}
