/**
 * `npm start`: migrate, seed an empty database (development only), then serve everything on
 * one port — GraphQL at /api/graphql, /healthz, the react-admin build at /admin and the Astro
 * site for every other path (docs/ARCHITECTURE.md, "Request flow").
 */
import { createExpressServer, createSystem } from '@keystone-6/core/___internal-do-not-use-will-break-in-patch/artifacts';
import { config } from '../config';
import { applyMigrations } from '../db/migrate';
import { prismaModuleFor } from '../db/prisma-module';
import keystoneConfig from '../keystone';
import { seedDemoDataIfEmpty } from '../seed';
import { ensureSearchIndex } from '../domain/search';
import compression from 'compression';
import { mountBackoffice, mountSite } from './mounts';
import { mountBookingRoutes } from './booking-routes';
import { mountStripeSimulator } from './stripe-simulator';
import { limitGraphqlUploadsToApi, mountUploads } from './uploads';
import { answerGraphqlBodyErrors } from './graphql-body-errors';
import { mountAccountRoutes } from '../auth/routes';
import { reportExpressErrors, startServerErrorReporting } from '../observability/server';
import { mountErrorReporting } from '../observability/tunnel';
import { mountAssistant } from './assistant-route';
import { startJobs } from '../jobs/worker';

// First, so everything after it is reported (a no-op without SENTRY_DSN).
startServerErrorReporting(config.sentry);
// Production without Stripe keys (STRIPE_SIMULATOR=true): say loudly that card payments are off.
if (config.stripe.startupWarning) console.warn(`\n${'!'.repeat(80)}\n${config.stripe.startupWarning}\n${'!'.repeat(80)}\n`);

const started = performance.now();
const applied = await applyMigrations(config.databaseUrl);
if (applied.length) console.log(`✨ Applied migrations: ${applied.join(', ')}`);

const system = createSystem(keystoneConfig);
const keystone = system.getKeystone(prismaModuleFor(config.dbProvider) as never);
await keystone.connect();
const jobs = await startJobs(keystone.context);
await ensureSearchIndex(keystone.context.prisma, config.dbProvider);
if (config.seedDemoData) await seedDemoDataIfEmpty(keystone.context);

const { expressServer, httpServer } = await createExpressServer(system.config, keystone.context);
limitGraphqlUploadsToApi(expressServer);
answerGraphqlBodyErrors(expressServer);
expressServer.disable('x-powered-by');
expressServer.get('/healthz', async (_req, res) => {
  await keystone.context.prisma.$queryRawUnsafe('SELECT 1');
  res.json({ ok: true });
});
mountErrorReporting(expressServer, config.sentry, { allowTestErrors: !config.production });
// MixBuddy AI streams its answer line by line: mounted before compression, which would buffer it.
mountAssistant(expressServer, keystone.context);
// gzip for pages, the back office and static assets (page weight, bench/RESULTS.md); never for
// live streams (text/event-stream), which must reach the browser unbuffered.
expressServer.use(
  compression({ filter: (req, res) => !String(res.getHeader('Content-Type') ?? '').includes('event-stream') && compression.filter(req, res) }),
);
mountBackoffice(expressServer);
mountStripeSimulator(expressServer);
mountBookingRoutes(expressServer, keystone.context);
mountUploads(expressServer, keystone.context);
mountAccountRoutes(expressServer, keystone.context);
await mountSite(expressServer, keystone.context);
reportExpressErrors(expressServer);

httpServer.listen(config.port, config.host, () => {
  console.log(`⭐️ MixBuddy on http://localhost:${config.port}/ (ready in ${Math.round(performance.now() - started)} ms)`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    httpServer.close();
    void keystone.disconnect().finally(() => process.exit(0));
  });
}
