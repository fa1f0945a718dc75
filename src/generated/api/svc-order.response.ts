/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {ParkingOrderResponse} from './parking-order.response';
import type {ShopOrderResponse} from './shop-order.response';

/**
 * Answer of svc/order: parking's (parking-order.response.json) or a shop order's (shop-order.response.json).
 */
export type SvcOrderResponse = ParkingOrderResponse | ShopOrderResponse;
