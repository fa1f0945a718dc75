import { describe, expect, it } from 'vitest';
import type { Site, Tenant, TicketOffer } from '../../../generated/tenant';
import { continueHref, initialChoice, reservableSites, withOffer, withSite } from './reservation-choices';

const offer = (code: string): TicketOffer => ({
  code,
  name: code,
  tariff: { periodMinutes: 60, pricePerPeriod: 500 },
  capacity: 5,
});
const site = (shopCode: string, offers: TicketOffer[], layouts?: Site['layouts']): Site =>
  ({
    siteId: `${shopCode}-site`,
    shopCode,
    lotName: shopCode,
    spotName: 'L1',
    uiVersion: '2.8.1',
    offers,
    ...(layouts ? { layouts } : {}),
  }) as Site;

const tenant: Pick<Tenant, 'sites' | 'features'> = {
  features: { reservation: true },
  sites: [
    site('central', [offer('early'), offer('hourly')]),
    site('wharf', [offer('hourly'), offer('evening')], ['shop', 'company']),
    site('kiosk-only', [offer('hourly')], ['app']),
    site('no-offers', []),
  ],
};

describe('pre-pay ticket booking choices (docs/rules.md#reservation-route)', () => {
  it('lists the car parks that sell tickets in the layout', () => {
    expect(reservableSites(tenant, 'shop').map((entry) => entry.site.shopCode)).toEqual(['central', 'wharf']);
    expect(reservableSites(tenant, 'app').map((entry) => entry.site.shopCode)).toEqual(['central', 'kiosk-only']);
    // The embed layout has no date & time screen: nothing to continue into.
    expect(reservableSites(tenant, 'embed')).toEqual([]);
  });

  it('starts at the car park the customer came in by, else the first, with its first offer', () => {
    const sites = reservableSites(tenant, 'shop');
    expect(initialChoice(sites, 'wharf')).toEqual({ shopCode: 'wharf', offerCode: 'hourly' });
    expect(initialChoice(sites, 'elsewhere')).toEqual({ shopCode: 'central', offerCode: 'early' });
    expect(initialChoice([], 'central')).toBeNull();
  });

  it('keeps the offer when the other car park sells it too, else takes its first; refuses an offer it does not sell', () => {
    const sites = reservableSites(tenant, 'shop');
    expect(withSite(sites, { shopCode: 'central', offerCode: 'hourly' }, 'wharf')).toEqual({
      shopCode: 'wharf',
      offerCode: 'hourly',
    });
    expect(withSite(sites, { shopCode: 'central', offerCode: 'early' }, 'wharf')).toEqual({
      shopCode: 'wharf',
      offerCode: 'hourly',
    });
    expect(withSite(sites, { shopCode: 'central', offerCode: 'early' }, 'nowhere')).toEqual({
      shopCode: 'central',
      offerCode: 'early',
    });
    expect(withOffer(sites, { shopCode: 'wharf', offerCode: 'hourly' }, 'evening')).toEqual({
      shopCode: 'wharf',
      offerCode: 'evening',
    });
    expect(withOffer(sites, { shopCode: 'wharf', offerCode: 'hourly' }, 'early')).toEqual({
      shopCode: 'wharf',
      offerCode: 'hourly',
    });
  });

  it("continues into the chosen car park's date & time screen with the offer", () => {
    expect(continueHref('shop', { shopCode: 'wharf', offerCode: 'evening' })).toBe(
      '/shop/wharf/daterange?offer=evening',
    );
    expect(continueHref('company', { shopCode: 'central', offerCode: 'early bird' })).toBe(
      '/company/central/daterange/home?offer=early+bird',
    );
    expect(continueHref('embed', { shopCode: 'central', offerCode: 'early' })).toBeNull();
  });
});
