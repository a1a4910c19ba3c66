/**
 * Build step: writes the GraphQL schema, the Prisma schema and the generated Prisma client
 * (PostgreSQL), using Keystone's own artifact generation.
 */
import {
  createSystem,
  generateArtifacts,
  generatePrismaClient,
} from '@keystone-6/core/___internal-do-not-use-will-break-in-patch/artifacts';
import { createKeystoneConfig } from '../cms/keystone';

const cwd = process.cwd();
// No connection is made: the URL only has to look like one.
const system = createSystem(createKeystoneConfig('postgres://unused'));
await generateArtifacts(cwd, system);
await generatePrismaClient(cwd, system, 'capture');
console.log('✨ Prisma client');
