import type { ApiEnvelope } from '../../protocol/response';
import type { ApiClient } from '../client';
import type { StaffTableCodesResponseResult } from '../../generated/api/staff-table-codes.response';

/** staff/tableCodes on the cloud base (docs/shop.md#table-key): the links of the tables' QR codes, each with its secret. */
export const STAFF_TABLE_CODES_PATH = '/staff/tableCodes';

export function staffTableCodes(cloud: ApiClient): Promise<ApiEnvelope<StaffTableCodesResponseResult>> {
  return cloud.post<StaffTableCodesResponseResult>(STAFF_TABLE_CODES_PATH, {});
}
