/**
 * Prisma driver adapters: libsql for the embedded SQLite file, pg for PostgreSQL.
 * Neither needs a native engine, so the same install works offline on any Node.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PrismaLibSql } from '@prisma/adapter-libsql';
import { PrismaPg } from '@prisma/adapter-pg';
import { config, providerOf } from '../config';
import { configureSqliteConnections } from './sqlite-connections';

export function createAdapterFactory(url: string) {
  if (providerOf(url) === 'postgresql') {
    // JIT off: our statements are short, and at 100,000 menus the planner's cost estimates made
    // PostgreSQL spend hundreds of milliseconds compiling a query that runs in a few (bench/search.mjs).
    return new PrismaPg({ connectionString: url, max: 10, options: '-c jit=off' });
  }
  if (url.startsWith('file:')) {
    const path = url.startsWith('file://') ? fileURLToPath(url) : url.slice('file:'.length);
    mkdirSync(dirname(path), { recursive: true });
  }
  // Page cache and kept statements on every pooled connection (sqlite-connections.ts).
  configureSqliteConnections({ cacheMb: config.sqliteCacheMb });
  return new PrismaLibSql({ url });
}
