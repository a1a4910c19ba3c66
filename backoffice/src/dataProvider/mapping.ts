/**
 * Translation between react-admin records/params and Keystone's GraphQL shapes:
 * - selection sets (scalars + `{ id }` for relationships),
 * - records (`customer { id }` → `customerId`, `participants [{ id }]` → `participantsIds`),
 * - write data (`customerId` → `customer: { connect: { id } }`, `…Ids` → `{ set: [...] }`),
 * - filters (`{ status: 'paid', q: 'x', customerId: '…', createdAt_gte: '…' }` → `where`),
 * - sorting (`{ field, order }` → `orderBy: [{ field: asc|desc }]`).
 */
import type { ListModel } from './keystoneSchema';
import { copenhagenDayStart, nextDay } from '../components/dates';

export type RaRecord = { id: string; [key: string]: unknown };
/** Named filters a resource offers besides its fields: `{ blocked: { yes: where, no: where } }`. */
export type FilterPresets = Record<string, Record<string, Record<string, unknown>>>;

const ID = 'Id';
const IDS = 'Ids';

/** `name email role talentProfile { id } conversations { id }` for one list. */
export function selectionSet(model: ListModel): string {
  return [...model.fields.values()].map((f) => (f.kind === 'relationship' ? `${f.name} { id }` : f.name)).join(' ');
}

/**
 * The selection for the rows of a table (getList, getManyReference, getMany): scalars and to-one
 * relationship ids. A many relationship or a count costs the server one more query for every row
 * (25 rows × a few relationships made a list take a second), so rows carry them only when the
 * resource's tables show them (`listFields` in resources.ts); getOne and writes select everything.
 */
export function rowSelectionSet(model: ListModel, listFields: readonly string[] = []): string {
  return [...model.fields.values()]
    .filter((f) => listFields.includes(f.name) || (f.kind === 'relationship' ? !f.many : !f.perRow))
    .map((f) => (f.kind === 'relationship' ? `${f.name} { id }` : f.name))
    .join(' ');
}

/** A Keystone item → a react-admin record. */
export function toRecord(model: ListModel, item: Record<string, unknown> | null | undefined): RaRecord | null {
  if (!item) return null;
  const record: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(item)) {
    if (key === '__typename') continue;
    const field = model.fields.get(key);
    if (field?.kind === 'relationship') {
      if (field.many) record[`${key}${IDS}`] = Array.isArray(value) ? value.map((v) => (v as { id: string }).id) : [];
      else record[`${key}${ID}`] = (value as { id?: string } | null)?.id ?? null;
    } else {
      record[key] = value;
    }
  }
  return record as RaRecord;
}

/** The relationship a record key like `customerId` / `participantsIds` stands for. */
function relationshipOfKey(model: ListModel, key: string) {
  for (const suffix of [IDS, ID]) {
    if (!key.endsWith(suffix)) continue;
    const field = model.fields.get(key.slice(0, -suffix.length));
    if (field?.kind === 'relationship' && field.many === (suffix === IDS)) return field;
  }
  return undefined;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * A react-admin record (or the changed part of it) → Keystone `data`.
 * On update only fields that differ from `previous` are sent, so fields the admin did not touch
 * (and may not be allowed to write) never reach Keystone.
 */
export function toData(
  model: ListModel,
  operation: 'create' | 'update',
  data: Record<string, unknown>,
  previous?: Record<string, unknown>,
): Record<string, unknown> {
  const writable = operation === 'create' ? model.createFields : model.updateFields;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (previous && sameValue(previous[key], value)) continue;
    const relation = relationshipOfKey(model, key);
    if (relation) {
      if (!writable.has(relation.name)) continue;
      if (relation.many) {
        const ids = ((value as unknown[] | null) ?? []).filter((id) => id != null && id !== '').map((id) => ({ id: String(id) }));
        if (operation === 'create') {
          if (ids.length) out[relation.name] = { connect: ids };
        } else out[relation.name] = { set: ids };
      } else if (value == null || value === '') {
        if (operation === 'update') out[relation.name] = { disconnect: true };
      } else {
        out[relation.name] = { connect: { id: String(value) } };
      }
      continue;
    }
    if (!writable.has(key)) continue; // id, virtual fields, counts, __typename …
    out[key] = value;
  }
  return out;
}

function coerce(scalar: string, value: unknown): unknown {
  if (value === null) return null;
  if (Array.isArray(value)) return value.map((v) => coerce(scalar, v));
  switch (scalar) {
    case 'Int':
      return typeof value === 'number' ? value : Number.parseInt(String(value), 10);
    case 'Float':
      return typeof value === 'number' ? value : Number(value);
    case 'Boolean':
      return value === true || value === 'true';
    case 'DateTime':
      return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
    default:
      return String(value);
  }
}

const OPERATORS: Record<string, string> = {
  gte: 'gte',
  gt: 'gt',
  lte: 'lte',
  lt: 'lt',
  neq: 'not',
  in: 'in',
  nin: 'notIn',
  contains: 'contains',
  startsWith: 'startsWith',
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

const isEmpty = (value: unknown) => value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * react-admin filter values → a Keystone `where`. Supported keys:
 * - `q`: free text, `contains` on each of `searchFields` (which may follow relationships,
 *   `customer.email`, or be `id`, the record's reference), OR-ed;
 * - a scalar field: `equals` (or `in` for an array), coerced to the field's type;
 * - `<field>_gte|_gt|_lte|_lt|_neq|_in|_nin|_contains|_startsWith`;
 * - `<relationship>Id` / `<relationship>Ids` (ids of the related items);
 * - `id`: one id or an array of ids;
 * - a preset named in resources.ts (`blocked: 'yes'` → `{ blockedAt: { not: null } }`);
 * - a relation filter named in resources.ts (receipts' `talentId: '…'` →
 *   `{ booking: { talent: { id: { equals: '…' } } } }`), one id or an array of ids;
 * - a plain object value is passed through as a Keystone filter (e.g. `{ status: { in: [...] } }`).
 * Unknown keys raise an error rather than being silently ignored.
 */
export function toWhere(
  model: ListModel,
  filter: Record<string, unknown> = {},
  options: {
    searchFields: readonly string[];
    fixed?: Record<string, unknown>;
    presets?: FilterPresets;
    /** Id filters through to-one relationships: `{ talentId: 'booking.talent' }`. */
    relationFilters?: Readonly<Record<string, string>>;
    /** Every list of the schema, for `searchFields` that follow a relationship (`customer.name`). */
    lists?: ReadonlyMap<string, ListModel>;
  },
): Record<string, unknown> {
  const and: Record<string, unknown>[] = [];
  if (options.fixed) and.push(options.fixed);
  for (const [key, value] of Object.entries(filter)) {
    if (isEmpty(value)) continue;
    if (key === 'q') {
      const text = String(value).trim();
      if (!text) continue;
      const or = options.searchFields.map((path) => searchClause(model, path, text, options)).filter((c) => c !== undefined);
      and.push(or.length ? { OR: or } : { id: { in: [] } });
      continue;
    }
    const preset = options.presets?.[key];
    if (preset) {
      const where = preset[String(value)];
      if (!where) throw new Error(`${model.key}: ukendt værdi "${String(value)}" for filteret "${key}"`);
      and.push(where);
      continue;
    }
    const path = options.relationFilters?.[key];
    if (path) {
      const ids = (Array.isArray(value) ? value : [value]).map(String);
      const match: Record<string, unknown> = { id: ids.length === 1 ? { equals: ids[0] } : { in: ids } };
      and.push(path.split('.').reduceRight<Record<string, unknown>>((inner, step) => ({ [step]: inner }), match));
      continue;
    }
    if (key === 'id') {
      and.push({ id: Array.isArray(value) ? { in: value.map(String) } : { equals: String(value) } });
      continue;
    }
    const relation = relationshipOfKey(model, key);
    if (relation) {
      const ids = (Array.isArray(value) ? value : [value]).map(String);
      const match = { id: ids.length === 1 ? { equals: ids[0] } : { in: ids } };
      if (relation.many) and.push({ [relation.name]: { some: match } });
      else and.push(value === null ? { [relation.name]: null } : { [relation.name]: match });
      continue;
    }
    const operator = /^(.+)_(gte|gt|lte|lt|neq|in|nin|contains|startsWith)$/.exec(key);
    const fieldName = operator ? operator[1] : key;
    const filterField = model.filters.get(fieldName);
    if (!filterField) throw new Error(`${model.key} kan ikke filtreres på "${key}"`);
    if (isPlainObject(value) || filterField.kind === 'relationship') {
      and.push({ [fieldName]: value });
      continue;
    }
    if (filterField.scalar === 'DateTime' && typeof value === 'string' && DAY.test(value)) {
      and.push(dayFilter(fieldName, operator?.[2], value));
      continue;
    }
    const typed = coerce(filterField.scalar, value);
    if (operator) and.push({ [fieldName]: { [OPERATORS[operator[2]]]: typed } });
    else and.push({ [fieldName]: Array.isArray(typed) ? { in: typed } : { equals: typed } });
  }
  if (and.length === 0) return {};
  if (and.length === 1) return and[0];
  return { AND: and };
}

/** What a record's reference looks like: its id (a cuid), as shown in the back office and to Stripe, maybe with a `#`. */
const REFERENCE = /^#?([a-z0-9]{20,40})$/i;

/**
 * One `q` clause for one entry of `searchFields`:
 * - `name`: `contains` on a text field of the list;
 * - `customer.name`, `talent.user.email`: the same on a related list, through to-one (or `some`
 *   of many) relationships, so a booking is found by its customer's name or email;
 * - `id`: the record's reference, matched whole (ids are not text, `contains` does not apply).
 * Each text field gets `mode: insensitive` where its filter has one (so "ørsted" finds "Ørsted").
 * Returns undefined for a path the schema cannot filter (so an old embedded schema never breaks search).
 */
function searchClause(
  model: ListModel,
  path: string,
  text: string,
  options: { lists?: ReadonlyMap<string, ListModel> },
): Record<string, unknown> | undefined {
  const [head, ...rest] = path.split('.');
  const filterField = model.filters.get(head);
  if (!filterField) return undefined;
  if (rest.length === 0) {
    if (head === 'id') {
      const reference = REFERENCE.exec(text);
      return reference ? { id: { equals: reference[1] } } : undefined;
    }
    if (filterField.kind !== 'scalar' || !filterField.canContain) return undefined;
    return { [head]: { contains: text, ...(filterField.hasMode ? { mode: 'insensitive' } : {}) } };
  }
  if (filterField.kind !== 'relationship') return undefined;
  const related = options.lists?.get(filterField.ref);
  if (!related) return undefined;
  const inner = searchClause(related, rest.join('.'), text, options);
  if (!inner) return undefined;
  return { [head]: filterField.many ? { some: inner } : inner };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date without a time (what a date picker gives) on a timestamp field means that whole day in
 * Copenhagen: `startsAt_gte: '2026-03-01'` from its first minute, `startsAt_lte: '2026-03-31'`
 * through its last, `startsAt: '2026-03-29'` within it.
 */
function dayFilter(field: string, operator: string | undefined, day: string): Record<string, unknown> {
  const start = copenhagenDayStart(day).toISOString();
  const end = copenhagenDayStart(nextDay(day)).toISOString();
  switch (operator) {
    case 'gte':
      return { [field]: { gte: start } };
    case 'gt':
      return { [field]: { gte: end } };
    case 'lt':
      return { [field]: { lt: start } };
    case 'lte':
      return { [field]: { lt: end } };
    case undefined:
      return { AND: [{ [field]: { gte: start } }, { [field]: { lt: end } }] };
    default:
      throw new Error(`En dato kan ikke bruges med "${operator}"`);
  }
}

/** `{ field: 'createdAt', order: 'DESC' }` → `[{ createdAt: desc }, { id: asc }]` (id keeps pages stable). */
export function toOrderBy(model: ListModel, sort?: { field?: string; order?: string }): Record<string, 'asc' | 'desc'>[] {
  const orderBy: Record<string, 'asc' | 'desc'>[] = [];
  const field = sort?.field;
  if (field && model.orderable.has(field)) orderBy.push({ [field]: sort?.order === 'DESC' ? 'desc' : 'asc' });
  if (field !== 'id' && model.orderable.has('id')) orderBy.push({ id: 'asc' });
  return orderBy;
}
