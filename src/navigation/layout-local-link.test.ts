import { describe, expect, it } from 'vitest';
import { layoutLocalLink, type LinkHere } from './layout-local-link';

const here = (layout: LinkHere['layout'], shop = 'harbour-wharf'): LinkHere => ({
  layout,
  shop,
  shops: ['harbour-central', 'harbour-wharf'],
  features: {},
});

describe('layoutLocalLink', () => {
  it("opens a brand's screen in the layout and shop the customer is in", () => {
    expect(layoutLocalLink('/company/harbour-central/page/about', here('shop'))).toBe('/shop/harbour-wharf/page/about');
    expect(layoutLocalLink('/company/harbour-central/page/about?x=1', here('app'))).toBe(
      '/app/harbour-wharf/page/about?x=1',
    );
    expect(layoutLocalLink('/SHOP/Harbour-Central/mytickets', here('company'))).toBe(
      '/company/harbour-wharf/mytickets',
    );
  });

  it('takes the shop layout from embed, and hides a screen the layout lacks', () => {
    expect(layoutLocalLink('/company/harbour-central/mywallet', here('embed'))).toBe('/shop/harbour-wharf/mywallet');
    expect(layoutLocalLink('/company/harbour-central/page/terms', here('embed'))).toBe(
      '/embed/harbour-wharf/page/terms',
    );
    expect(layoutLocalLink('/company/harbour-central/voucher/A/collect', here('shop'))).toBeNull();
    expect(layoutLocalLink('/app/harbour-central/pinpad/home', here('company'))).toBeNull();
  });

  it("leaves another brand's paths and the global pages as written", () => {
    expect(layoutLocalLink('/company/lotus-plaza/page/about', here('shop'))).toBe('/company/lotus-plaza/page/about');
    expect(layoutLocalLink('/aboutus', here('shop'))).toBe('/aboutus');
  });
});
