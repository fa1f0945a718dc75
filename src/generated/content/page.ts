/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {ContentHtml, ContentText} from './content-common';

/**
 * The page's address: page/{pageId}. Letters, digits, - and _; unique within the tenant.
 */
export type PageId = string;
/**
 * Page title.
 */
export type Title = ContentText;
/**
 * The page's body (rich text).
 */
export type Body = ContentHtml;

/**
 * A content page shown at page/{pageId} in every layout. The page id is unique within the tenant ('Duplicate page id'); a page whose id is one of the tenant file's pages replaces that page once published.
 */
export interface SitePage {
  pageId: PageId;
  title: Title;
  html: Body;
}
