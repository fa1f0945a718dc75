import { useMemo } from 'react';
import { useTenant } from '../../../tenant/use-tenant';
import { localeSettingsOf } from '../../../config/locale-settings';
import type { TicketPoolEntry } from '../../../generated/api/ticket-load-ticket-pool.response';
import { bookingRulesOf, type BookingRules } from '../../../lib/booking-rules';
import { usePoolReply } from '../../../queries/use-pool-reply';

/** The site's offers with their tickets left, and the rules and zone bookings are checked in. */
export interface TicketPool {
  timeZone: string | undefined;
  rules: BookingRules;
  offers: TicketPoolEntry[];
}

export type TicketPoolState =
  { status: 'loading'; pool: null } | { status: 'ready'; pool: TicketPool } | { status: 'error'; pool: null };

/** The ticket pool for booking: the server's rules over the defaults, in the site's zone (the tenant's when the answer has none); `reload` asks again. */
export function useTicketPool(): TicketPoolState & { reload(): void } {
  const { bundle } = useTenant();
  const siteZone = localeSettingsOf(bundle.tenant, bundle.site).timeZone;
  const { status, result, reload } = usePoolReply();
  const state = useMemo((): TicketPoolState => {
    if (result === null)
      return status === 'loading' ? { status: 'loading', pool: null } : { status: 'error', pool: null };
    return {
      status: 'ready',
      pool: { timeZone: result.timeZone ?? siteZone, rules: bookingRulesOf(result.bookingRules), offers: result.list },
    };
  }, [status, result, siteZone]);
  return { ...state, reload };
}
