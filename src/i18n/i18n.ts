/**
 * i18next: tr-TR by default and as fallback, en-US second. In the browser the translation
 * files load from `/locales/{lng}/{ns}.json`; tests pass the files' contents instead.
 * The language itself lives in the store (`preferences.language`); `LanguageSync` applies
 * it here, and the language saga keeps `i18nextLng` in storage.
 */
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fetchBackend } from './fetchBackend';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../store/constants';

export const NAMESPACES = [
  'common',
  'pages',
  'team',
  'stats',
  'home',
  'leagues',
  'market',
] as const;

export function createI18n(language: Language, resources?: Resource): I18n {
  const instance = i18next.createInstance();
  if (!resources) instance.use(fetchBackend);
  instance.use(initReactI18next);
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    // i18next's own defaults, given: then every key is a path ("table.rank", "home:title"),
    // as all of ours are, and i18next stops asking each key whether it reads like a sentence
    // (a filter, a joined pattern and a regular expression on every t() call: about a third
    // of i18next's time while the sign-in page loads, in Chromium traces).
    keySeparator: '.',
    nsSeparator: ':',
    ...(resources ? { resources, initAsync: false } : {}),
  });
  return instance;
}
