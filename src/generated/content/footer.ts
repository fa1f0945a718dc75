/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {ContentLink, ContentOrder, ContentText} from './content-common';

/**
 * Heading of the block.
 */
export type Title = ContentText;
/**
 * Text under the heading (optional).
 */
export type Text = ContentText;
/**
 * Links in the block, in order.
 *
 * @maxItems 20
 */
export type Links =
  | []
  | [FooterLink]
  | [FooterLink, FooterLink]
  | [FooterLink, FooterLink, FooterLink]
  | [FooterLink, FooterLink, FooterLink, FooterLink]
  | [FooterLink, FooterLink, FooterLink, FooterLink, FooterLink]
  | [FooterLink, FooterLink, FooterLink, FooterLink, FooterLink, FooterLink]
  | [FooterLink, FooterLink, FooterLink, FooterLink, FooterLink, FooterLink, FooterLink]
  | [FooterLink, FooterLink, FooterLink, FooterLink, FooterLink, FooterLink, FooterLink, FooterLink]
  | [FooterLink, FooterLink, FooterLink, FooterLink, FooterLink, FooterLink, FooterLink, FooterLink, FooterLink]
  | [
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink
    ]
  | [
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink
    ]
  | [
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink
    ]
  | [
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink
    ]
  | [
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink
    ]
  | [
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink
    ]
  | [
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink
    ]
  | [
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink
    ]
  | [
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink
    ]
  | [
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink
    ]
  | [
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink,
      FooterLink
    ];
/**
 * Link text.
 */
export type Label = ContentText;
/**
 * Where it goes.
 */
export type Target = ContentLink;
/**
 * Display order among items of this type: lower first.
 */
export type Order = ContentOrder;

/**
 * A block of the footer every layout shows: a heading, a line of text and links.
 */
export interface FooterBlock {
  title: Title;
  text?: Text;
  links?: Links;
  order?: Order;
}
/**
 * A link of the footer.
 */
export interface FooterLink {
  label: Label;
  to: Target;
}
