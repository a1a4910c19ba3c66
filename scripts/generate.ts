/**
 * Build step: writes the GraphQL schema, the Prisma schema and a generated Prisma client for
 * each database provider, using Keystone's own artifact generation.
 */
import {
  createSystem,
  generateArtifacts,
  generatePrismaClient,
} from '@keystone-6/core/___internal-do-not-use-will-break-in-patch/artifacts';
import { createKeystoneConfig } from '../cms/keystone';

const cwd = process.cwd();
for (const provider of ["sqlite", "postgresql"] as const) {
  const system = createSystem(createKeystoneConfig(provider === 'sqlite' ? 'file:./data/unused.db' : 'postgres://unused'));
  await generateArtifacts(cwd, system);
  await generatePrismaClient(cwd, system, 'capture');
  console.log(`✨ Prisma client for ${provider}`);
}
