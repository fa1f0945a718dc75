/**
 * Pre-pay ticket booking (the 'reservation' route, docs/rules.md#reservation-route): the customer
 * chooses a car park among the tenant's sites and one of its ticket offers, then continues into
 * that site's date & time screen with the offer chosen. Pure, so the choices are tested alone.
 */
import type { LayoutName, Site, Tenant, TicketOffer } from '../../../generated/tenant';
import { firstRouteOf, layoutHref } from '../../../lib/route-table';
import { offerQueryString } from '../../../navigation/offer-query';

/** The date & time screen's path in each layout that has one. */
const DATE_RANGE_PATHS = ['daterange', 'daterange/home'] as const;

/** A car park that can be booked here: the site, and its offers. */
export interface ReservableSite {
  site: Site;
  offers: readonly TicketOffer[];
}

/**
 * The tenant's car parks that sell tickets in this layout: a site with at least one offer, shown in
 * the layout (a site lists the layouts it offers), whose layout has a date & time screen.
 */
export function reservableSites(tenant: Pick<Tenant, 'sites' | 'features'>, layout: LayoutName): ReservableSite[] {
  const features = { reservation: tenant.features?.reservation === true };
  if (firstRouteOf(layout, DATE_RANGE_PATHS, features) === null) return [];
  return tenant.sites
    .filter((site) => (site.offers?.length ?? 0) > 0 && (site.layouts === undefined || site.layouts.includes(layout)))
    .map((site) => ({ site, offers: site.offers ?? [] }));
}

export interface ReservationChoice {
  shopCode: string;
  offerCode: string;
}

/**
 * The choice to start with: the car park of the shop the customer came in by (when it sells
 * tickets), else the first; its first offer. Null when no car park can be booked.
 */
export function initialChoice(sites: readonly ReservableSite[], currentShop: string): ReservationChoice | null {
  const start = sites.find((entry) => entry.site.shopCode === currentShop) ?? sites[0];
  const offer = start?.offers[0];
  return start && offer ? { shopCode: start.site.shopCode, offerCode: offer.code } : null;
}

/** Another car park: its first offer, unless it sells the offer chosen before too. */
export function withSite(
  sites: readonly ReservableSite[],
  choice: ReservationChoice,
  shopCode: string,
): ReservationChoice {
  const entry = sites.find((candidate) => candidate.site.shopCode === shopCode);
  if (!entry) return choice;
  const keep = entry.offers.some((offer) => offer.code === choice.offerCode);
  return { shopCode, offerCode: keep ? choice.offerCode : (entry.offers[0]?.code ?? choice.offerCode) };
}

/** Another offer of the chosen car park (an offer it does not sell leaves the choice as it was). */
export function withOffer(
  sites: readonly ReservableSite[],
  choice: ReservationChoice,
  offerCode: string,
): ReservationChoice {
  const entry = sites.find((candidate) => candidate.site.shopCode === choice.shopCode);
  return entry?.offers.some((offer) => offer.code === offerCode) ? { ...choice, offerCode } : choice;
}

/** Where 'Continue' leads: the chosen car park's date & time screen in this layout, with the offer chosen. */
export function continueHref(
  layout: LayoutName,
  choice: ReservationChoice,
  features: { reservation?: boolean } = {},
): string | null {
  const path = firstRouteOf(layout, DATE_RANGE_PATHS, features);
  return path === null ? null : `${layoutHref(layout, choice.shopCode, path)}${offerQueryString(choice.offerCode)}`;
}
