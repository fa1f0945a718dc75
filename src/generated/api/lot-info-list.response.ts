/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';

/**
 * Answer of POST /cloud/{tenant}/lot/info/list: rtn 1 with the site's info, or rtn 0 with dispMsg when the tenant has no such site.
 */
export interface LotInfoListResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: LotInfoListResult;
}
/**
 * rtn 1 and list, or rtn 0 and dispMsg.
 */
export interface LotInfoListResult {
  /**
   * 1: found; 0: refused (dispMsg says why).
   */
  rtn: number;
  /**
   * Why the call was refused.
   */
  dispMsg?: string;
  /**
   * On a refusal: its code and params (dispMsg is their English).
   */
  problem?: Problem;
  /**
   * The site's info (one entry); present when rtn is 1.
   */
  list?: LotInfo[];
}
/**
 * Info of a site.
 */
export interface LotInfo {
  /**
   * Id of the site.
   */
  siteId: string;
  /**
   * Carpark or company name.
   */
  lotName: string;
  /**
   * Name of the spot or shop.
   */
  spotName: string;
  /**
   * Street address; may be empty.
   */
  address: string;
  /**
   * Notice shown above the content; may be empty.
   */
  infoHead: string;
  /**
   * Notices (the site's pipe-separated infoBody, split and trimmed, blanks dropped).
   */
  infoBody: string[];
  /**
   * Notice shown below the content; may be empty.
   */
  infoBottom: string;
  /**
   * Where the site is, or null when unknown.
   */
  location: LotLocation | null;
}
export interface LotLocation {
  /**
   * Latitude in degrees.
   */
  lat: number;
  /**
   * Longitude in degrees.
   */
  lng: number;
}
