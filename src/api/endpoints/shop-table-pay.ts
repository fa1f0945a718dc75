import type { ApiEnvelope } from '../../protocol/response';
import type { ApiClient } from '../client';
import type { ShopTableBillRequest } from '../../generated/api/shop-table-bill.request';
import type { ShopTableBillResponse } from '../../generated/api/shop-table-bill.response';
import type { ShopTablePayCancelRequest } from '../../generated/api/shop-table-pay-cancel.request';
import type { ShopTablePayCancelResponse } from '../../generated/api/shop-table-pay-cancel.response';
import type { ShopTablePayRequest } from '../../generated/api/shop-table-pay.request';
import type { ShopTablePayResponse } from '../../generated/api/shop-table-pay.response';
import type { SinglePayFindRequest } from '../../generated/api/single-pay-find.request';
import type { SinglePayFindResponse } from '../../generated/api/single-pay-find.response';
import type { SinglePayStartRequest } from '../../generated/api/single-pay-start.request';
import type { SinglePayStartResponse } from '../../generated/api/single-pay-start.response';
import type { SinglePayRequest } from '../../generated/api/single-pay.request';
import type { SinglePayResponse } from '../../generated/api/single-pay.response';

/**
 * Table bills and single pay (docs/shop.md#table-bill, docs/shop.md#single-pay), on the shop's
 * base. Each resolves with the envelope, refusals included; a rejection is a transport failure.
 */
export const SHOP_PAY_PATHS = {
  tableBill: '/api/shop/tableBill',
  tablePay: '/api/shop/tablePay',
  tablePayCancel: '/api/shop/tablePayCancel',
  singlePay: '/api/shop/singlePay',
  singlePayFind: '/api/shop/singlePayFind',
  singlePayStart: '/api/shop/singlePayStart',
} as const;

type Result<T extends { result: object }> = T['result'];

export function loadTableBill(
  shop: ApiClient,
  request: ShopTableBillRequest,
  quiet = false,
): Promise<ApiEnvelope<Result<ShopTableBillResponse>>> {
  return shop.post<Result<ShopTableBillResponse>>(SHOP_PAY_PATHS.tableBill, request, { suppressLoading: quiet });
}

export function payTableBill(
  shop: ApiClient,
  request: ShopTablePayRequest,
): Promise<ApiEnvelope<Result<ShopTablePayResponse>>> {
  return shop.post<Result<ShopTablePayResponse>>(SHOP_PAY_PATHS.tablePay, request);
}

/** The payer gives up their own payment under way: what it held of the bill is free at once. */
export function cancelTablePayment(
  shop: ApiClient,
  request: ShopTablePayCancelRequest,
): Promise<ApiEnvelope<Result<ShopTablePayCancelResponse>>> {
  return shop.post<Result<ShopTablePayCancelResponse>>(SHOP_PAY_PATHS.tablePayCancel, request);
}

export function loadSinglePay(
  shop: ApiClient,
  request: SinglePayRequest,
): Promise<ApiEnvelope<Result<SinglePayResponse>>> {
  return shop.post<Result<SinglePayResponse>>(SHOP_PAY_PATHS.singlePay, request);
}

export function findSinglePay(
  shop: ApiClient,
  request: SinglePayFindRequest,
): Promise<ApiEnvelope<Result<SinglePayFindResponse>>> {
  return shop.post<Result<SinglePayFindResponse>>(SHOP_PAY_PATHS.singlePayFind, request);
}

export function startSinglePay(
  shop: ApiClient,
  request: SinglePayStartRequest,
): Promise<ApiEnvelope<Result<SinglePayStartResponse>>> {
  return shop.post<Result<SinglePayStartResponse>>(SHOP_PAY_PATHS.singlePayStart, request);
}
