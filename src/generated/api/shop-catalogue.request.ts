/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/api/shop/catalogue: the shop's catalogue, availability and state. No session needed.
 */
export interface ShopCatalogueRequest {}
