/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';

/**
 * Answer of account/vehicles: rtn 1 with the customer's own vehicles.
 */
export interface AccountVehiclesResponse {
  /**
   * True when the call was understood; the rtn says whether it was done.
   */
  success: boolean;
  result: AccountVehiclesResult;
}
/**
 * rtn 1 with vehicles.
 */
export interface AccountVehiclesResult {
  /**
   * 1: done; 0: refused (dispMsg and problem say why).
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
   * The customer's saved vehicles, oldest first.
   *
   * @maxItems 50
   */
  vehicles?: SavedVehicle[];
  /**
   * How many vehicles a customer may save.
   */
  max?: number;
}
/**
 * A saved vehicle.
 */
export interface SavedVehicle {
  /**
   * Its id.
   */
  vehicleId: string;
  /**
   * The plate, upper case without spaces.
   */
  plate: string;
  /**
   * The customer's name for it ('' for none).
   */
  nickname: string;
  /**
   * Unix seconds.
   */
  savedAt: number;
}
