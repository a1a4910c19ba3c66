/**
 * Keystone configuration. `createKeystoneConfig(provider)` lets the build generate a Prisma
 * client for both SQLite and PostgreSQL from the same lists; the server uses the default export.
 */
import { config as keystoneConfig } from '@keystone-6/core';
import { config, type DbProvider } from './config';
import { createAdapterFactory } from './db/adapter';
import { lists } from '../schema';

export function createKeystoneConfig(provider: DbProvider = config.dbProvider, url = config.databaseUrl) {
  return keystoneConfig({
    db: {
      provider,
      prismaClientOptions: () => ({ adapter: createAdapterFactory(url) }),
      prismaSchemaPath: `generated/prisma/${provider}.prisma`,
      prismaClientPath: `generated/prisma/${provider}`,
    },
    lists,
    ui: { isDisabled: true },
    graphql: { schemaPath: 'generated/schema.graphql' },
    types: { path: 'generated/keystone-types.ts' },
    telemetry: false,
  });
}

export default createKeystoneConfig();
