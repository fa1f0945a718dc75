import type { LanguageCode } from '../../src/generated/tenant';
import type { ServerLanguage } from '../../src/lib/server-language';

/** en-gb -> en, zh-hans -> cn; anything else falls back to en. Also accepts the server codes themselves. */
export function toServerLanguage(code: LanguageCode | string | undefined): ServerLanguage {
  const normalised = code?.toLowerCase();
  return normalised === 'zh-hans' || normalised === 'cn' ? 'cn' : 'en';
}
