import { useCallback } from 'react';
import { loadVouchers } from '../api/endpoints/membership';
import type { Voucher } from '../generated/api/voucher';
import { useTenant } from '../tenant/use-tenant';
import { useAccountList } from './use-account-list';

/** The customer's vouchers (the voucher screens, and checkout's voucher choice). */
export function useVouchers() {
  const shop = useTenant().bundle.api.shop;
  const load = useCallback((signal: AbortSignal) => loadVouchers(shop, signal), [shop]);
  return useAccountList(load, (result) => result.vouchers as Voucher[] | undefined);
}
