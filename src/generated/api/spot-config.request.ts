/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/api/spot/config, before packaging with the tenant's mode: asks for the shop's site settings and the tenant's system config.
 */
export interface SpotConfigRequest {
  /**
   * Client language as the server knows it: en or cn (en-gb and zh-hans are accepted and mapped; anything else is treated as en).
   */
  lang?: string;
}
