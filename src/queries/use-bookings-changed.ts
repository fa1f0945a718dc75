import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTenant } from '../tenant/use-tenant';
import { customerKeys } from './query-keys';

/**
 * What a booked, paid, topped-up or cancelled booking calls: every read of the customer's bookings
 * at this site starts again from nothing, so the next screen (a success page, my tickets) shows
 * them as they now are, never the copy from before the change first.
 */
export function useBookingsChanged(): () => void {
  const client = useQueryClient();
  const { bundle } = useTenant();
  const tenantId = bundle.tenant.id;
  const shopCode = bundle.site.shopCode;
  return useCallback(
    () => void client.resetQueries({ queryKey: customerKeys.bookings(tenantId, shopCode) }),
    [client, tenantId, shopCode],
  );
}
