/** UI languages (docs/rules.md#languages); en-gb is the default. */
export const UI_LANGUAGES = ['en-gb', 'zh-hans'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const DEFAULT_UI_LANGUAGE: UiLanguage = 'en-gb';

export type ServerLanguage = 'en' | 'cn';

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
