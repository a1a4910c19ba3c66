/**
 * In-process Keystone reads and writes without re-parsing. `context.query.<List>.<operation>({ query })`
 * wraps the selection string in a GraphQL document and parses and validates it on every call
 * (~0.5 ms each, several per page) although the pages and domain functions only ever send a few
 * dozen distinct selections. `cacheParsedQueries(context)` gives `context.query` (and every context
 * derived from it: per request, per session, sudo, transactions) the same operations over a small
 * LRU of parsed and validated documents, then only executes them — same documents, same
 * validation, same results and errors as Keystone's own.
 *
 * Only documents built by our own code pass through here. Documents sent to /api/graphql go through
 * Apollo and the limits of cms/graphql/guard.ts exactly as before.
 */
import {
  execute,
  GraphQLList,
  GraphQLNonNull,
  Kind,
  parse,
  validate,
  astFromValue,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLOutputType,
  type GraphQLSchema,
  type GraphQLType,
  type TypeNode,
  type OperationTypeNode,
} from 'graphql';
import type { KeystoneContext } from '@keystone-6/core/types';
import { LRUCache } from 'lru-cache';

/** Distinct documents kept per schema (public, internal); our code builds far fewer. */
export const QUERY_CACHE_SIZE = 500;

const caches = new WeakMap<GraphQLSchema, LRUCache<string, DocumentNode>>();

function typeNode(type: GraphQLType): TypeNode {
  if (type instanceof GraphQLNonNull) return { kind: Kind.NON_NULL_TYPE, type: typeNode(type.ofType) as never };
  if (type instanceof GraphQLList) return { kind: Kind.LIST_TYPE, type: typeNode(type.ofType) };
  return { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: (type as { name: string }).name } };
}

function rootTypeName(type: GraphQLOutputType): string {
  return type instanceof GraphQLNonNull || type instanceof GraphQLList ? rootTypeName(type.ofType) : type.name;
}

const variable = (arg: GraphQLArgument) => ({ kind: Kind.VARIABLE, name: { kind: Kind.NAME, value: arg.name } }) as const;

/**
 * The document Keystone builds for `field` with this selection: every argument a variable of the
 * argument's type and default, the selection parsed as a fragment on the field's type.
 */
function buildDocument(operation: OperationTypeNode, field: GraphQLField<unknown, unknown>, selection: string): DocumentNode {
  const selectionSet = (parse(`fragment x on ${rootTypeName(field.type)} {${selection}}`).definitions[0] as FragmentDefinitionNode)
    .selectionSet;
  const document: DocumentNode = {
    kind: Kind.DOCUMENT,
    definitions: [
      {
        kind: Kind.OPERATION_DEFINITION,
        operation,
        variableDefinitions: field.args.map((arg) => ({
          kind: Kind.VARIABLE_DEFINITION,
          type: typeNode(arg.type),
          variable: variable(arg),
          defaultValue: arg.defaultValue === undefined ? undefined : ((astFromValue(arg.defaultValue, arg.type) as never) ?? undefined),
        })),
        selectionSet: {
          kind: Kind.SELECTION_SET,
          selections: [
            {
              kind: Kind.FIELD,
              name: { kind: Kind.NAME, value: field.name },
              arguments: field.args.map((arg) => ({
                kind: Kind.ARGUMENT,
                name: { kind: Kind.NAME, value: arg.name },
                value: variable(arg),
              })),
              selectionSet,
            },
          ],
        },
      },
    ],
  };
  return document;
}

/** The document under `key` for this schema, built (parsed and validated) on first use. */
function cached(schema: GraphQLSchema, key: string, build: () => DocumentNode): DocumentNode {
  let cache = caches.get(schema);
  if (!cache) caches.set(schema, (cache = new LRUCache({ max: QUERY_CACHE_SIZE })));
  let document = cache.get(key);
  if (!document) {
    document = build();
    const errors = validate(schema, document);
    if (errors.length > 0) throw errors[0];
    cache.set(key, document);
  }
  return document;
}

async function run(context: KeystoneContext, document: DocumentNode, field: GraphQLField<unknown, unknown>, args: Record<string, unknown>) {
  const result = await execute({
    schema: context.graphql.schema,
    document,
    contextValue: context,
    // As Keystone: an undefined argument is left out, so its default applies.
    variableValues: Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined)),
    rootValue: {},
  });
  if (result.errors?.length) throw result.errors[0];
  return (result.data as Record<string, unknown>)[field.name];
}

const OPERATIONS = {
  findOne: ['query', 'itemQueryName'],
  findMany: ['query', 'listQueryName'],
  createOne: ['mutation', 'createMutationName'],
  createMany: ['mutation', 'createManyMutationName'],
  updateOne: ['mutation', 'updateMutationName'],
  updateMany: ['mutation', 'updateManyMutationName'],
  deleteOne: ['mutation', 'deleteMutationName'],
  deleteMany: ['mutation', 'deleteManyMutationName'],
} as const;

type ListNames = Record<(typeof OPERATIONS)[keyof typeof OPERATIONS][1] | 'listQueryCountName', string>;
type Internal = { __internal: { lists: Record<string, { graphql: { names: ListNames } }> } };

type Operation = { method: string; operation: OperationTypeNode; field: GraphQLField<unknown, unknown> };
const operationsBySchema = new WeakMap<GraphQLSchema, Map<string, Operation[]>>();

/** The operations a list has in this schema (an omitted one keeps Keystone's own refusal). */
function listOperations(context: KeystoneContext, listKey: string): Operation[] {
  const schema = context.graphql.schema;
  let lists = operationsBySchema.get(schema);
  if (!lists) operationsBySchema.set(schema, (lists = new Map()));
  let operations = lists.get(listKey);
  if (!operations) {
    const names = (context as unknown as Internal).__internal.lists[listKey]?.graphql.names;
    operations = [];
    for (const [method, [operation, nameKey]] of names ? Object.entries(OPERATIONS) : []) {
      const root = operation === 'query' ? schema.getQueryType() : schema.getMutationType();
      const field = root?.getFields()[names![nameKey]];
      if (field) operations.push({ method, operation: operation as OperationTypeNode, field });
    }
    const countField = names && schema.getQueryType()?.getFields()[names.listQueryCountName];
    if (countField) operations.push({ method: 'count', operation: 'query' as OperationTypeNode, field: countField });
    lists.set(listKey, operations);
  }
  return operations;
}

function listApi(context: KeystoneContext, listKey: string, keystoneApi: object) {
  const schema = context.graphql.schema;
  const api: Record<string, (args?: Record<string, unknown>) => Promise<unknown>> = { ...(keystoneApi as Record<string, never>) };
  for (const { method, operation, field } of listOperations(context, listKey)) {
    if (method === 'count') {
      // `count` has no selection: the field on its own, like Keystone's.
      api.count = ({ where = {} }: Record<string, unknown> = {}) => {
        const document = cached(schema, `count ${field.name}`, () => {
          const whereType = String(field.args.find((arg) => arg.name === 'where')!.type);
          return parse(`query ($where: ${whereType}) { ${field.name}(where: $where) }`);
        });
        return run(context, document, field, { where });
      };
      continue;
    }
    api[method] = ({ query, ...args }: Record<string, unknown> = {}) => {
      const selection = typeof query === 'string' ? query : 'id';
      const document = cached(schema, `${operation} ${field.name} ${selection}`, () => buildDocument(operation, field, selection));
      return run(context, document, field, args);
    };
  }
  return api;
}

/** Each list's operations are built on first use: a page touches a few lists of a context, not all. */
function cacheListOperations(context: KeystoneContext) {
  const keystoneQuery = context.query as Record<string, object>;
  const query: Record<string, object> = {};
  for (const listKey of Object.keys(keystoneQuery)) {
    Object.defineProperty(query, listKey, {
      enumerable: true,
      configurable: true,
      get() {
        const api = listApi(context, listKey, keystoneQuery[listKey]);
        Object.defineProperty(query, listKey, { value: api, enumerable: true });
        return api;
      },
    });
  }
  (context as { query: unknown }).query = query;
}

/** `context`, and every context derived from it, with `context.query` over cached documents. */
export function cacheParsedQueries<Context extends KeystoneContext>(context: Context): Context {
  cacheListOperations(context);
  const { withRequest, withSession, sudo, transaction } = context;
  const internal = (context as { internal?: () => KeystoneContext }).internal;
  Object.assign(context, {
    withRequest: async (...args: Parameters<typeof withRequest>) => cacheParsedQueries(await withRequest(...args)),
    withSession: (...args: Parameters<typeof withSession>) => cacheParsedQueries(withSession(...args)),
    sudo: () => cacheParsedQueries(sudo()),
    transaction: (run: (tx: KeystoneContext) => Promise<unknown>, options?: unknown) =>
      (transaction as (f: (tx: KeystoneContext) => Promise<unknown>, o?: unknown) => Promise<unknown>)(
        (tx) => run(cacheParsedQueries(tx)),
        options,
      ),
    ...(internal ? { internal: () => cacheParsedQueries(internal()) } : {}),
  });
  return context;
}
