/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {ParkingOrderRequest} from './parking-order.request';
import type {ShopOrderRequest} from './shop-order.request';

/**
 * Payload of POST /s/{shop}/api/svc/order: a parking booking (no kind, parking-order.request.json) or a shop order (kind 'shop', shop-order.request.json).
 */
export type SvcOrderRequest = ParkingOrderRequest | ShopOrderRequest;
