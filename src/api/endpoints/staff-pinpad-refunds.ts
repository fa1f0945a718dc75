import type { ApiEnvelope } from '../../protocol/response';
import type { ApiClient } from '../client';
import type { StaffPinpadChargesResult } from '../../generated/api/staff-pinpad-charges.response';
import type { StaffPinpadRefundRequest } from '../../generated/api/staff-pinpad-refund.request';
import type { StaffPinpadRefundResult } from '../../generated/api/staff-pinpad-refund.response';

/** Pinpad refunds on the cloud base (docs/staff.md#pinpad-refund): a manager's list of the site's charges, and the refund of one. */
export const STAFF_PINPAD_REFUND_PATHS = {
  charges: '/staff/pinpad/charges',
  refund: '/staff/pinpad/refund',
} as const;

export function pinpadCharges(cloud: ApiClient, shop: string): Promise<ApiEnvelope<StaffPinpadChargesResult>> {
  return cloud.post<StaffPinpadChargesResult>(STAFF_PINPAD_REFUND_PATHS.charges, { shop });
}

/** Idempotent by the request's key: a retry answers the first refund. */
export function pinpadRefund(
  cloud: ApiClient,
  request: StaffPinpadRefundRequest,
): Promise<ApiEnvelope<StaffPinpadRefundResult>> {
  return cloud.post<StaffPinpadRefundResult>(STAFF_PINPAD_REFUND_PATHS.refund, request);
}
