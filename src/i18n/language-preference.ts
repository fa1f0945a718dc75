import type { TenantLocale } from '../generated/tenant';
import { FIRST_PAINT_ELEMENT_ID, FIRST_PAINT_LANGUAGE_ATTRIBUTES } from '../lib/first-paint';
import { DEFAULT_UI_LANGUAGE, isUiLanguage, type UiLanguage } from '../lib/server-language';

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

/** The first browser language the app speaks: any Chinese reads the simplified text, any English en-gb, Malay ms-my. */
export function browserLanguage(languages: readonly string[]): UiLanguage | null {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'zh') return 'zh-hans';
    if (primary === 'en') return 'en-gb';
    if (primary === 'ms') return 'ms-my';
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

/**
 * The language the page will show, from the server's first paint of a tenant's page: the tenant's
 * languages and default are there, and its stored choice is read as the layout will read it. null
 * without a first paint (global pages, 'shop not found', the embed) or with attributes the app
 * does not know.
 */
export function firstPaintLanguage(
  doc: Pick<Document, 'getElementById'> | undefined = globalThis.document,
): UiLanguage | null {
  const firstPaint = doc?.getElementById(FIRST_PAINT_ELEMENT_ID);
  if (!firstPaint) return null;
  const tenantId = firstPaint.getAttribute(FIRST_PAINT_LANGUAGE_ATTRIBUTES.tenant);
  const [first, ...rest] = (firstPaint.getAttribute(FIRST_PAINT_LANGUAGE_ATTRIBUTES.languages) ?? '')
    .split(' ')
    .filter(isUiLanguage);
  const defaultLanguage = firstPaint.getAttribute(FIRST_PAINT_LANGUAGE_ATTRIBUTES.defaultLanguage);
  if (!tenantId || first === undefined || !isUiLanguage(defaultLanguage)) return null;
  return pickLanguage(readStoredLanguage(tenantId), { languages: [first, ...rest], defaultLanguage });
}
