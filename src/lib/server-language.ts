import type { SystemConfig } from '../generated/api/spot-config.response';
import type { LanguageCode } from '../generated/tenant';

/** UI languages (docs/rules.md#languages: the tenant schema's languageCode); en-gb is the default. */
export type UiLanguage = LanguageCode;
export const UI_LANGUAGES = ['en-gb', 'zh-hans'] as const satisfies readonly UiLanguage[];
export const DEFAULT_UI_LANGUAGE: UiLanguage = 'en-gb';

export function isUiLanguage(code: unknown): code is UiLanguage {
  return (UI_LANGUAGES as readonly unknown[]).includes(code);
}

/** Language codes as the legacy server side names them (docs/rules.md#languages; spot config's defaultLang). */
export type ServerLanguage = SystemConfig['defaultLang'];

const SERVER_LANGUAGE: Record<UiLanguage, ServerLanguage> = { 'en-gb': 'en', 'zh-hans': 'cn' };

/** A UI language code, matched case-insensitively; anything else falls back to en-gb. */
export function toUiLanguage(code: unknown): UiLanguage {
  const lower = typeof code === 'string' ? code.trim().toLowerCase() : '';
  return (UI_LANGUAGES as readonly string[]).includes(lower) ? (lower as UiLanguage) : DEFAULT_UI_LANGUAGE;
}

/** Language code sent to the server: en-gb -> en, zh-hans -> cn, anything else en. */
export function toServerLanguage(code: unknown): ServerLanguage {
  return SERVER_LANGUAGE[toUiLanguage(code)];
}
