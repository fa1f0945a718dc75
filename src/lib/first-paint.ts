/**
 * The id of the server's first paint of a shop page (docs/architecture.md#first-paint): the
 * server puts it beside #root, index.html's CSS hides #root while it exists, and the app removes
 * it when its first screen commits. Shared so the three cannot drift apart.
 */
export const FIRST_PAINT_ELEMENT_ID = 'first-paint';

/**
 * Attributes of the first paint's element that carry the site's clock (docs/architecture.md#first-paint):
 * the site's zone, and its offsets for the next quarter hours as zoneOffsetsFrom (src/lib/site-time)
 * writes them. The app takes them before its first screen reads the site's hour, so the page makes
 * no Intl formatter for it.
 */
export const FIRST_PAINT_CLOCK_ATTRIBUTES = { zone: 'data-site-zone', offsets: 'data-zone-offsets' } as const;

/** Quarter hours of offsets the first paint carries: the hour after the page is drawn. */
export const FIRST_PAINT_CLOCK_QUARTER_HOURS = 4;

/**
 * Attributes of the first paint's element that say which languages its tenant offers: the tenant's
 * id (its stored choice is kept under it), the languages offered and the default, as UI codes. The
 * app starts its translator in the language the page will show (src/i18n/language-preference.ts
 * firstPaintLanguage), so it never loads another language's texts first.
 */
export const FIRST_PAINT_LANGUAGE_ATTRIBUTES = {
  tenant: 'data-tenant',
  languages: 'data-languages',
  defaultLanguage: 'data-default-language',
} as const;
