/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {ContentImage, ContentLink, ContentOrder, ContentText} from './content-common';

/**
 * general: the solutions page; pos: the POS solutions page; cctv: the CCTV solutions page.
 */
export type Kind = 'general' | 'pos' | 'cctv';
/**
 * Solution name.
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
 * A solution the provider offers, on the company layout's solutions page; the POS and CCTV solutions pages list the solutions of those kinds.
 */
export interface Solution {
  kind: Kind;
  name: Name;
  summary?: Summary;
  image?: Image;
  link?: Link;
  order?: Order;
}
