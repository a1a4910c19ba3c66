/**
 * The one place the server reads `process.env`. Everything else imports `config`.
 */
import { resolve } from 'node:path';

export type DbProvider = 'sqlite' | 'postgresql';

function providerOf(url: string): DbProvider {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgresql' : 'sqlite';
}

function readConfig(env: NodeJS.ProcessEnv = process.env) {
  const databaseUrl = env.DATABASE_URL || `file:${resolve('data/mixbuddy.db')}`;
  const production = env.NODE_ENV === 'production';
  const sessionSecret =
    env.SESSION_SECRET || (production ? '' : 'mixbuddy-development-session-secret-min-32-chars');
  if (production && sessionSecret.length < 32) {
    throw new Error('SESSION_SECRET skal være mindst 32 tegn i produktion');
  }
  return {
    production,
    port: Number(env.PORT || 3000),
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    dbProvider: providerOf(databaseUrl),
    sessionSecret,
    sessionMaxAgeSeconds: 60 * 60 * 24 * 30,
    /** Seed Danish demo data into an empty database (never in production). */
    seedDemoData: !production && env.SEED_DEMO_DATA !== 'false',
    /** Public origin used for absolute links (sitemap, emails). */
    publicUrl: env.PUBLIC_URL || `http://localhost:${env.PORT || 3000}`,
    logErrors: env.LOG_LEVEL !== 'silent',
  };
}

export const config = readConfig();
export type AppConfig = ReturnType<typeof readConfig>;
export { providerOf };
