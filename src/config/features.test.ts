import { describe, expect, it } from 'vitest';
import { isFeatureEnabled, isFeatureOffered } from './features';

describe('feature flags', () => {
  it('enables opt-in features only when set to true', () => {
    expect(isFeatureEnabled({}, 'reservation')).toBe(false);
    expect(isFeatureEnabled({ features: { reservation: false } }, 'reservation')).toBe(false);
    expect(isFeatureEnabled({ features: { reservation: true } }, 'reservation')).toBe(true);
  });

  it('offers default-on features unless set to false', () => {
    expect(isFeatureOffered({}, 'wallet')).toBe(true);
    expect(isFeatureOffered({ features: { wallet: false } }, 'wallet')).toBe(false);
  });
});
