import type { SystemConfig } from '../generated/api/spot-config.response';
import type { LanguageCode } from '../generated/tenant';

/**
 * UI languages (docs/rules.md#languages): those with locale files under src/i18n/locales/, which
 * the tenant schema's languageCode lists (a test holds the three equal); en-gb is the default.
 */
export type UiLanguage = LanguageCode;
export const UI_LANGUAGES = ['en-gb', 'zh-hans', 'ms-my'] as const satisfies readonly UiLanguage[];
export const DEFAULT_UI_LANGUAGE: UiLanguage = 'en-gb';

export function isUiLanguage(code: unknown): code is UiLanguage {
  return (UI_LANGUAGES as readonly unknown[]).includes(code);
}

/** Language codes as the legacy server side names them (docs/rules.md#languages; spot config's defaultLang). */
export type ServerLanguage = SystemConfig['defaultLang'];

// The legacy server side knows English and Chinese only: a Malay page asks it for English.
const SERVER_LANGUAGE: Record<UiLanguage, ServerLanguage> = { 'en-gb': 'en', 'zh-hans': 'cn', 'ms-my': 'en' };

/** A UI language code, matched case-insensitively; anything else falls back to en-gb. */
export function toUiLanguage(code: unknown): UiLanguage {
  const lower = typeof code === 'string' ? code.trim().toLowerCase() : '';
  return (UI_LANGUAGES as readonly string[]).includes(lower) ? (lower as UiLanguage) : DEFAULT_UI_LANGUAGE;
}

/**
 * The language a request for tenant texts names (offer names, notices, info blocks): en or cn where
 * the legacy server code has one, else the UI language itself (ms-my), which the server resolves
 * the tenant's texts in (docs/rules.md#tenant-text).
 */
export function requestLanguage(code: unknown): string {
  const language = toUiLanguage(code);
  return language === 'en-gb' || language === 'zh-hans' ? SERVER_LANGUAGE[language] : language;
}

/** Language code sent to the server: en-gb -> en, zh-hans -> cn, anything else en. */
export function toServerLanguage(code: unknown): ServerLanguage {
  return SERVER_LANGUAGE[toUiLanguage(code)];
}
