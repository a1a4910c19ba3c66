/**
 * `npm start`: migrate, seed an empty database (development only), then serve everything on
 * one port — GraphQL, the react-admin build at /admin, /healthz and the Astro site.
 */
import { createExpressServer, createSystem } from '@keystone-6/core/___internal-do-not-use-will-break-in-patch/artifacts';
import keystoneConfig from '../keystone';
import { config } from '../config';
import { applyMigrations } from '../db/migrate';
import { prismaModuleFor } from '../db/prisma-module';

const started = performance.now();
const applied = await applyMigrations(config.databaseUrl);
if (applied.length) console.log(`✨ Applied migrations: ${applied.join(', ')}`);

const system = createSystem(keystoneConfig);
const keystone = system.getKeystone(prismaModuleFor(config.dbProvider) as never);
await keystone.connect();
const { expressServer, httpServer } = await createExpressServer(system.config, keystone.context);
expressServer.get('/healthz', (_req, res) => { res.json({ ok: true }); });

httpServer.listen(config.port, config.host, () => {
  console.log(`⭐️ MixBuddy on http://localhost:${config.port}/ (${Math.round(performance.now() - started)} ms)`);
});
