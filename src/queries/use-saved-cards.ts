import { useCallback, useMemo } from 'react';
import { loadSavedCards } from '../api/endpoints/membership';
import type { SavedCard } from '../generated/api/saved-card';
import { useTenant } from '../tenant/use-tenant';
import { customerKeys } from './query-keys';
import { useAccountList } from './use-account-list';

/** The customer's saved payment cards (mycards, and checkout's 'pay with a saved card'). */
export function useSavedCards() {
  const { bundle } = useTenant();
  const shop = bundle.api.shop;
  const load = useCallback((signal: AbortSignal) => loadSavedCards(shop, signal), [shop]);
  const tenantId = bundle.tenant.id;
  const shopCode = bundle.site.shopCode;
  const key = useMemo(() => customerKeys.savedCards(tenantId, shopCode), [tenantId, shopCode]);
  return useAccountList(key, load, (result) => result.cards as SavedCard[] | undefined);
}
