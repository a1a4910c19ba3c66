/**
 * Which errors mean "the database is away" (cms/db/unavailable.ts): they become 503 with
 * Retry-After and "MixBuddy er midlertidigt utilgængelig" instead of a validation error or a 500.
 * The outage as a server sees it is tests/integration/database-outage.test.ts.
 */
import { createServer } from 'node:net';
import { PrismaPg } from '@prisma/adapter-pg';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../cms/db/unavailable';
import { formatGraphqlError } from '../../cms/graphql/guard';
import { PrismaClientKnownRequestError } from '../support/prisma-errors';

/** A port nothing listens on. */
async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** What Prisma's pg adapter throws when PostgreSQL refuses the connection. */
async function refusedByDatabase() {
  const adapter = await new PrismaPg({ connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/x` }).connect();
  try {
    await adapter.queryRaw({ sql: 'SELECT 1', args: [], argTypes: [] });
  } catch (error) {
    return error;
  } finally {
    await adapter.dispose().catch(() => {});
  }
  throw new Error('the query did not fail');
}

describe('isDatabaseUnavailable', () => {
  it('knows a refused database connection, also wrapped by GraphQL', async () => {
    const refused = await refusedByDatabase();
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new GraphQLError('Prisma error', { originalError: refused as Error }))).toBe(true);
  });

  it("knows PostgreSQL shutting down, a dropped connection and Prisma's connection codes", () => {
    expect(
      isDatabaseUnavailable({ name: 'DriverAdapterError', cause: { kind: 'postgres', code: '57P01', message: 'terminating connection' } }),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new PrismaClientKnownRequestError("Can't reach database server", 'P1001'))).toBe(true);
  });

  it('leaves every other error alone: invalid input, a duplicate, a refused connection to another service', async () => {
    expect(isDatabaseUnavailable(new PrismaClientKnownRequestError('Unique constraint failed', 'P2002'))).toBe(false);
    expect(isDatabaseUnavailable({ name: 'DriverAdapterError', cause: { kind: 'postgres', code: '23505' } })).toBe(false);
    expect(isDatabaseUnavailable(new Error('Menuen findes ikke'))).toBe(false);
    const elsewhere = await fetch(`http://127.0.0.1:${await closedPort()}/`).catch((error: unknown) => error);
    expect((elsewhere as { cause?: { code?: string } }).cause?.code).toBe('ECONNREFUSED');
    expect(isDatabaseUnavailable(elsewhere)).toBe(false);
  });
});

describe('formatGraphqlError while the database is away', () => {
  it('answers in Danish with SERVICE_UNAVAILABLE, never "ugyldige værdier"', async () => {
    const error = new GraphQLError('Prisma error', { originalError: (await refusedByDatabase()) as Error, path: ['menus'] });
    const formatted = formatGraphqlError({ message: 'Prisma error', path: ['menus'], extensions: { code: 'KS_PRISMA_ERROR' } }, error);
    expect(formatted).toEqual({
      message: 'MixBuddy er midlertidigt utilgængelig. Prøv igen om lidt.',
      path: ['menus'],
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
  });
});
