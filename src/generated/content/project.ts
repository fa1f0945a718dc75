/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {ContentImage, ContentLink, ContentOrder, ContentText} from './content-common';

/**
 * Project name.
 */
export type Name = ContentText;
/**
 * A short description shown on the card (optional).
 */
export type Summary = ContentText;
/**
 * A picture or logo (optional).
 */
export type Image = ContentImage;
/**
 * Where 'More' goes (optional).
 */
export type Link = ContentLink;
/**
 * Display order among items of this type: lower first.
 */
export type Order = ContentOrder;

/**
 * A project of the provider, listed on the company layout's projects page.
 */
export interface Project {
  name: Name;
  summary?: Summary;
  image?: Image;
  link?: Link;
  order?: Order;
}
