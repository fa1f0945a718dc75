/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Text in one language for everyone, or per language (like the tenant file's tenantText): the customer's language wins, then the tenant's default, then en-gb, then any.
 *
 * This interface was referenced by `ContentCommon`'s JSON-Schema
 * via the `definition` "text".
 */
export type ContentText = SameInEveryLanguage | ContentTextPerLanguage;
export type SameInEveryLanguage = string;
/**
 * English.
 */
export type English = string;
/**
 * Simplified Chinese.
 */
export type Chinese = string;
/**
 * Bahasa Malaysia.
 */
export type BahasaMalaysia = string;
/**
 * Rich text as HTML, in one language or per language. Sanitised with sanitize-html when saved (scripts, event handlers and unsafe links removed) and with DOMPurify when shown.
 *
 * This interface was referenced by `ContentCommon`'s JSON-Schema
 * via the `definition` "html".
 */
export type ContentHtml = SameInEveryLanguage1 | ContentHtmlPerLanguage;
export type SameInEveryLanguage1 = string;
/**
 * English HTML.
 */
export type English1 = string;
/**
 * Simplified Chinese HTML.
 */
export type Chinese1 = string;
/**
 * Bahasa Malaysia HTML.
 */
export type BahasaMalaysia1 = string;
/**
 * An image: the URL the upload call answered (/tenant-assets/{tenant}/uploads/...), a file of the tenant's asset folder (logo.svg), or an https URL.
 *
 * This interface was referenced by `ContentCommon`'s JSON-Schema
 * via the `definition` "image".
 */
export type ContentImage = string;
/**
 * Where a click goes: a path of this site starting with a single / (/company/{shop}/page/about; not //host or /\host, which leave the site), a #section, an https URL, mailto: or tel:.
 *
 * This interface was referenced by `ContentCommon`'s JSON-Schema
 * via the `definition` "link".
 */
export type ContentLink = string;
/**
 * Display order: lower numbers first; equal numbers keep the order of creation.
 *
 * This interface was referenced by `ContentCommon`'s JSON-Schema
 * via the `definition` "order".
 */
export type ContentOrder = number;
/**
 * A moment, ISO 8601 with offset (2026-11-23T09:00:00Z).
 *
 * This interface was referenced by `ContentCommon`'s JSON-Schema
 * via the `definition` "dateTime".
 */
export type ContentDateTime = string;

/**
 * Building blocks the content types share (docs/admin.md#content-types): text per language, images, links, display order and times. Referenced by the other files of schemas/content; the admin API sends each content type's schema with these parts inlined.
 */
export interface ContentCommon {}
export interface ContentTextPerLanguage {
  'en-gb'?: English;
  'zh-hans'?: Chinese;
  'ms-my'?: BahasaMalaysia;
}
export interface ContentHtmlPerLanguage {
  'en-gb'?: English1;
  'zh-hans'?: Chinese1;
  'ms-my'?: BahasaMalaysia1;
}
