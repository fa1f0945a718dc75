import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectArea } from './area';

describe('detectArea', () => {
  it('tells the areas apart by path prefix', () => {
    expect(detectArea('/company/harbour-central/site')).toBe('company');
    expect(detectArea('/app/harbour-central/home')).toBe('app');
    expect(detectArea('/sandbox/pay/123')).toBe('sandbox');
    expect(detectArea('/shop/harbour-central/home')).toBe('default');
    expect(detectArea('/embed/x/page/terms')).toBe('default');
    expect(detectArea('/')).toBe('default');
    expect(detectArea('')).toBe('default');
  });

  it('is case-insensitive', () => {
    expect(detectArea('/COMPANY/x')).toBe('company');
    expect(detectArea('/App')).toBe('app');
    expect(detectArea('/SandBox?x=1')).toBe('sandbox');
  });

  it('needs the whole first segment', () => {
    expect(detectArea('/apple/x')).toBe('default');
    expect(detectArea('/companyx')).toBe('default');
    expect(detectArea('/shop/company')).toBe('default');
  });

  it('ignores what follows the prefix', () => {
    fc.assert(
      fc.property(fc.constantFrom('company', 'app', 'sandbox'), fc.string(), (prefix, rest) => {
        expect(detectArea(`/${prefix}/${rest}`)).toBe(prefix);
      }),
    );
  });

  it('puts the flow gallery (/flows/{tenant}) in the default area: it is no customer layout', () => {
    expect(detectArea('/flows/greenway')).toBe('default');
    expect(detectArea('/flows/greenway/booking')).toBe('default');
  });
});
