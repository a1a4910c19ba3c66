/**
 * DataExport — a person's request for everything MixBuddy holds about them (articles 15 and 20),
 * and the ZIP file it became. How it is made and served: cms/domain/privacy/export.ts.
 * - One pending export per person, held by the database: `pendingFor` is the user's id while the
 *   export is being made and empty afterwards, and it is unique (empty values never collide).
 * - The file lives in `config.dataExportsDir` under a random name (`fileName`), never under a name
 *   taken from the request; only its owner downloads it, until `expiresAt` (7 days).
 * - After `expiresAt` the pruning job removes the file (status `expired`) and, 30 days later, the
 *   row (cms/domain/privacy/retention.ts).
 * - Nobody reads or writes exports through GraphQL; only cms/domain/privacy (Prisma) does.
 */
import { list } from '@keystone-6/core';
import { integer, relationship, select, text, timestamp } from '@keystone-6/core/fields';
import { allowNobody } from '../access';
import { createdAt } from './shared';

export const DataExport = list({
  access: {
    operation: { query: allowNobody, create: allowNobody, update: allowNobody, delete: allowNobody },
  },
  graphql: { omit: true },
  fields: {
    user: relationship({ ref: 'User' }),
    status: select({
      type: 'string',
      options: ['pending', 'ready', 'failed', 'expired'],
      defaultValue: 'pending',
      validation: { isRequired: true },
    }),
    pendingFor: text({ isIndexed: 'unique', db: { isNullable: true } }),
    fileName: text(),
    byteSize: integer({ defaultValue: 0 }),
    readyAt: timestamp(),
    expiresAt: timestamp({ isIndexed: true }),
    createdAt: createdAt(),
  },
});
