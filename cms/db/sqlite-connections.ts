/**
 * How every SQLite connection of this process is set up. The libsql client (`@libsql/client`,
 * under Prisma's libsql adapter) opens its pooled connections itself and offers no hook, so this
 * wraps `prepare` of the `libsql` driver class it uses (reached through the client, not a
 * dependency of ours) — once per process, before the first connection:
 *
 * - **A bigger page cache** (`PRAGMA cache_size`, `SQLITE_CACHE_MB`, default 64 MB per
 *   connection, allocated only as pages are read). SQLite's default is 2 MB: at 100,000 menus
 *   (a 140 MB file) a text search that looks up its ~15,000 hits in Menu read nearly every page
 *   from the OS again, 75–140 ms instead of 10–18 ms (bench/search.mjs). One connection serves
 *   the reads; note that the client under Prisma's adapter (0.17) hands that connection to the next
 *   interactive transaction and opens a fresh one after it, so the first big search after a
 *   transactional write starts cold again (the statements below too).
 * - **`PRAGMA analysis_limit`** (statistics.ts): ANALYZE and `PRAGMA optimize` read every row (a
 *   sample misjudged the status column 300-fold).
 * - **Prepared statements kept** per connection (an LRU of `STATEMENTS_PER_CONNECTION`):
 *   the client prepares every statement anew, about 0.5 ms of every page render (bench/RESULTS.md).
 *   Reuse is safe because the client runs each statement to the end synchronously on a
 *   connection it has borrowed alone. SQLite re-prepares a statement whose schema changed, but the
 *   driver's column names would stay stale, so a schema change (CREATE/ALTER/DROP/VACUUM, never
 *   cached, or any script run through `exec`, as migrations are) empties every connection's statements. Another process changing the schema would not
 *   be seen — on SQLite there is one process (docs/ARCHITECTURE.md, "Several processes").
 */
import { createRequire } from 'node:module';
import { SQLITE_ANALYSIS_LIMIT } from './statistics';

type Statement = { run(...args: unknown[]): unknown };
type Connection = { prepare(sql: string): Statement; exec(sql: string): unknown };
type DatabaseClass = { prototype: Connection };

export const STATEMENTS_PER_CONNECTION = 256;
const SCHEMA_CHANGE = /^\s*(CREATE|ALTER|DROP|VACUUM|REINDEX)\b/i;

type Kept = { generation: number; statements: Map<string, Statement> };
let installed: { cacheMb: number } | undefined;
/** Bumped by every schema change in this process; a connection's statements from before are dropped. */
let schemaGeneration = 0;

/**
 * The `libsql` driver class exactly as each client loads it: Prisma's adapter brings its own
 * `@libsql/client`, our scripts and tests use the top-level one (today both load the same class).
 */
function driverClasses(): Set<DatabaseClass> {
  const from = (path: string) => createRequire(path);
  const top = from(import.meta.url);
  const clients = [top.resolve('@libsql/client'), from(top.resolve('@prisma/adapter-libsql')).resolve('@libsql/client')];
  return new Set(clients.map((client) => from(client)('libsql') as DatabaseClass));
}

/** Sets up every SQLite connection opened from now on (idempotent; the first cache size wins). */
export function configureSqliteConnections({ cacheMb }: { cacheMb: number }) {
  if (installed) return;
  installed = { cacheMb };
  for (const driver of driverClasses()) wrap(driver.prototype, cacheMb);
}

function wrap(proto: Connection, cacheMb: number) {
  const { prepare, exec } = proto;
  proto.exec = function (this: Connection, sql: string) {
    schemaGeneration++;
    return exec.call(this, sql);
  };
  const kept = new WeakMap<Connection, Kept>();
  proto.prepare = function (this: Connection, sql: string): Statement {
    let own = kept.get(this);
    if (!own) {
      own = { generation: schemaGeneration, statements: new Map() };
      kept.set(this, own);
      // Negative: in KiB (https://sqlite.org/pragma.html#pragma_cache_size).
      prepare.call(this, `PRAGMA cache_size = -${Math.round(cacheMb * 1024)}`).run();
      prepare.call(this, `PRAGMA analysis_limit = ${SQLITE_ANALYSIS_LIMIT}`).run();
    }
    if (SCHEMA_CHANGE.test(sql)) {
      schemaGeneration++;
      return prepare.call(this, sql);
    }
    if (own.generation !== schemaGeneration) own = { generation: schemaGeneration, statements: new Map() };
    kept.set(this, own);
    const statement = own.statements.get(sql);
    if (statement) {
      // Most recently used last, so the first key is the one to drop.
      own.statements.delete(sql);
      own.statements.set(sql, statement);
      return statement;
    }
    const fresh = prepare.call(this, sql);
    own.statements.set(sql, fresh);
    if (own.statements.size > STATEMENTS_PER_CONNECTION) own.statements.delete(own.statements.keys().next().value!);
    return fresh;
  };
}
