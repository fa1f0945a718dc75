import type { ApiEnvelope } from '../../protocol/response';
import type { ApiClient } from '../client';
import type { StaffRefundsOwedResult } from '../../generated/api/staff-refunds-owed.response';

/** staff/refundsOwed on the cloud base (docs/payment-providers.md#refunds-owed): refunds a provider has not confirmed yet. */
export const STAFF_REFUNDS_OWED_PATH = '/staff/refundsOwed';

export function staffRefundsOwed(cloud: ApiClient): Promise<ApiEnvelope<StaffRefundsOwedResult>> {
  return cloud.post<StaffRefundsOwedResult>(STAFF_REFUNDS_OWED_PATH, {});
}
