/**
 * Enforcing the cost limits of the public GraphQL endpoint (/api/graphql); the
 * numbers live in cms/graphql/limits.ts.
 *
 * Every request pays for what it asks *before* any resolver runs, so an anonymous visitor can
 * no longer keep the process busy (and /healthz waiting) with a 100-byte nested query:
 *   1. parse: at most `maxTokens` tokens (graphql-js stops lexing there);
 *   2. validation (graphql-armor): depth, aliases, directives and a structural cost;
 *   3. before execution: `take`/`skip` must be whole numbers in range (else a Danish
 *      BAD_USER_INPUT instead of Keystone's English maxTake error or a Prisma error);
 *   4. during execution: a time budget; a request over it stops resolving and answers one
 *      Danish error (the safety net for anything that slips past 1–3).
 * Batched HTTP requests (a JSON array) are refused, so the budget is per HTTP request.
 * `formatGraphqlError` gives every refusal a Danish message and a stable code, a database outage
 * "MixBuddy er midlertidigt utilgængelig" (SERVICE_UNAVAILABLE, answered 503 with Retry-After), and
 * turns any remaining Prisma error into a generic Danish validation error (the Prisma text is only logged).
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, Kind, visit, type DocumentNode, type GraphQLFormattedError, type ValidationContext, type ValueNode } from 'graphql';
import { GRAPHQL_LIMITS } from './limits';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable';
import { unavailableCopy } from '../copy/unavailable';

export { GRAPHQL_LIMITS };

export const QUERY_TOO_COMPLEX = 'QUERY_TOO_COMPLEX';
export const QUERY_TIMEOUT = 'QUERY_TIMEOUT';
export const BATCH_NOT_ALLOWED = 'BATCH_NOT_ALLOWED';
/** The database cannot be reached (cms/db/unavailable.ts): answered 503 with Retry-After. */
export const SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE';

const MESSAGES = {
  tooComplex: 'Forespørgslen er for kompleks. Hent færre felter, færre niveauer eller færre rækker ad gangen.',
  timeout: 'Forespørgslen tog for lang tid og blev stoppet. Prøv igen med en mindre forespørgsel.',
  batch: 'Send én forespørgsel ad gangen: flere forespørgsler i samme anmodning er ikke tilladt.',
  invalidInput: 'Forespørgslen indeholder ugyldige værdier.',
  duplicate: 'Værdien er allerede i brug.',
  negative: (arg: string) => `"${arg}" skal være et helt tal på 0 eller mere.`,
  takeTooLarge: (max: number) => `Der kan højst hentes ${max} rækker ad gangen ("take" må højst være ${max}).`,
};

/** A refusal by one of the limits: Danish message and code only, whatever the debug setting. */
export class LimitRefusal extends GraphQLError {
  constructor(message: string, code: string) {
    super(message, { extensions: { code, http: { status: 400 } } });
  }
}

/** Refused by a validation rule; `limit` (depth, aliases, …) is for logs, never for the client. */
export class QueryTooComplexError extends LimitRefusal {
  constructor(readonly limit: string) {
    super(MESSAGES.tooComplex, QUERY_TOO_COMPLEX);
  }
}

/** graphql-armor calls this instead of throwing; the error is reported as a validation error. */
const refuse = (limit: string) => (context: ValidationContext | null) => context?.reportError(new QueryTooComplexError(limit));

/**
 * graphql-armor's validation rules (run by Apollo before execution; a document is validated
 * once and cached). Only the rules are used: its token limit is graphql-js's own `maxTokens`
 * parse option (one lexing pass that stops at the limit), and its refusals are reported through
 * `refuse` so they carry our Danish message instead of the English limit details.
 */
export function limitValidationRules() {
  const quiet = { propagateOnRejection: false, exposeLimits: false } as const;
  const { validationRules } = new ApolloArmor({
    maxDepth: { ...quiet, n: GRAPHQL_LIMITS.maxDepth, onReject: [refuse('depth')] },
    maxAliases: { ...quiet, n: GRAPHQL_LIMITS.maxAliases, onReject: [refuse('aliases')] },
    maxDirectives: { ...quiet, n: GRAPHQL_LIMITS.maxDirectives, onReject: [refuse('directives')] },
    costLimit: { ...quiet, maxCost: GRAPHQL_LIMITS.maxCost, onReject: [refuse('cost')] },
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  }).protect();
  return validationRules;
}

/** The number an argument stands for: a literal, or a variable of this request. */
function argumentValue(node: ValueNode, variables: Record<string, unknown> | undefined): unknown {
  if (node.kind === Kind.INT || node.kind === Kind.FLOAT) return Number(node.value);
  if (node.kind === Kind.VARIABLE) return variables?.[node.name.value];
  return undefined;
}

/**
 * `take` and `skip` anywhere in the document (list fields and relationship fields alike):
 * negative values reach Prisma as an error, and a `take` above maxTake would be Keystone's
 * English limit error in the middle of execution. Both become a Danish BAD_USER_INPUT here.
 */
export function checkPagingArguments(document: DocumentNode, variables: Record<string, unknown> | undefined) {
  visit(document, {
    Argument(node) {
      const name = node.name.value;
      if (name !== 'take' && name !== 'skip') return;
      const value = argumentValue(node.value, variables);
      if (typeof value !== 'number') return;
      if (value < 0 || !Number.isInteger(value)) {
        throw new LimitRefusal(MESSAGES.negative(name), 'BAD_USER_INPUT');
      }
      if (name === 'take' && value > GRAPHQL_LIMITS.maxTake) {
        throw new LimitRefusal(MESSAGES.takeTooLarge(GRAPHQL_LIMITS.maxTake), 'BAD_USER_INPUT');
      }
    },
  });
}

/**
 * The Apollo plugin: paging arguments before execution, and the time budget during it. Once a
 * read is over budget every further field throws at once (no more database work starts), and
 * the answer is replaced by one Danish error without partial data.
 *
 * Reads only: a mutation's write is committed by its domain function, so its answer must say
 * what happened, however long the queue before it was (a "took too long" after a stored
 * booking request would invite the customer to send it again).
 */
export function limitsPlugin(timeBudgetMs: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      const started = performance.now();
      let overBudget = false;
      return {
        async didResolveOperation({ document, request }) {
          checkPagingArguments(document, request.variables);
        },
        async executionDidStart({ operation }) {
          if (operation.operation === 'mutation') return;
          return {
            willResolveField() {
              if (overBudget || performance.now() - started > timeBudgetMs) {
                overBudget = true;
                throw new GraphQLError(MESSAGES.timeout, { extensions: { code: QUERY_TIMEOUT } });
              }
            },
          };
        },
        async willSendResponse({ response }) {
          const body = response.body;
          if (body?.kind === 'single' && body.singleResult.errors?.some((e) => e.extensions?.code === SERVICE_UNAVAILABLE)) {
            response.http.status = 503;
            response.http.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
            return;
          }
          if (!overBudget || body?.kind !== 'single') return;
          body.singleResult = { errors: [{ message: MESSAGES.timeout, extensions: { code: QUERY_TIMEOUT } }] };
          response.http.status = 503;
        },
      };
    },
  };
}

/** Codes whose message and extensions are already safe and meant for the person. */
const isPrismaError = (error: unknown) =>
  /^Prisma/.test((error as Error)?.name ?? '') || /^Prisma/.test((error as { originalError?: Error })?.originalError?.name ?? '');

/**
 * Keystone's `apolloConfig.formatError` (called after Keystone's own formatting). Refusals by
 * the limits, batches and token overflow get their Danish message and code; Prisma errors
 * become a generic Danish validation error and are logged in full here instead.
 */
export function formatGraphqlError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = (error as { originalError?: unknown })?.originalError;
  const refusal = error instanceof LimitRefusal ? error : original instanceof LimitRefusal ? original : null;
  if (refusal) return { message: refusal.message, extensions: { code: refusal.extensions.code } };
  // Not the person's input and not a bug: the database is away for now. Other SERVICE_UNAVAILABLE
  // errors keep their own words (too many sign-ins at once; the context that could not be built
  // already says the database is away: cms/server/unavailable.ts).
  if (isDatabaseUnavailable(error)) {
    return { message: unavailableCopy.message, path: formatted.path, extensions: { code: SERVICE_UNAVAILABLE } };
  }
  const code = formatted.extensions?.code;
  // graphql-js words it "more that N tokens" (sic) in 16.x.
  if (code === 'GRAPHQL_PARSE_FAILED' && /Document contains more (than|that) \d+ tokens/.test(formatted.message)) {
    return { message: MESSAGES.tooComplex, extensions: { code: QUERY_TOO_COMPLEX } };
  }
  if (code === 'BAD_REQUEST' && /batching disabled/i.test(formatted.message)) {
    return { message: MESSAGES.batch, extensions: { code: BATCH_NOT_ALLOWED } };
  }
  if (code === 'KS_PRISMA_ERROR' || isPrismaError(error)) {
    console.error('GraphQL: Prisma error hidden from the client:', original ?? error);
    const duplicate = (original as { code?: string } | undefined)?.code === 'P2002';
    return {
      message: duplicate ? MESSAGES.duplicate : MESSAGES.invalidInput,
      path: formatted.path,
      extensions: { code: 'BAD_USER_INPUT' },
    };
  }
  return formatted;
}
