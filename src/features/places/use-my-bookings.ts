import { useCallback, useMemo } from 'react';
import { fetchBookings } from '../../api/endpoints/parking';
import type { ParkingBooking } from '../../generated/api/parking-booking';
import { customerKeys } from '../../queries/query-keys';
import { useAccountList } from '../../queries/use-account-list';
import { useTenant } from '../../tenant/use-tenant';

/** The most bookings my sites and my pre-pays read at once (the server's page limit). */
const PAGE = 100;

/**
 * The signed-in customer's own bookings (svc bookingSummary: the server answers only theirs), the
 * latest PAGE of them; my sites and my pre-pays group them (src/lib/customer-places.ts).
 */
export function useMyBookings() {
  const { bundle } = useTenant();
  const shop = bundle.api.shop;
  const load = useCallback(
    (signal: AbortSignal) => fetchBookings(shop, { pageSize: PAGE, currPage: 1 }, signal),
    [shop],
  );
  const tenantId = bundle.tenant.id;
  const shopCode = bundle.site.shopCode;
  const key = useMemo(() => customerKeys.bookingList(tenantId, shopCode, PAGE), [tenantId, shopCode]);
  return useAccountList(key, load, (result) => result.list as ParkingBooking[] | undefined);
}
