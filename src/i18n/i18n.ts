import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_UI_LANGUAGE, type UiLanguage } from '../lib/server-language';
import { createGlobBackend } from './glob-backend';
import { DEFAULT_NAMESPACE, PRELOADED_NAMESPACES } from './namespaces';

/** BCP 47 spelling for <html lang>: screen readers and fonts pick the right script from it. */
const HTML_LANG: Record<UiLanguage, string> = { 'en-gb': 'en-GB', 'zh-hans': 'zh-Hans' };

export const i18n = i18next.createInstance();

let ready: Promise<unknown> | null = null;

/** Starts i18next once, in the given language; later calls return the same promise. */
export function initI18n(language: UiLanguage = DEFAULT_UI_LANGUAGE): Promise<unknown> {
  ready ??= i18n
    .use(createGlobBackend(import.meta.glob('./locales/*/*.json', { import: 'default' })))
    .use(initReactI18next)
    .init({
      lng: language,
      // zh-hans is complete (locale-parity.test.ts), so it does not download en-gb as well.
      fallbackLng: { 'zh-hans': [], default: [DEFAULT_UI_LANGUAGE] },
      supportedLngs: ['en-gb', 'zh-hans'],
      // Language codes stay as the spec and the locale folders spell them (en-gb, zh-hans).
      lowerCaseLng: true,
      load: 'currentOnly',
      ns: [...PRELOADED_NAMESPACES],
      defaultNS: DEFAULT_NAMESPACE,
      interpolation: { escapeValue: false },
    });
  return ready;
}

i18n.on('languageChanged', (language) => {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = HTML_LANG[language as UiLanguage] ?? language;
});

/** Switches language; resolves when its namespaces are loaded. */
export async function switchLanguage(language: UiLanguage): Promise<void> {
  await initI18n(language);
  if (i18n.resolvedLanguage !== language || i18n.language !== language) await i18n.changeLanguage(language);
}
