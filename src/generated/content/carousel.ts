/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {ContentDateTime, ContentImage, ContentLink, ContentOrder, ContentText} from './content-common';

/**
 * The slide's picture (upload a PNG, JPEG, WebP or GIF).
 */
export type Image = ContentImage;
/**
 * Heading over the picture.
 */
export type Title = ContentText;
/**
 * A line under the heading.
 */
export type Text = ContentText;
/**
 * Where a click on the slide goes (optional).
 */
export type Link = ContentLink;
/**
 * First moment the slide shows (optional; server clock).
 */
export type ShowFrom = ContentDateTime;
/**
 * Moment the slide stops showing (optional; must be after showFrom).
 */
export type ShowUntil = ContentDateTime;
/**
 * Display order among items of this type: lower first.
 */
export type Order = ContentOrder;

/**
 * A slide of the carousel on the company site's home page. Shown only between showFrom and showUntil (when given) and while published.
 */
export interface CarouselSlide {
  image: Image;
  title?: Title;
  text?: Text;
  link?: Link;
  showFrom?: ShowFrom;
  showUntil?: ShowUntil;
  order?: Order;
}
