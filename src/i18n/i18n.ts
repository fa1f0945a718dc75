import { DEFAULT_UI_LANGUAGE, type UiLanguage } from '../lib/server-language';
import { localeFileLoader, localeFilePath } from './locale-files';
import { DEFAULT_NAMESPACE, PRELOADED_NAMESPACES } from './namespaces';
import { createTranslator } from './translator';

/** BCP 47 spelling for <html lang>: screen readers and fonts pick the right script from it. */
const HTML_LANG: Record<UiLanguage, string> = { 'en-gb': 'en-GB', 'zh-hans': 'zh-Hans', 'ms-my': 'ms-MY' };

/**
 * The app's translator. Language codes stay as docs/rules.md#languages and the locale folders spell
 * them (en-gb, zh-hans). There is no fallback language: zh-hans is complete (locale-parity.test.ts),
 * so a page in Chinese never downloads English as well.
 */
export const translator = createTranslator({
  defaultNamespace: DEFAULT_NAMESPACE,
  load: localeFileLoader({
    ...import.meta.glob(['./locales/*/*.json', '!./locales/en-gb/messages.json'], { import: 'default' }),
    // English messages are the message catalogue itself (messages-locale.test.ts holds
    // en-gb/messages.json equal to it): one copy of the text in the build, which the server's
    // English comes from too (docs/rules.md#locale-files).
    [localeFilePath('en-gb', 'messages')]: () => import('../protocol/messages').then((catalogue) => catalogue.MESSAGES),
  }),
});

let ready: Promise<void> | null = null;
let initialized = false;

/** Starts the translator once, in the given language; later calls return the same promise. */
export function initI18n(language: UiLanguage = DEFAULT_UI_LANGUAGE): Promise<void> {
  ready ??= translator
    .load(language, PRELOADED_NAMESPACES)
    .then(() => translator.changeLanguage(language))
    .then(() => {
      initialized = true;
      setHtmlLang();
    });
  return ready;
}

let htmlLanguage: string | null = null;

function setHtmlLang(): void {
  if (typeof document === 'undefined' || htmlLanguage === translator.language) return;
  htmlLanguage = translator.language;
  document.documentElement.lang = HTML_LANG[htmlLanguage as UiLanguage] ?? htmlLanguage;
}

translator.subscribe(() => {
  if (initialized) setHtmlLang();
});

function isShowing(language: UiLanguage): boolean {
  return initialized && translator.language === language;
}

/** Switches language; resolves when its namespaces are loaded. */
export async function switchLanguage(language: UiLanguage): Promise<void> {
  await initI18n(language);
  if (!isShowing(language)) await translator.changeLanguage(language);
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
