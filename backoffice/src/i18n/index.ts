/**
 * The back office in Danish. da.ts has a text for every message react-admin shows
 * (tests/unit/backoffice/i18n.test.ts compares it with react-admin's English), so no English is
 * shipped to fall back to.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { danishMessages } from './da';

export const i18nProvider = polyglotI18nProvider(() => danishMessages, 'da', [{ locale: 'da', name: 'Dansk' }], {
  allowMissing: true,
});
