/**
 * `npm start` (after cms/server/start.ts has the database URL): migrate, seed an empty database (development only), then serve everything on
 * one port — GraphQL at /api/graphql, /healthz and /readyz, the react-admin build at /admin and
 * the Astro site for every other path (docs/ARCHITECTURE.md, "Request flow"). Several such
 * processes may share one PostgreSQL database ("Several processes" there); SIGTERM drains one.
 */
import { createExpressServer, createSystem } from '@keystone-6/core/___internal-do-not-use-will-break-in-patch/artifacts';
import { config } from '../config';
import { applyMigrations } from '../db/migrate';
import { takeStartupLock } from '../db/startup-lock';
import * as prismaModule from '../../generated/prisma/client/client';
import keystoneConfig from '../keystone';
import { seedDemoDataIfEmpty } from '../seed';
import { ensureSearchIndex } from '../domain/search';
import { backfillServiceAreas } from '../domain/places/areas';
import { refreshPlannerStatistics } from '../db/statistics';
import { cacheParsedQueries } from '../graphql/query-cache';
import compression from 'compression';
import { mountBackoffice, mountSite } from './mounts';
import { endMessageStreams, mountBookingRoutes } from './booking-routes';
import { handleShutdown, mountHealth, type ReadinessCheck, type Stoppable } from './lifecycle';
import { mountStripeSimulator } from './stripe-simulator';
import { limitGraphqlUploadsToApi, mountUploads } from './uploads';
import { answerGraphqlBodyErrors } from './graphql-body-errors';
import { answerDatabaseUnavailable, withUnavailableContext } from './unavailable';
import { mountAccountRoutes } from '../auth/routes';
import { reportExpressErrors, startServerErrorReporting } from '../observability/server';
import { mountErrorReporting } from '../observability/tunnel';
import { mountAssistant } from './assistant-route';
import { startEvents } from '../events/start';
import { startJobs } from '../jobs/worker';

// First, so everything after it is reported (a no-op without SENTRY_DSN).
startServerErrorReporting(config.sentry);
// Production without Stripe keys (STRIPE_SIMULATOR=true): say loudly that card payments are off.
if (config.stripe.startupWarning) console.warn(`\n${'!'.repeat(80)}\n${config.stripe.startupWarning}\n${'!'.repeat(80)}\n`);

const started = performance.now();
// Migrations through the demo data, one process at a time: a second process started at once
// waits for the first's instead of failing on Prisma's 10 s migration lock (cms/db/startup-lock.ts).
const startupLock = await takeStartupLock(config.databaseUrl, config.startupLockTimeoutMs);
const applied = await applyMigrations(config.databaseUrl);
if (applied.length) console.log(`✨ Applied migrations: ${applied.join(', ')}`);

const system = createSystem(keystoneConfig);
const keystone = system.getKeystone(prismaModule as never);
await keystone.connect();
// Before anything subscribes: on PostgreSQL, events (page-cache changes, new messages, ended
// sessions) reach every process through LISTEN/NOTIFY (cms/events/README.md).
const events = await startEvents(config);
// Every context the server derives from this one (per request, sudo, transactions) reuses parsed
// `context.query` documents (cms/graphql/query-cache.ts).
const context = cacheParsedQueries(keystone.context);
// Before the seed, which enqueues emails and booking timers (cms/jobs/README.md).
const jobs = await startJobs(context);
await ensureSearchIndex(context.prisma);
// Areas written before they had a point get one from their postcode or town (cms/domain/places).
await backfillServiceAreas(context.prisma);
if (config.seedDemoData) await seedDemoDataIfEmpty(context);
// After migrations and demo data, so the planner knows the tables as they are (cms/db/statistics.ts).
await refreshPlannerStatistics(context.prisma);
await startupLock.release();

// Apollo's per-request context reads the session: while the database is away that is a 503.
const { expressServer, httpServer } = await createExpressServer(system.config, withUnavailableContext(context));
limitGraphqlUploadsToApi(expressServer);
answerGraphqlBodyErrors(expressServer);
expressServer.disable('x-powered-by');
/** What /readyz checks and what a shutdown waits for (within the grace period). */
const readinessChecks: ReadinessCheck[] = [
  { name: 'database', check: async () => Boolean(await context.prisma.$queryRawUnsafe('SELECT 1')) },
  { name: 'events', check: events.connected },
  { name: 'jobs', check: () => jobs.reachable() },
];
const stoppables: Stoppable[] = [{ name: 'jobs', stop: (graceMs) => jobs.stop(graceMs) }];
const health = mountHealth(expressServer, readinessChecks);
mountErrorReporting(expressServer, config.sentry, { allowTestErrors: !config.production });
// MixBuddy AI streams its answer line by line: mounted before compression, which would buffer it.
mountAssistant(expressServer, context);
// gzip for pages, the back office and static assets (page weight, bench/RESULTS.md); never for
// live streams (text/event-stream), which must reach the browser unbuffered.
expressServer.use(
  compression({
    filter: (req, res) => !String(res.getHeader('Content-Type') ?? '').includes('event-stream') && compression.filter(req, res),
  }),
);
mountBackoffice(expressServer);
mountStripeSimulator(expressServer);
mountBookingRoutes(expressServer, context);
mountUploads(expressServer, context);
mountAccountRoutes(expressServer, context);
const renderErrorPage = await mountSite(expressServer, context);
answerDatabaseUnavailable(expressServer, renderErrorPage);
reportExpressErrors(expressServer);

httpServer.listen(config.port, config.host, () => {
  console.log(`⭐️ MixBuddy on http://localhost:${config.port}/ (ready in ${Math.round(performance.now() - started)} ms)`);
});

handleShutdown({
  httpServer,
  graceMs: config.shutdownGraceMs,
  startDraining: health.startDraining,
  endStreams: endMessageStreams,
  stoppables,
  disconnect: async () => {
    await events.stop();
    await keystone.disconnect();
  },
});
