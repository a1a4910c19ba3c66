/**
 * The paging cursor of the signed-in lists (`?efter=`, `?kommende=`, `?foer=`, cms/domain/paging.ts):
 * a cursor the pages wrote reads back as the same date and id; anything else — hostile redirect
 * targets, script, SQL, overlong or malformed values — is no cursor at all (the list starts at the
 * top), and a paging link keeps the page's own path whatever the other parameters say.
 */
import { describe, expect, it } from 'vitest';
import { cursorOf, pageOf, parseCursor } from '../../cms/domain/paging';
import { withParams } from '../../site/src/lib/paging';
import { openRedirectCorpus } from '../security/corpora/redirects';

describe('paging cursor', () => {
  it('reads back what a page wrote', () => {
    const cursor = cursorOf('2026-09-28T12:42:00.000Z', 'ckx1abc-b59');
    expect(parseCursor(cursor)).toEqual({ at: new Date('2026-09-28T12:42:00.000Z'), id: 'ckx1abc-b59' });
  });

  it('is no cursor for hostile or malformed input', () => {
    const hostile = [
      ...openRedirectCorpus,
      '',
      '_',
      'not-a-date_abc',
      '2026-09-28T12:42:00.000Z_',
      "2026-09-28T12:42:00.000Z_x' OR '1'='1",
      '2026-09-28T12:42:00.000Z_<script>alert(1)</script>',
      '2026-09-28T12:42:00.000Z_a/b',
      `2026-09-28T12:42:00.000Z_${'a'.repeat(200)}`,
      '2026-09-28T12:42:00.000Z_id with space',
      '2026-09-28T12:42:00.000Z_%00',
    ];
    for (const value of hostile) expect(parseCursor(value), value).toBeNull();
  });

  it('a page of n rows read as n + 1 says where the next one starts, and nothing when it is the last', () => {
    const rows = [1, 2, 3].map((i) => ({ id: `r${i}`, at: `2026-01-0${i}T00:00:00.000Z` }));
    expect(pageOf(rows, 2, (r) => r.at)).toEqual({ rows: rows.slice(0, 2), next: '2026-01-02T00:00:00.000Z_r2' });
    expect(pageOf(rows.slice(0, 2), 2, (r) => r.at)).toEqual({ rows: rows.slice(0, 2), next: null });
  });

  it('a paging link stays on the page, whatever the other parameters hold', () => {
    for (const target of openRedirectCorpus) {
      const url = new URL(`http://mixbuddy.test/bookings?next=${encodeURIComponent(target)}&ok=accepted&booking=x`);
      const href = withParams(url, { efter: cursorOf('2026-01-01T00:00:00.000Z', 'abc') });
      expect(href.startsWith('/bookings?'), href).toBe(true);
      expect(new URL(href, 'http://mixbuddy.test').origin).toBe('http://mixbuddy.test');
      expect(href).not.toContain('ok=');
    }
  });
});
