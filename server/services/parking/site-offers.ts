/** Reading a site's ticket offers and booking rules out of the tenant config (payment methods: ../shared/payment-methods.ts). */
import type { ParkingTariff as WireTariff } from '../../../src/generated/api/parking-tariff';
import type { Site, Tenant, TicketOffer } from '../../../src/generated/tenant';
import { bookingRulesOf, type BookingRules } from '../../../src/lib/booking-rules';
import type { ParkingTariff } from '../../../src/lib/parking-fee';
import type { PoolKey } from '../../db/repositories/ticket-pool-repository';

export { siteTimeZone } from '../../../src/lib/site-time';

export function findOffer(site: Site, offerCode: string): TicketOffer | undefined {
  return site.offers?.find((offer) => offer.code === offerCode);
}

export function poolKeyOf(tenant: Tenant, site: Site, offerCode: string): PoolKey {
  return { tenantId: tenant.id, siteId: site.siteId, offerCode };
}

export function tenantBookingRules(tenant: Tenant): BookingRules {
  return bookingRulesOf(tenant.booking);
}

/** The tariff as the fee function takes it (absent optional parts stay absent). */
export function tariffOf(offer: TicketOffer): ParkingTariff {
  const { periodMinutes, pricePerPeriod, dailyMaximum, flatFee } = offer.tariff;
  return {
    periodMinutes,
    pricePerPeriod,
    ...(dailyMaximum === undefined ? {} : { dailyMaximum }),
    ...(flatFee === undefined ? {} : { flatFee }),
  };
}

/** The tariff on the wire: every field present, null for no daily maximum. */
export function wireTariff(tariff: ParkingTariff): WireTariff {
  return {
    periodMinutes: tariff.periodMinutes,
    pricePerPeriod: tariff.pricePerPeriod,
    dailyMaximum: tariff.dailyMaximum ?? null,
    flatFee: tariff.flatFee ?? 0,
  };
}

/** Tickets available now: the stored balance with any capacity change of the config applied, never below 0. */
export function poolBalance(
  offer: TicketOffer,
  stored: { capacity: number; available: number } | null | undefined,
): number {
  const available = stored ? stored.available + (offer.capacity - stored.capacity) : offer.capacity;
  return Math.max(0, available);
}
