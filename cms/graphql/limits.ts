/**
 * The numbers that bound one /api/graphql request, one place, each with its why.
 * Measured against every honest document of the product (site islands, the back office data
 * provider for every list, the tests). Enforced by cms/graphql/guard.ts; kept free of imports so
 * the site can page with `maxTake` (cms/db/find-all.ts) without bundling the enforcement.
 */
export const GRAPHQL_LIMITS = {
  /**
   * Rows one list field may return (Keystone `maxTake`, also the default `take`). The widest
   * honest page is the back office's 100 ledger entries of a booking; everything that needs
   * more pages through with `findAll` (cms/db/find-all.ts). Caps the fan-out of each nesting
   * level at 100× instead of "the whole table".
   */
  maxTake: 100,
  /**
   * Nesting depth (leaf fields included, `{ menus { id } }` is 2). Honest documents reach 4
   * (`authenticateUserWithPassword { … on Success { item { id } } }`); 5 leaves one level of
   * room and refuses `menus { talent { menus { talent { menus { id } } } } }` (depth 6).
   */
  maxDepth: 5,
  /** Aliases per operation. Honest documents use at most 2 (the back office's `data:` and `total:`). */
  maxAliases: 10,
  /** Directives per operation. No honest document uses one; @include/@skip stay possible. */
  maxDirectives: 5,
  /**
   * Tokens per document. The largest honest documents are the introspection query (~165
   * tokens) and the back office's list query for bookings (~110); parsing stops at the limit,
   * so a 100 000-token body costs no more than 1 000 tokens of lexing.
   */
  maxTokens: 1000,
  /**
   * graphql-armor's structural cost (objects 2, scalars 1, ×1.5 per level). The widest honest
   * document, the back office's bookings list with every field, costs 93; 300 is 3× that.
   */
  maxCost: 300,
} as const;
