/**
 * Danish react-admin UI; any key not translated in da.ts falls back to react-admin's English.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations } from 'ra-core';
import { danishMessages } from './da';

const messages = mergeTranslations(englishMessages, danishMessages);

export const i18nProvider = polyglotI18nProvider(() => messages, 'da', [{ locale: 'da', name: 'Dansk' }], {
  allowMissing: true,
});
