/**
 * The back office speaks Danish only: every message react-admin itself may show has a Danish text
 * in backoffice/src/i18n/da.ts, so there is no English to fall back to (and none is shipped).
 */
import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { danishMessages } from '../../../backoffice/src/i18n/da';
import { i18nProvider } from '../../../backoffice/src/i18n';

const keysOf = (messages: object, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('the back office in Danish', () => {
  it("has a Danish text for every one of react-admin's messages", () => {
    const danish = new Set(keysOf(danishMessages));
    expect(keysOf(englishMessages).filter((key) => !danish.has(key))).toEqual([]);
  });

  it('answers in Danish, with Danish plurals', () => {
    expect(i18nProvider.translate('ra.action.export')).toBe('Eksportér');
    expect(i18nProvider.translate('ra.navigation.no_results', { name: 'bookinger' })).not.toMatch(/No |found/);
    expect(i18nProvider.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('3 valgt');
  });
});
