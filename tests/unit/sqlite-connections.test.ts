/**
 * cms/db/sqlite-connections.ts: every SQLite connection gets the bigger page cache, and keeping
 * prepared statements never changes what a statement answers — new arguments, a failed run, a
 * schema change by statement or by script (as migrations run), a transaction.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client } from '@libsql/client';
import { configureSqliteConnections } from '../../cms/db/sqlite-connections';

const dir = mkdtempSync(join(tmpdir(), 'mb-sqlite-connections-'));
let db: Client;

beforeAll(() => {
  configureSqliteConnections({ cacheMb: 48 });
  db = createClient({ url: `file:${join(dir, 'test.db')}` });
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const rows = async (sql: string, args: (string | number)[] = []) => (await db.execute({ sql, args })).rows.map((row) => ({ ...row }));

describe('SQLite connections', () => {
  it('get the configured page cache', async () => {
    expect(await rows('PRAGMA cache_size')).toEqual([{ cache_size: -48 * 1024 }]);
  });

  it('answer a kept statement with its new arguments, also after a failed run', async () => {
    await db.execute('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT UNIQUE)');
    const insert = 'INSERT INTO t (v) VALUES (?)';
    await db.execute({ sql: insert, args: ['a'] });
    await expect(db.execute({ sql: insert, args: ['a'] })).rejects.toThrow(/UNIQUE/);
    await db.execute({ sql: insert, args: ['b'] });
    const after = 'SELECT v FROM t WHERE id > ? ORDER BY id';
    expect(await rows(after, [0])).toEqual([{ v: 'a' }, { v: 'b' }]);
    expect(await rows(after, [1])).toEqual([{ v: 'b' }]);
  });

  it('see a schema change made by a statement or by a script', async () => {
    const all = 'SELECT * FROM t ORDER BY id';
    expect(Object.keys((await rows(all))[0])).toEqual(['id', 'v']);
    await db.execute('ALTER TABLE t ADD COLUMN w TEXT');
    expect((await rows(all))[0]).toEqual({ id: 1, v: 'a', w: null });
    await db.executeMultiple(`ALTER TABLE t ADD COLUMN x TEXT DEFAULT 'x'; UPDATE t SET w = 'w';`);
    expect((await rows(all))[0]).toEqual({ id: 1, v: 'a', w: 'w', x: 'x' });
  });

  it('keep a rolled-back transaction rolled back', async () => {
    const tx = await db.transaction('write');
    await tx.execute({ sql: 'INSERT INTO t (v) VALUES (?)', args: ['c'] });
    await tx.rollback();
    expect(await rows('SELECT count(*) AS n FROM t')).toEqual([{ n: 2 }]);
  });
});
