import { useQuery } from '@tanstack/react-query';
import { loadWalletCards } from '../api/endpoints/wallet';
import { useSession } from '../session/use-session';
import { useTenant } from '../tenant/use-tenant';
import { customerKeys } from './query-keys';
import { acceptedResult } from './refused-read';

/**
 * Whether this site offers 'Add to Apple Wallet' (docs/wallet.md#passes): the server says so with
 * the customer's cards (account/loadUserValuePass, walletPass). False until known, and when not signed in.
 */
export function useWalletPassOffered(): boolean {
  const { bundle } = useTenant();
  const loggedIn = useSession().status === 'loggedIn';
  const shop = bundle.api.shop;
  const query = useQuery({
    queryKey: [...customerKeys.walletCards(bundle.tenant.id, bundle.site.shopCode), 'passOffered'],
    queryFn: async () => acceptedResult(await loadWalletCards(shop)).walletPass === true,
    enabled: loggedIn,
  });
  return query.data === true;
}
