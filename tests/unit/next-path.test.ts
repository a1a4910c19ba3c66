/**
 * The one rule for `next` (cms/auth/next-path.ts): every trick in the attacker's corpus either
 * is refused or becomes a path that, resolved the way a browser resolves a Location header,
 * stays on our origin; `withQuery` (every redirect of the OpenID routes) keeps that promise
 * after adding its parameters; our own paths keep working.
 */
import { describe, expect, it } from 'vitest';
import { safeNextPath, withQuery } from '../../cms/auth/next-path';
import { goodNextPaths, openRedirectCorpus } from '../security/corpora/redirects';

const ORIGIN = 'https://mixbuddy.dk';

/** Where a browser on our site would go for this Location (null = refused, so the caller's default). */
function landsOn(location: string | null) {
  if (location === null) return ORIGIN;
  // Browsers drop tabs and newlines and read "\" as "/" before resolving; do the same.
  return new URL(location.replace(/[\t\n\r]/g, '').replace(/\\/g, '/'), `${ORIGIN}/`).origin;
}

describe('safeNextPath', () => {
  it('has a corpus of at least 50 tricks', () => {
    expect(openRedirectCorpus.length).toBeGreaterThanOrEqual(50);
  });

  for (const trick of openRedirectCorpus) {
    it(`keeps ${JSON.stringify(trick.slice(0, 60))} on our origin`, () => {
      const result = safeNextPath(trick);
      expect(landsOn(result)).toBe(ORIGIN);
      if (result !== null) {
        expect(result.startsWith('/') && !result.startsWith('//')).toBe(true);
        expect(result).not.toMatch(/[\s\\\u0000-\u001f]/);
        // Already normalised: a later parse (such as adding a query) cannot turn it into "//evil".
        const reparsed = new URL(result, ORIGIN);
        expect(reparsed.pathname + reparsed.search + reparsed.hash).toBe(result);
        expect(landsOn(withQuery(result, { alder: 'bekraeftet' }))).toBe(ORIGIN);
        expect(withQuery(result, { alder: 'bekraeftet' }).startsWith('//')).toBe(false);
      }
    });
  }

  it('refuses the reported bypasses outright', () => {
    for (const trick of [
      '/..//evil.example',
      '/.//evil.example',
      '/%2e%2e//evil.example',
      '/a/../..//evil.example',
      '//evil.example',
      '/\\evil.example',
    ]) {
      expect(safeNextPath(trick), trick).toBeNull();
    }
  });

  it('keeps our own paths, normalised', () => {
    for (const [input, expected] of goodNextPaths) expect(safeNextPath(input), input).toBe(expected);
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 42, ['/a'], { toString: () => '/a' }]) expect(safeNextPath(value)).toBeNull();
  });
});

describe('withQuery', () => {
  it('adds parameters and keeps the hash', () => {
    expect(withQuery('/my-bookings#booking-1', { alder: 'bekraeftet' })).toBe('/my-bookings?alder=bekraeftet#booking-1');
    expect(withQuery('/login', { next: '/menu/a?b=1' })).toBe('/login?next=%2Fmenu%2Fa%3Fb%3D1');
  });

  it('never returns a path another origin could be read from, whatever it is given', () => {
    for (const trick of openRedirectCorpus) {
      const out = withQuery(trick, { alder: 'bekraeftet' });
      expect(landsOn(out), trick).toBe(ORIGIN);
      expect(out.startsWith('//'), trick).toBe(false);
    }
  });
});
