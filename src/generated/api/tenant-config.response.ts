/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {PublicTenant} from '../public-tenant';
import type {Site} from '../tenant';
import type {ThemePreset} from '../theme';

/**
 * Answer of GET /tenant-config/{shop}: the public part of the shop's tenant (no secrets), the shop's site and the theme preset the site uses (uiVersion 3.x: the tenant's newUiPreset, default modern; otherwise its preset).
 */
export interface TenantConfigResponse {
  /**
   * The shop code as configured (the URL may use another letter case).
   */
  shop: string;
  /**
   * The tenant without its secrets.
   */
  tenant: PublicTenant;
  /**
   * The site the shop code selects.
   */
  site: Site;
  /**
   * The theme preset the site uses.
   */
  preset: ThemePreset;
  /**
   * ISO 3166 alpha-2 country the site's customers' numbers are read in (site phoneCountry, else the tenant's, else the country of the site's time zone): the browser sends it with every phone number and shows an example number of it.
   */
  phoneCountry: string;
  /**
   * A mobile number of phoneCountry in its national spelling, the sign-up and login screens' example (docs/architecture.md#first-download: the browser loads the phone library only once a number is typed). Absent when the numbering plan has no mobile example.
   */
  phoneExample?: string;
}
