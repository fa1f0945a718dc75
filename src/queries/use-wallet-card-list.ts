import { useCallback, useMemo } from 'react';
import { loadWalletCards } from '../api/endpoints/wallet';
import type { WalletCard } from '../generated/api/wallet-card';
import { useTenant } from '../tenant/use-tenant';
import { customerKeys } from './query-keys';
import { useAccountList } from './use-account-list';

/**
 * The customer's wallet cards as a list, for the screens that pay with them (checkout's stored-value
 * card: its balance and whether it has a PIN). Kept under the wallet cards' key, so what My wallet
 * changes (a PIN set, a top-up) refreshes it too.
 */
export function useWalletCardList() {
  const { bundle } = useTenant();
  const shop = bundle.api.shop;
  const load = useCallback(() => loadWalletCards(shop), [shop]);
  const tenantId = bundle.tenant.id;
  const shopCode = bundle.site.shopCode;
  const key = useMemo(() => [...customerKeys.walletCards(tenantId, shopCode), 'list'] as const, [tenantId, shopCode]);
  return useAccountList(key, load, (result) => result.cards as WalletCard[] | undefined);
}
