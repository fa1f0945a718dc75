import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bannerOffer, installOffer, isIos } from './install-offer';

const situation = fc.record({ prompt: fc.boolean(), installed: fc.boolean(), ios: fc.boolean() });
const memory = fc.record({ intent: fc.boolean(), dismissed: fc.boolean() });

describe('installOffer (docs/installable-app.md#install-offer)', () => {
  it("offers Chrome's dialog when Chrome made its offer, Apple's steps on iOS, nothing otherwise", () => {
    expect(installOffer({ prompt: true, installed: false, ios: false })).toBe('prompt');
    expect(installOffer({ prompt: false, installed: false, ios: true })).toBe('ios');
    expect(installOffer({ prompt: false, installed: false, ios: false })).toBeNull();
  });

  it('offers nothing once the app is installed or opened as the app', () => {
    fc.assert(
      fc.property(
        situation,
        memory,
        (s, m) =>
          installOffer({ ...s, installed: true }) === null && bannerOffer({ ...s, installed: true }, m) === null,
      ),
    );
  });

  it('shows the banner only after a pass was shown and never after it was dismissed; it is the menu offer then', () => {
    fc.assert(
      fc.property(situation, memory, (s, m) => {
        const banner = bannerOffer(s, m);
        if (!m.intent || m.dismissed) return banner === null;
        return banner === installOffer(s);
      }),
    );
  });
});

describe('isIos', () => {
  it('knows iPhones and iPads (which say Macintosh with a touch screen), not Android or a desktop Mac', () => {
    expect(
      isIos(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
        5,
      ),
    ).toBe(true);
    expect(
      isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15', 5),
    ).toBe(true);
    expect(
      isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15', 0),
    ).toBe(false);
    expect(
      isIos('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36', 5),
    ).toBe(false);
  });
});
