/**
 * ra-data-graphql's `buildQuery` for Keystone 6: turns one react-admin call into one GraphQL
 * document plus variables plus a `parseResponse`. Documents contain only names read from the
 * schema (operations, fields, input types); every value travels as a GraphQL variable.
 */
import { parse, type DocumentNode } from 'graphql';
import {
  CREATE,
  DELETE,
  DELETE_MANY,
  GET_LIST,
  GET_MANY,
  GET_MANY_REFERENCE,
  GET_ONE,
  UPDATE,
  UPDATE_MANY,
  type GetListParams,
  type GetManyParams,
  type GetManyReferenceParams,
  type GetOneParams,
  type CreateParams,
  type UpdateParams,
  type UpdateManyParams,
  type DeleteParams,
  type DeleteManyParams,
} from 'ra-core';
import { printTypeRef, type KeystoneModel, type ListModel, type Operation } from './keystoneSchema';
import { rowSelectionSet, selectionSet, toData, toOrderBy, toRecord, toWhere, type RaRecord } from './mapping';
import { resourceDefinition, type ResourceDefinition } from './resources';

export type QueryState = { model: KeystoneModel };

type Built = { query: DocumentNode; variables: Record<string, unknown>; parseResponse: (response: { data?: any }) => any };

const documentCache = new Map<string, DocumentNode>();
function document(source: string): DocumentNode {
  let doc = documentCache.get(source);
  if (!doc) documentCache.set(source, (doc = parse(source)));
  return doc;
}

/**
 * `$where: UserWhereInput!, $take: Int` for the named arguments of an operation. An argument
 * with a default (Keystone's `take: Int! = 100`) gets a nullable variable, so leaving it out
 * means "the server's default".
 */
function variableDefinitions(op: Operation, names: string[], prefix = '') {
  return names
    .map((name) => {
      const arg = op.args.find((a) => a.name === name);
      if (!arg) throw new Error(`${op.name} har intet argument "${name}"`);
      const type = arg.defaultValue != null && arg.type.kind === 'NON_NULL' ? arg.type.ofType : arg.type;
      return `$${prefix}${name}: ${printTypeRef(type)}`;
    })
    .join(', ');
}

function need(op: Operation | undefined, what: string, list: string): Operation {
  if (!op) throw new Error(`${list} understøtter ikke ${what} i GraphQL-skemaet`);
  return op;
}

function notFound(list: string): never {
  throw new Error(`${list}: elementet findes ikke, eller du har ikke adgang til det`);
}

export function buildQueryFactory(state: QueryState) {
  return () =>
    (raFetchType: string, resourceName: string, params: any): Built => {
      const definition = resourceDefinition(resourceName);
      const model = state.model.lists.get(definition.list);
      if (!model) throw new Error(`Keystone-listen ${definition.list} findes ikke i GraphQL-skemaet`);
      const fields = selectionSet(model);
      const rowFields = rowSelectionSet(model, definition.listFields);
      const where = (filter: Record<string, unknown> | undefined) =>
        toWhere(model, filter, {
          fixed: definition.where,
          presets: definition.presets,
          relationFilters: definition.relationFilters,
          searchFields: definition.searchFields ?? model.textFields,
          lists: state.model.lists,
        });
      const record = (item: Record<string, unknown> | null | undefined) => toRecord(model, item);

      switch (raFetchType) {
        case GET_LIST:
        case GET_MANY_REFERENCE: {
          const p = params as GetListParams & Partial<GetManyReferenceParams>;
          const filter = { ...(p.filter ?? {}) };
          if (raFetchType === GET_MANY_REFERENCE && p.target) filter[p.target] = p.id;
          const prefetched = prefetchedRelations(state.model, model, definition, p.meta?.prefetch);
          return listQuery(
            model,
            [rowFields, ...prefetched.map(({ name, fields }) => `${name} { ${fields} }`)].join(' '),
            {
              where: where(filter),
              orderBy: toOrderBy(model, p.sort),
              ...pagination(p.pagination, p.meta?.skip),
            },
            record,
            prefetched,
          );
        }
        case GET_MANY: {
          const p = params as GetManyParams;
          const { list } = model.ops;
          return {
            query: document(
              `query ${model.key}Many(${variableDefinitions(list, ['where'])}) { data: ${list.name}(where: $where) { ${rowFields} } }`,
            ),
            variables: { where: { AND: [definition.where ?? {}, { id: { in: p.ids.map(String) } }] } },
            parseResponse: ({ data }) => ({ data: (data?.data ?? []).map(record) }),
          };
        }
        case GET_ONE: {
          const p = params as GetOneParams;
          const { one } = model.ops;
          return {
            query: document(
              `query ${model.key}One(${variableDefinitions(one, ['where'])}) { data: ${one.name}(where: $where) { ${fields} } }`,
            ),
            variables: { where: { id: String(p.id) } },
            parseResponse: ({ data }) => ({ data: record(data?.data) ?? notFound(model.key) }),
          };
        }
        case CREATE: {
          const p = params as CreateParams;
          const op = need(model.ops.create, 'oprettelse', model.key);
          return {
            query: document(
              `mutation ${model.key}Create(${variableDefinitions(op, ['data'])}) { data: ${op.name}(data: $data) { ${fields} } }`,
            ),
            variables: { data: toData(model, 'create', p.data as Record<string, unknown>) },
            parseResponse: ({ data }) => ({ data: record(data?.data) ?? notFound(model.key) }),
          };
        }
        case UPDATE: {
          const p = params as UpdateParams;
          const op = need(model.ops.update, 'opdatering', model.key);
          return {
            query: document(
              `mutation ${model.key}Update(${variableDefinitions(op, ['where', 'data'])}) { data: ${op.name}(where: $where, data: $data) { ${fields} } }`,
            ),
            variables: {
              where: { id: String(p.id) },
              data: toData(model, 'update', p.data as Record<string, unknown>, p.previousData as Record<string, unknown> | undefined),
            },
            parseResponse: ({ data }) => ({ data: record(data?.data) ?? notFound(model.key) }),
          };
        }
        case UPDATE_MANY: {
          const p = params as UpdateManyParams;
          const op = need(model.ops.updateMany, 'opdatering af flere', model.key);
          const changes = toData(model, 'update', p.data as Record<string, unknown>);
          return {
            query: document(
              `mutation ${model.key}UpdateMany(${variableDefinitions(op, ['data'])}) { data: ${op.name}(data: $data) { id } }`,
            ),
            variables: { data: p.ids.map((id) => ({ where: { id: String(id) }, data: changes })) },
            parseResponse: ({ data }) => ({ data: (data?.data ?? []).filter(Boolean).map((item: { id: string }) => item.id) }),
          };
        }
        case DELETE: {
          const p = params as DeleteParams;
          const op = need(model.ops.delete, 'sletning', model.key);
          return {
            query: document(
              `mutation ${model.key}Delete(${variableDefinitions(op, ['where'])}) { data: ${op.name}(where: $where) { ${fields} } }`,
            ),
            variables: { where: { id: String(p.id) } },
            parseResponse: ({ data }) => ({ data: record(data?.data) ?? (p.previousData as RaRecord | undefined) ?? notFound(model.key) }),
          };
        }
        case DELETE_MANY: {
          const p = params as DeleteManyParams;
          const op = need(model.ops.deleteMany, 'sletning af flere', model.key);
          return {
            query: document(
              `mutation ${model.key}DeleteMany(${variableDefinitions(op, ['where'])}) { data: ${op.name}(where: $where) { id } }`,
            ),
            variables: { where: p.ids.map((id) => ({ id: String(id) })) },
            parseResponse: ({ data }) => ({ data: (data?.data ?? []).filter(Boolean).map((item: { id: string }) => item.id) }),
          };
        }
        default:
          throw new Error(`Ukendt data-kald ${raFetchType}`);
      }
    };
}

/** `meta.skip` (set by paging.ts when a big page is fetched in parts) overrides the page's offset. */
function pagination(p?: { page: number; perPage: number }, skip?: unknown) {
  if (!p) return { take: undefined, skip: 0 };
  const perPage = Math.max(0, Math.floor(p.perPage));
  const offset = typeof skip === 'number' ? skip : (Math.floor(p.page) - 1) * perPage;
  return { take: perPage, skip: Math.max(0, offset) };
}

type Prefetched = { name: string; resource: string; model: ListModel; fields: string };

/**
 * The to-one relationships a list asked to have prefetched (`meta.prefetch`) that its resource
 * allows (`prefetch` in resources.ts), each with the row fields of the resource it fills.
 */
function prefetchedRelations(lists: KeystoneModel, model: ListModel, definition: ResourceDefinition, asked: unknown): Prefetched[] {
  if (!Array.isArray(asked)) return [];
  return asked.flatMap((name) => {
    const resource = definition.prefetch?.[name];
    const field = model.fields.get(name);
    if (!resource || field?.kind !== 'relationship' || field.many) return [];
    const target = lists.lists.get(field.ref);
    return target ? [{ name, resource, model: target, fields: rowSelectionSet(target) }] : [];
  });
}

function listQuery(
  model: ListModel,
  fields: string,
  variables: { where: Record<string, unknown>; orderBy: unknown[]; take?: number; skip: number },
  record: (item: Record<string, unknown>) => RaRecord | null,
  prefetched: Prefetched[] = [],
): Built {
  const { list, count } = model.ops;
  const source =
    `query ${model.key}List(${variableDefinitions(list, ['where', 'orderBy', 'take', 'skip'])}) {` +
    ` data: ${list.name}(where: $where, orderBy: $orderBy, take: $take, skip: $skip) { ${fields} }` +
    ` total: ${count.name}(where: $where) }`;
  return {
    query: document(source),
    variables,
    parseResponse: ({ data }) => {
      const items: Record<string, unknown>[] = data?.data ?? [];
      const result = { data: items.map(record), total: data?.total ?? 0 };
      if (!prefetched.length) return result;
      // react-admin's shape: { meta: { prefetched: { users: [...], talents: [...] } } }, one row per id.
      const byResource: Record<string, Map<unknown, RaRecord>> = {};
      for (const { name, resource, model: target } of prefetched)
        for (const item of items) {
          const row = toRecord(target, item[name] as Record<string, unknown> | null);
          if (row) (byResource[resource] ??= new Map()).set(row.id, row);
        }
      const meta = { prefetched: Object.fromEntries(Object.entries(byResource).map(([resource, rows]) => [resource, [...rows.values()]])) };
      return { ...result, meta };
    },
  };
}
