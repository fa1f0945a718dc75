import type { LanguageCode } from '../../src/generated/tenant';

/** Language codes as the legacy server side names them (docs/rules.md#languages). */
export type ServerLanguage = 'en' | 'cn';

/** en-gb -> en, zh-hans -> cn; anything else falls back to en. Also accepts the server codes themselves. */
export function toServerLanguage(code: LanguageCode | string | undefined): ServerLanguage {
  const normalised = code?.toLowerCase();
  return normalised === 'zh-hans' || normalised === 'cn' ? 'cn' : 'en';
}
