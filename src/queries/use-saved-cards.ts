import { useCallback } from 'react';
import { loadSavedCards } from '../api/endpoints/membership';
import type { SavedCard } from '../generated/api/saved-card';
import { useTenant } from '../tenant/use-tenant';
import { useAccountList } from './use-account-list';

/** The customer's saved payment cards (mycards, and checkout's 'pay with a saved card'). */
export function useSavedCards() {
  const shop = useTenant().bundle.api.shop;
  const load = useCallback((signal: AbortSignal) => loadSavedCards(shop, signal), [shop]);
  return useAccountList(load, (result) => result.cards as SavedCard[] | undefined);
}
