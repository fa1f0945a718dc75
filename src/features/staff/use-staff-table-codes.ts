import { useEffect, useState } from 'react';
import { staffTableCodes } from '../../api/endpoints/staff-table-codes';
import type { StaffTableCodesShop } from '../../generated/api/staff-table-codes.response';
import type { Message } from '../../protocol/message';
import { useStaffApi } from './use-staff-api';

/**
 * staff/tables (docs/shop.md#table-key): the tables' QR codes to print, read once from
 * staff/tableCodes. Each link carries its table's secret, so the screen is for the roles that
 * open tableCodes only (the server refuses the call to anyone else).
 */
export function useStaffTableCodes() {
  const { cloud } = useStaffApi();
  const [shops, setShops] = useState<StaffTableCodesShop[] | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  useEffect(() => {
    let live = true;
    staffTableCodes(cloud).then(
      (reply) => {
        if (!live) return;
        if (reply.success && reply.result.rtn > 0) setShops(reply.result.shops ?? []);
        else setMessage(reply.result.problem ? { code: reply.result.problem.code, params: reply.result.problem.params ?? {} } : { code: 'CONNECTION_FAILED' });
      },
      () => live && setMessage({ code: 'CONNECTION_FAILED' }),
    );
    return () => {
      live = false;
    };
  }, [cloud]);
  /** A table's link as the QR code carries it: absolute, on this site's origin. */
  const linkOf = (path: string) => new URL(path, window.location.origin).href;
  return { shops, message, linkOf };
}
