import { useCallback, useMemo } from 'react';
import { loadVouchers } from '../api/endpoints/membership';
import type { Voucher } from '../generated/api/voucher';
import { useTenant } from '../tenant/use-tenant';
import { customerKeys } from './query-keys';
import { useAccountList } from './use-account-list';

/** The customer's vouchers (the voucher screens, and checkout's voucher choice). */
export function useVouchers() {
  const { bundle } = useTenant();
  const shop = bundle.api.shop;
  const load = useCallback((signal: AbortSignal) => loadVouchers(shop, signal), [shop]);
  const tenantId = bundle.tenant.id;
  const shopCode = bundle.site.shopCode;
  const key = useMemo(() => customerKeys.vouchers(tenantId, shopCode), [tenantId, shopCode]);
  return useAccountList(key, load, (result) => result.vouchers as Voucher[] | undefined);
}
