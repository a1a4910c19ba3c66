/**
 * The page cache's keys and the changes writes announce (cms/server/page-cache.ts,
 * cms/db/change-tracking.ts): which requests may share a page, and what a write drops.
 */
import { describe, expect, it } from 'vitest';
import { changeOf } from '../../cms/db/change-tracking';
import { lookupOf, reachOf } from '../../cms/server/page-cache';
import { nextMidnightInCopenhagen } from '../../cms/domain/time';

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ method, url, path: url.split('?')[0], headers });

describe('lookupOf', () => {
  it('keys a public page by path, its own query parameters in order, and the cookie choice', () => {
    expect(lookupOf(request('/soeg?sort=pris&q=gin&utm_source=x&q=rom'))).toMatchObject({ key: '- /soeg?q=gin&sort=pris', tag: 'listing' });
    expect(lookupOf(request('/menu/abc?alder=bekraeftet&gaester=12&fbclid=1'))).toMatchObject({
      url: '/menu/abc?alder=bekraeftet&gaester=12',
      tag: 'menu:abc',
    });
    // The search choices a result card carries (date, guests, place) are part of the menu page's key.
    expect(lookupOf(request('/menu/abc?sted=Aarhus&dato=2030-06-06&gaester=20'))).toMatchObject({
      url: '/menu/abc?dato=2030-06-06&gaester=20&sted=Aarhus',
    });
    expect(lookupOf(request('/profile/p1', { cookie: 'mb_samtykke=alle' }))).toMatchObject({
      key: 'alle /profile/p1',
      consent: 'alle',
      tag: 'talent:p1',
    });
    expect(lookupOf(request('/', { cookie: 'mb_samtykke=noget-andet' }))?.key).toBe('- /');
  });

  it('refuses personal requests, other methods and pages outside the allow-list', () => {
    expect(lookupOf(request('/', { cookie: 'mixbuddy-session=abc' }))).toBeNull();
    expect(lookupOf(request('/', { cookie: 'mb_samtykke=alle; flash-booking=1' }))).toBeNull();
    expect(lookupOf(request('/', { authorization: 'Bearer abc' }))).toBeNull();
    expect(lookupOf(request('/support', {}, 'POST'))).toBeNull();
    expect(lookupOf(request('/mixbuddy-ai?spoergsmaal=Hej'))).toBeNull();
    expect(lookupOf(request('/mixbuddy-ai?utm_source=x'))).toMatchObject({ key: '- /mixbuddy-ai' });
    for (const path of ['/account', '/login', '/menu/abc/book', '/menu/a%20b', '/soeg/', '/my-bookings'])
      expect(lookupOf(request(path)), path).toBeNull();
  });
});

describe('changeOf', () => {
  it('is precise for a menu and a talent, silent for private lists, everything otherwise', () => {
    expect(changeOf('Menu', 'update', { where: { id: 'm1' } }, { id: 'm1', talentId: 't1' })).toEqual({
      kind: 'menu',
      menuId: 'm1',
      talentId: 't1',
    });
    expect(changeOf('Menu', 'update', { where: { id: 'm1' } }, { id: 'm1' })).toEqual({ kind: 'menu', menuId: 'm1', talentId: null });
    expect(changeOf('TalentProfile', 'update', { where: { id: 't1' } }, { id: 't1' })).toEqual({ kind: 'talent', talentId: 't1' });
    expect(changeOf('Menu', 'updateMany', { where: {} }, { count: 3 })).toEqual({ kind: 'everything' });
    expect(changeOf('Review', 'create', undefined, { id: 'r1' })).toEqual({ kind: 'everything' });
    expect(changeOf('AuthSession', 'create', undefined, { id: 's1' })).toBeNull();
    expect(changeOf('Menu', 'findMany', undefined, [])).toBeNull();
  });
});

describe('reachOf', () => {
  it("drops the changed thing's own page and marks the pages that list it as changed", () => {
    const menu = { kind: 'menu', menuId: 'm1', talentId: 't1' } as const;
    expect(reachOf(menu, 'menu:m1')).toBe('dropped');
    expect(reachOf(menu, 'listing')).toBe('changed');
    expect(reachOf(menu, 'talent:t1')).toBe('changed');
    expect(reachOf(menu, 'talent:t2')).toBeNull();
    expect(reachOf(menu, 'menu:m2')).toBeNull();
    expect(reachOf(menu, 'info')).toBeNull();
    expect(reachOf({ kind: 'menu', menuId: 'm1', talentId: null }, 'talent:t2')).toBe('changed');
    const talent = { kind: 'talent', talentId: 't1' } as const;
    expect(reachOf(talent, 'talent:t1')).toBe('dropped');
    expect(reachOf(talent, 'menu:m9')).toBe('changed');
    expect(reachOf(talent, 'talent:t2')).toBeNull();
    expect(reachOf({ kind: 'everything' }, 'info')).toBe('dropped');
  });
});

describe('nextMidnightInCopenhagen', () => {
  it('is the next 00:00 Danish time, summer and winter', () => {
    expect(nextMidnightInCopenhagen(new Date('2026-07-01T21:59:00Z')).toISOString()).toBe('2026-07-01T22:00:00.000Z');
    expect(nextMidnightInCopenhagen(new Date('2026-07-01T22:00:00Z')).toISOString()).toBe('2026-07-02T22:00:00.000Z');
    expect(nextMidnightInCopenhagen(new Date('2026-12-31T12:00:00Z')).toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });
});
