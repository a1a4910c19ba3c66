/**
 * `npm start`: migrate, seed an empty database (development only), then serve everything on
 * one port — GraphQL at /api/graphql, /healthz, the react-admin build at /admin and the Astro
 * site for every other path (DESIGN.md §1).
 */
import { createExpressServer, createSystem } from '@keystone-6/core/___internal-do-not-use-will-break-in-patch/artifacts';
import { config } from '../config';
import { applyMigrations } from '../db/migrate';
import { prismaModuleFor } from '../db/prisma-module';
import keystoneConfig from '../keystone';
import { seedDemoDataIfEmpty } from '../seed';
import { mountBackoffice, mountSite } from './mounts';

const started = performance.now();
const applied = await applyMigrations(config.databaseUrl);
if (applied.length) console.log(`✨ Applied migrations: ${applied.join(', ')}`);

const system = createSystem(keystoneConfig);
const keystone = system.getKeystone(prismaModuleFor(config.dbProvider) as never);
await keystone.connect();
if (config.seedDemoData) await seedDemoDataIfEmpty(keystone.context);

const { expressServer, httpServer } = await createExpressServer(system.config, keystone.context);
expressServer.disable('x-powered-by');
expressServer.get('/healthz', async (_req, res) => {
  await keystone.context.prisma.$queryRawUnsafe('SELECT 1');
  res.json({ ok: true });
});
mountBackoffice(expressServer);
await mountSite(expressServer, keystone.context);

httpServer.listen(config.port, config.host, () => {
  console.log(`⭐️ MixBuddy on http://localhost:${config.port}/ (ready in ${Math.round(performance.now() - started)} ms)`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    httpServer.close();
    void keystone.disconnect().finally(() => process.exit(0));
  });
}
