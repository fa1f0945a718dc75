import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { qrModuleSize } from './qr-module-size';

const version = fc.integer({ min: 1, max: 40 });
const modulesOf = (v: number) => 17 + 4 * v;

describe('qrModuleSize', () => {
  it('divides the width by module count plus 8', () => {
    expect(qrModuleSize(290, 21)).toBe(10);
    expect(qrModuleSize(200, 25)).toBeCloseTo(200 / 33);
  });

  it('fills exactly the requested width with the margin included', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4000 }), version, (width, v) => {
        expect(qrModuleSize(width, modulesOf(v)) * (modulesOf(v) + 8)).toBeCloseTo(width, 6);
      }),
    );
  });

  it('grows with the width and shrinks with the module count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4000 }), fc.integer({ min: 1, max: 4000 }), version, (a, b, v) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        expect(qrModuleSize(small, modulesOf(v))).toBeLessThanOrEqual(qrModuleSize(large, modulesOf(v)));
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4000 }), version, version, (width, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(qrModuleSize(width, modulesOf(high))).toBeLessThanOrEqual(qrModuleSize(width, modulesOf(low)));
      }),
    );
  });

  it('rejects widths and module counts that are not positive', () => {
    expect(() => qrModuleSize(0, 21)).toThrow(RangeError);
    expect(() => qrModuleSize(100, 0)).toThrow(RangeError);
    expect(() => qrModuleSize(Number.NaN, 21)).toThrow(RangeError);
  });
});
