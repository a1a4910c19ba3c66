/**
 * Prisma driver adapters: libsql for the embedded SQLite file, pg for PostgreSQL.
 * Neither needs a native engine, so the same install works offline on any Node.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PrismaLibSql } from '@prisma/adapter-libsql';
import { PrismaPg } from '@prisma/adapter-pg';
import { providerOf } from '../config';

export function createAdapterFactory(url: string) {
  if (providerOf(url) === 'postgresql') {
    return new PrismaPg({ connectionString: url, max: 10 });
  }
  if (url.startsWith('file:')) {
    const path = url.startsWith('file://') ? fileURLToPath(url) : url.slice('file:'.length);
    mkdirSync(dirname(path), { recursive: true });
  }
  return new PrismaLibSql({ url });
}
