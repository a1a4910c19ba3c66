/**
 * The entry of dist/server.mjs. Without DATABASE_URL it first starts the embedded PostgreSQL
 * (cms/db/embedded.ts) and puts its URL into `config.databaseUrl`; only then does main.ts load,
 * because cms/keystone.ts reads that URL when it is imported. A dynamic import, so the bundle
 * evaluates main.ts and everything only it imports after this point.
 */
import { config } from '../config';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded';
import { stopLast } from './lifecycle';

let embedded: EmbeddedPostgres | undefined;
if (config.embeddedPostgres.enabled) {
  const started = performance.now();
  embedded = await startEmbeddedPostgres(config.embeddedPostgres);
  config.databaseUrl = embedded.url;
  console.log(
    `🐘 Embedded PostgreSQL in ${config.embeddedPostgres.dataDir} on port ${config.embeddedPostgres.port} (${Math.round(performance.now() - started)} ms)`,
  );
  // After everything else has stopped and disconnected (cms/server/lifecycle.ts).
  stopLast({ name: 'embedded PostgreSQL', stop: () => embedded!.stop() });
}

try {
  await import('./main');
} catch (error) {
  await embedded?.stop();
  throw error;
}
