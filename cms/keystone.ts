/**
 * Keystone configuration. `createKeystoneConfig(url)` lets the build generate the Prisma client
 * without a database and lets tests point at their own; the server uses the default export, which
 * reads `config.databaseUrl` when imported (so cms/server/start.ts sets it first).
 */
import { config as keystoneConfig } from '@keystone-6/core';
import { config } from './config';
import { createAdapterFactory } from './db/adapter';
import { withChangeTracking } from './db/change-tracking';
import { session, withAuth } from './auth';
import { lists } from '../schema';
import { extendGraphqlSchema } from './graphql';
import { GRAPHQL_LIMITS } from './graphql/limits';
import { formatGraphqlError, limitValidationRules, limitsPlugin } from './graphql/guard';
import { mountSecurityHeaders, securityHeaderSettings } from './server/security-headers';

export function createKeystoneConfig(url = config.databaseUrl) {
  return withAuth(
    keystoneConfig({
      db: {
        provider: 'postgresql',
        prismaClientOptions: () => ({ adapter: createAdapterFactory(url) }),
        prismaSchemaPath: 'generated/prisma/schema.prisma',
        prismaClientPath: 'generated/prisma/client',
        // Every write announces what public pages it changes (the page cache listens).
        extendPrismaClient: withChangeTracking,
      },
      lists,
      // Every list field returns at most maxTake rows (and that is also its default `take`):
      // in-process reads that need more page through with cms/db/find-all.ts.
      listDefaults: { graphql: { maxTake: GRAPHQL_LIMITS.maxTake } },
      session,
      ui: { isDisabled: true },
      graphql: {
        schemaPath: 'generated/schema.graphql',
        extendGraphqlSchema,
        playground: !config.production,
        debug: !config.production,
        // Cost limits: refused before any resolver runs; see cms/graphql/limits.ts.
        apolloConfig: {
          parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
          validationRules: limitValidationRules(),
          allowBatchedHttpRequests: false,
          plugins: [limitsPlugin(config.graphqlTimeBudgetMs)],
          formatError: formatGraphqlError,
          // Signals belong to cms/server/lifecycle.ts: Apollo's handler (on unless NODE_ENV=test)
          // re-sends the signal after its own stop, which would cut the drain short.
          stopOnTerminationSignals: false,
        },
      },
      // Runs before Keystone mounts GraphQL, so every answer (GraphQL included) carries the headers.
      server: { extendExpressApp: (app) => mountSecurityHeaders(app, securityHeaderSettings(config)) },
      telemetry: false,
    }),
  );
}

export default createKeystoneConfig();
