/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {ContentImage, ContentOrder, ContentText} from './content-common';

/**
 * The point in a few words.
 */
export type Title = ContentText;
/**
 * Explanation (optional).
 */
export type Text = ContentText;
/**
 * An icon or picture (optional).
 */
export type Image = ContentImage;
/**
 * Display order among items of this type: lower first.
 */
export type Order = ContentOrder;

/**
 * A reason to choose the provider, on the company layout's 'why us' page.
 */
export interface WhyUsPoint {
  title: Title;
  text?: Text;
  image?: Image;
  order?: Order;
}
