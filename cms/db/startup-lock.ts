/**
 * One process at a time runs the start-up work on a database: migrations, the job queue's
 * schema, the search index, the demo data (cms/server/main.ts). Several processes started at
 * once on a new database would otherwise race: Prisma's schema engine waits only 10 s for its
 * own migration lock and the loser exits, and two seeds would each find the database empty.
 *
 * A PostgreSQL session-level advisory lock on a connection of its own: the others wait for it
 * (up to `timeoutMs`), then find the migrations applied and the data seeded. A process that
 * dies holding it releases it with its connection.
 */
import pg from 'pg';

/** Ours alone: Prisma's migration lock is 72707369, graphile-worker's are transaction locks of its own. */
export const STARTUP_LOCK_KEY = 4_802_606_301;

export type StartupLock = { release: () => Promise<void> };

export async function takeStartupLock(databaseUrl: string, timeoutMs: number): Promise<StartupLock> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'mixbuddy start-up lock' });
  // Without a listener a dropped connection would crash the process; Prisma's own lock still
  // guards the migrations then.
  client.on('error', (error) => console.error(`start-up lock connection lost: ${error.message}`));
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [STARTUP_LOCK_KEY]);
    if (!rows[0].locked) {
      console.log(`⏳ Another process is starting on this database (migrations, demo data): waiting for it (at most ${timeoutMs} ms)`);
      await client.query(`SET lock_timeout = ${Math.max(1, Math.round(timeoutMs))}`);
      await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]).catch((error: { code?: string }) => {
        if (error.code !== '55P03') throw error;
        throw new Error(`another process kept the start-up lock for more than ${timeoutMs} ms (STARTUP_LOCK_TIMEOUT_MS)`, { cause: error });
      });
      await client.query('RESET lock_timeout');
    }
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  return {
    release: async () => {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
      await client.end().catch(() => {});
    },
  };
}
