/** ticket/loadTicketPool: a site's offers with their tariff and the balance of tickets available now. */
import type { TicketLoadTicketPoolRequest } from '../../../src/generated/api/ticket-load-ticket-pool.request';
import type {
  TicketLoadTicketPoolResponse,
  TicketPoolEntry,
} from '../../../src/generated/api/ticket-load-ticket-pool.response';
import type { TicketOffer, Tenant } from '../../../src/generated/tenant';
import { ok, refused } from '../../../src/protocol';
import {
  findPoolAsOf,
  listSitePoolsAsOf,
  type PoolKey,
  type PoolRecord,
} from '../../db/repositories/ticket-pool-repository';
import { textIn } from '../shared/server-language';
import type { ParkingDeps } from './parking-deps';
import { poolBalance, siteTimeZone, tariffOf, tenantBookingRules, wireTariff } from './site-offers';

function poolEntry(
  tenant: Tenant,
  offer: TicketOffer,
  stored: PoolRecord | undefined,
  lang: string | undefined,
): TicketPoolEntry {
  const balance = poolBalance(offer, stored);
  return {
    offerCode: offer.code,
    name: textIn(tenant, offer.name, lang),
    description: textIn(tenant, offer.description, lang),
    tariff: wireTariff(tariffOf(offer)),
    ...(offer.conditions ? { conditions: offer.conditions } : {}),
    capacity: offer.capacity,
    balance,
    maxTicketsAtOnce: offer.maxTicketsAtOnce ?? null,
    status: balance > 0 ? 'available' : 'sold_out',
  };
}

export async function loadTicketPool(
  deps: ParkingDeps,
  tenant: Tenant,
  body: TicketLoadTicketPoolRequest,
): Promise<TicketLoadTicketPoolResponse> {
  const site = tenant.sites.find((s) => s.siteId === body.siteId);
  if (!site) return refused('SITE_NOT_FOUND');
  const offers = (site.offers ?? []).filter((o) => body.offerCode === undefined || o.code === body.offerCode);
  if (body.offerCode !== undefined && offers.length === 0) return refused('OFFER_NOT_FOUND');
  const stored = new Map(
    (await listSitePoolsAsOf(deps.db, tenant.id, site.siteId, deps.now())).map((p) => [p.offerCode, p]),
  );
  return ok({
    siteId: site.siteId,
    timeZone: siteTimeZone(tenant, site),
    bookingRules: tenantBookingRules(tenant),
    list: offers.map((offer) => poolEntry(tenant, offer, stored.get(offer.code), body.lang)),
  });
}

/**
 * The balance of one offer now, counting what is due back (lapsed holds, ended stays) as back. A
 * quote only reads: the release itself happens when the pool is next booked, and in the sweeper.
 */
export async function currentBalance(deps: ParkingDeps, pool: PoolKey, offer: TicketOffer, now: Date): Promise<number> {
  return poolBalance(offer, await findPoolAsOf(deps.db, pool, now));
}
