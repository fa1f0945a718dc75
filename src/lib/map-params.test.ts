import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_PARAMS, resolveMapParams } from './map-params';

const notNumeric = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.constant(''),
  fc.constant('abc'),
  fc.constant('12px'),
  fc.constant(Number.NaN),
  fc.constant(Number.POSITIVE_INFINITY),
  fc.boolean(),
  fc.object(),
);
// -0 is mapped to 0: its string form "0" would not round-trip to -0.
const finite = fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => (n === 0 ? 0 : n));

describe('resolveMapParams', () => {
  it('uses the defaults when nothing is given', () => {
    expect(resolveMapParams({})).toEqual(DEFAULT_MAP_PARAMS);
  });

  it('accepts numbers and numeric strings', () => {
    expect(resolveMapParams({ lng: '174.76', lat: -36.85, zoom: '14', radius: 2 })).toEqual({
      centre: { lng: 174.76, lat: -36.85 },
      zoom: 14,
      radius: 2,
    });
  });

  it('ignores any value that is not numeric', () => {
    fc.assert(
      fc.property(notNumeric, notNumeric, notNumeric, (lng, zoom, radius) => {
        expect(resolveMapParams({ lng, lat: 1, zoom, radius })).toEqual(DEFAULT_MAP_PARAMS);
      }),
    );
  });

  it('keeps every finite number given, as a number or as its string', () => {
    fc.assert(
      fc.property(finite, finite, finite, finite, fc.boolean(), (lng, lat, zoom, radius, asString) => {
        const wrap = (n: number) => (asString ? String(n) : n);
        expect(resolveMapParams({ lng: wrap(lng), lat: wrap(lat), zoom: wrap(zoom), radius: wrap(radius) })).toEqual({
          centre: { lng, lat },
          zoom,
          radius,
        });
      }),
    );
  });
});
