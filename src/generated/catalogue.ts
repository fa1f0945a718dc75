/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {AssetPath, LocalText} from './tenant';

/**
 * An id unique within its list (letters, digits, dash, underscore).
 *
 * This interface was referenced by `Catalogue`'s JSON-Schema
 * via the `definition` "itemId".
 */
export type CatalogueId = string;
/**
 * An amount in minor units of the tenant's currency (cents); never negative.
 *
 * This interface was referenced by `Catalogue`'s JSON-Schema
 * via the `definition` "money".
 */
export type MinorUnits = number;

/**
 * A shop's catalogue (docs/shop.md#catalogue): tenants/{tenant}/catalogue/{shopCode}.json beside the tenant file, for a site with shop settings. Validated and hot-reloaded with the tenant file; availability (sold out, hidden) lives in the database.
 */
export interface Catalogue {
  /**
   * Editor hint.
   */
  $schema?: string;
  /**
   * The site's shop code; must equal the file name.
   */
  shopCode: string;
  /**
   * Categories in the order they are shown.
   *
   * @minItems 1
   */
  categories: [CatalogueCategory, ...CatalogueCategory[]];
  /**
   * Products in the order they are shown within their category.
   *
   * @minItems 1
   */
  products: [CatalogueProduct, ...CatalogueProduct[]];
}
/**
 * A category of products.
 *
 * This interface was referenced by `Catalogue`'s JSON-Schema
 * via the `definition` "category".
 */
export interface CatalogueCategory {
  id: CatalogueId;
  name: LocalText;
  image?: AssetPath;
}
/**
 * A product with its price and option groups.
 *
 * This interface was referenced by `Catalogue`'s JSON-Schema
 * via the `definition` "product".
 */
export interface CatalogueProduct {
  id: CatalogueId;
  /**
   * Id of its category.
   */
  category: string;
  name: LocalText;
  description?: LocalLongText;
  image: AssetPath;
  price: MinorUnits;
  /**
   * Smallest quantity of one line (default 1).
   */
  minQuantity?: number;
  /**
   * Most of this product one order may hold, counting all its lines (default 20).
   */
  maxQuantity?: number;
  /**
   * Option groups in the order they are shown.
   */
  optionGroups?: CatalogueOptionGroup[];
}
/**
 * Longer text per language.
 *
 * This interface was referenced by `Catalogue`'s JSON-Schema
 * via the `definition` "longText".
 */
export interface LocalLongText {
  /**
   * English.
   */
  'en-gb'?: string;
  /**
   * Simplified Chinese.
   */
  'zh-hans'?: string;
  /**
   * Bahasa Malaysia.
   */
  'ms-my'?: string;
}
/**
 * A group of options: a required group needs at least max(min, 1) choices; at most max choices (counting quantities).
 *
 * This interface was referenced by `Catalogue`'s JSON-Schema
 * via the `definition` "optionGroup".
 */
export interface CatalogueOptionGroup {
  id: CatalogueId;
  name: LocalText;
  /**
   * A choice must be made.
   */
  required: boolean;
  /**
   * Fewest choices (counting quantities).
   */
  min: number;
  /**
   * Most choices (counting quantities).
   */
  max: number;
  /**
   * The options.
   */
  options: CatalogueOption[];
}
/**
 * One option of a group.
 *
 * This interface was referenced by `Catalogue`'s JSON-Schema
 * via the `definition` "option".
 */
export interface CatalogueOption {
  id: CatalogueId;
  name: LocalText;
  price: MinorUnits;
  /**
   * Most times this option may be chosen in one line (default 1).
   */
  max?: number;
  /**
   * Chosen when the product opens.
   */
  default?: boolean;
}
