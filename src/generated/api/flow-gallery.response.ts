/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Answer of GET /flow-data/{tenant}: the tenant's sites and, for each, the flows its configuration has (docs/flows.md).
 */
export interface FlowGalleryResponse {
  /**
   * Tenant id.
   */
  tenant: string;
  /**
   * The tenant's brand name.
   */
  name: string;
  sites: {
    shopCode: string;
    /**
     * The site's lot name.
     */
    name: string;
    flows: {
      /**
       * Flow name (flows/registry.ts).
       */
      name: string;
      title: PerLanguage;
      description: PerLanguage;
      /**
       * How many steps the site's flow has.
       */
      states: number;
      /**
       * How many steps of the generic flow the site's configuration leaves out.
       */
      leftOut: number;
    }[];
  }[];
}
/**
 * This interface was referenced by `FlowGalleryResponse`'s JSON-Schema
 * via the `definition` "perLanguage".
 */
export interface PerLanguage {
  'en-gb': string;
  'zh-hans': string;
}
