import type { TenantLocale } from '../generated/tenant';
import { DEFAULT_UI_LANGUAGE, type UiLanguage } from '../lib/server-language';

const GLOBAL_KEY = 'kerbside.language';

/** The choice is remembered per tenant: brands offer different languages. */
export function languageStorageKey(tenantId: string | null): string {
  return tenantId === null ? GLOBAL_KEY : `${GLOBAL_KEY}.${tenantId}`;
}

/**
 * The language to show: the user's stored choice when the tenant offers it, else the tenant's
 * default language, else its first language. Without a tenant (global pages, 'shop not found' in
 * any layout, the embed's included, where no language switch is shown): the stored choice of a
 * supported language, else the first of the browser's languages the app speaks, else en-gb.
 */
export function pickLanguage(
  stored: string | null,
  locale: Pick<TenantLocale, 'languages' | 'defaultLanguage'> | null,
  browserLanguages: readonly string[] = visitorLanguages(),
): UiLanguage {
  const offered: readonly UiLanguage[] = locale?.languages ?? ['en-gb', 'zh-hans'];
  if (stored !== null && (offered as readonly string[]).includes(stored)) return stored as UiLanguage;
  if (locale === null) return browserLanguage(browserLanguages) ?? DEFAULT_UI_LANGUAGE;
  return offered.includes(locale.defaultLanguage) ? locale.defaultLanguage : (offered[0] ?? DEFAULT_UI_LANGUAGE);
}

/** The browser's languages, most wanted first (none outside a browser). */
function visitorLanguages(): readonly string[] {
  return globalThis.navigator?.languages ?? [];
}

/** The first browser language the app speaks: any Chinese reads the simplified text, any English en-gb. */
export function browserLanguage(languages: readonly string[]): UiLanguage | null {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'zh') return 'zh-hans';
    if (primary === 'en') return 'en-gb';
  }
  return null;
}

export function readStoredLanguage(tenantId: string | null): string | null {
  try {
    return globalThis.localStorage?.getItem(languageStorageKey(tenantId)) ?? null;
  } catch {
    // Storage can be disabled (private mode, embedded webviews): behave as if nothing was stored.
    return null;
  }
}

export function storeLanguage(tenantId: string | null, language: UiLanguage): void {
  try {
    globalThis.localStorage?.setItem(languageStorageKey(tenantId), language);
  } catch {
    // Not remembered when storage is unavailable; the choice still applies to this visit.
  }
}
