import { useQuery } from '@tanstack/react-query';
import { staffTableCodes } from '../../api/endpoints/staff-table-codes';
import type { StaffTableCodesShop } from '../../generated/api/staff-table-codes.response';
import type { Message } from '../../protocol/message';
import { staffKeys } from '../../queries/query-keys';
import { acceptedResult, failureMessage } from '../../queries/refused-read';
import { useTenant } from '../../tenant/use-tenant';
import { useStaffApi } from './use-staff-api';

/**
 * staff/tables (docs/shop.md#table-key): the tables' QR codes to print, read from staff/tableCodes
 * each time the screen opens (never kept: each link carries its table's secret). The screen is for
 * the roles that open tableCodes only (the server refuses the call to anyone else).
 */
export function useStaffTableCodes() {
  const { cloud } = useStaffApi();
  const { bundle } = useTenant();
  const query = useQuery({
    queryKey: staffKeys.tableCodes(bundle.tenant.id),
    queryFn: async (): Promise<StaffTableCodesShop[]> => {
      return acceptedResult(await staffTableCodes(cloud)).shops ?? [];
    },
    gcTime: 0,
  });
  const message: Message | null = query.status === 'error' ? failureMessage(query.error, 'CONNECTION_FAILED') : null;
  /** A table's link as the QR code carries it: absolute, on this site's origin. */
  const linkOf = (path: string) => new URL(path, window.location.origin).href;
  return { shops: query.data ?? null, message, linkOf };
}
