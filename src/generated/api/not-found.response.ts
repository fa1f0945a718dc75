/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * HTTP 404 of the plain JSON endpoints (tenant config, tenant assets, app manifests and icons, flow diagrams, unknown paths).
 */
export interface NotFoundResponse {
  /**
   * What was not found.
   */
  error:
    | 'shop-not-found'
    | 'tenant-not-found'
    | 'site-not-found'
    | 'flow-not-found'
    | 'asset-not-found'
    | 'not-found'
    | 'layout-not-installable'
    | 'icon-not-found';
}
