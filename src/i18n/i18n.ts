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
      // Language codes stay as docs/rules.md#languages and the locale folders spell them (en-gb, zh-hans).
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

function isShowing(language: UiLanguage): boolean {
  return i18n.isInitialized && i18n.language === language && i18n.resolvedLanguage === language;
}

/** Switches language; resolves when its namespaces are loaded. */
export async function switchLanguage(language: UiLanguage): Promise<void> {
  await initI18n(language);
  if (!isShowing(language)) await i18n.changeLanguage(language);
}

const switching = new Map<UiLanguage, Promise<void>>();

/**
 * null when the page is already in `language`; otherwise the switch to it, one shared promise per
 * language while it runs, so a shell can suspend on it with use() and never paint in the wrong
 * language.
 */
export function pendingLanguageSwitch(language: UiLanguage): Promise<void> | null {
  if (isShowing(language)) return null;
  let pending = switching.get(language);
  if (!pending) {
    pending = switchLanguage(language).finally(() => switching.delete(language));
    switching.set(language, pending);
  }
  return pending;
}
