/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {ContentOrder, ContentText} from './content-common';

/**
 * What this contact is for (Sales, Support...).
 */
export type Title = ContentText;
/**
 * Phone number as shown and dialled (+64 9 555 0142).
 */
export type Phone = string;
/**
 * Email address.
 */
export type Email = string;
/**
 * Postal or street address (optional).
 */
export type Address = ContentText;
/**
 * Opening hours (optional).
 */
export type Hours = ContentText;
/**
 * Display order among items of this type: lower first.
 */
export type Order = ContentOrder;

/**
 * A way to reach the provider, on the company layout's 'contact us' page.
 */
export interface ContactUsEntry {
  title: Title;
  phone?: Phone;
  email?: Email;
  address?: Address;
  hours?: Hours;
  order?: Order;
}
