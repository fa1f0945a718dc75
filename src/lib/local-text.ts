/**
 * Tenant text per language (docs/rules.md#tenant-text; DESIGN.md, 'Tenant text per language'): one
 * resolver for every text a tenant writes, in the browser and on the server.
 */
import type { TenantText } from '../generated/tenant';

export type LocalTextMap = Readonly<Partial<Record<string, string>>>;

/** The language every tenant text falls back to after the customer's and the tenant's default. */
export const LAST_RESORT_LANGUAGE = 'en-gb';

/**
 * A map's text for `language`: that language's, else the tenant's default language's, else en-gb's,
 * else the first language given; '' for an empty map.
 */
export function localText(text: LocalTextMap, language: string, fallbackLanguage: string): string {
  return (
    text[language] ??
    text[fallbackLanguage] ??
    text[LAST_RESORT_LANGUAGE] ??
    Object.values(text).find((value) => value !== undefined) ??
    ''
  );
}

/** A tenant text (a string for every language, or a map language -> text) in `language`; '' when absent. */
export function tenantText(text: TenantText | undefined, language: string, fallbackLanguage: string): string {
  if (text === undefined) return '';
  return typeof text === 'string' ? text : localText({ ...text }, language, fallbackLanguage);
}
