/**
 * The generated Prisma client for the configured provider. Both are bundled; the URL picks one.
 */
import * as sqlite from '../../generated/prisma/sqlite/client';
import * as postgresql from '../../generated/prisma/postgresql/client';
import type { DbProvider } from '../config';

export function prismaModuleFor(provider: DbProvider) {
  return provider === 'postgresql' ? postgresql : sqlite;
}
