import type { LanguageCode, Tenant, TenantText } from '../../../src/generated/tenant';
import { tenantText } from '../../../src/lib/local-text';
import { isUiLanguage, type ServerLanguage } from '../../../src/lib/server-language';

/** en-gb -> en, zh-hans -> cn; anything else falls back to en. Also accepts the server codes themselves. */
export function toServerLanguage(code: LanguageCode | string | undefined): ServerLanguage {
  const normalised = code?.toLowerCase();
  return normalised === 'zh-hans' || normalised === 'cn' ? 'cn' : 'en';
}

/**
 * A tenant text in the language a request names (en/cn, or a UI language such as ms-my; none: the tenant's
 * default), by the one resolver the browser uses too (docs/rules.md#tenant-text).
 */
export function textIn(tenant: Pick<Tenant, 'locale'>, text: TenantText | undefined, lang?: string): string {
  const uiLanguage = lang?.toLowerCase();
  const language =
    lang === undefined
      ? tenant.locale.defaultLanguage
      : isUiLanguage(uiLanguage)
        ? uiLanguage
        : toServerLanguage(lang) === 'cn'
          ? 'zh-hans'
          : 'en-gb';
  return tenantText(text, language, tenant.locale.defaultLanguage);
}
