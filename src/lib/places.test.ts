import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { directionsUrl, distanceKm, placesInOrder } from './places';

const point = fc.record({
  lat: fc.double({ min: -80, max: 80, noNaN: true }),
  lng: fc.double({ min: -179, max: 179, noNaN: true }),
});

describe('places in order', () => {
  it('distance is symmetric, zero to itself and never negative', () => {
    fc.assert(
      fc.property(
        point,
        point,
        (a, b) =>
          Math.abs(distanceKm(a, b) - distanceKm(b, a)) < 1e-6 && distanceKm(a, a) < 1e-6 && distanceKm(a, b) >= 0,
      ),
    );
  });

  it('lists every site once, nearest first, located before unlocated, nearby exactly within the radius', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(point, { nil: undefined }), { maxLength: 12 }),
        point,
        fc.double({ min: 0, max: 20000, noNaN: true }),
        (locations, centre, radius) => {
          const sites = locations.map((location, id) => ({ id, location }));
          const ordered = placesInOrder(sites, centre, radius);
          expect(ordered.map((p) => p.site.id).sort((a, b) => a - b)).toEqual(sites.map((s) => s.id));
          const distances = ordered.map((p) => p.distance);
          const firstNull = distances.indexOf(null);
          const located = firstNull === -1 ? distances : distances.slice(0, firstNull);
          expect(distances.slice(located.length).every((d) => d === null)).toBe(true);
          for (let i = 1; i < located.length; i += 1)
            expect(located[i] as number).toBeGreaterThanOrEqual(located[i - 1] as number);
          for (const p of ordered) expect(p.nearby).toBe(p.distance !== null && p.distance <= radius);
        },
      ),
    );
  });

  it('directions go to the location, else the address, else nowhere', () => {
    expect(directionsUrl({ location: { lat: -36.84, lng: 174.76 } })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-36.84%2C174.76',
    );
    expect(directionsUrl({ address: '1 Quay St, Auckland' })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=1%20Quay%20St%2C%20Auckland',
    );
    expect(directionsUrl({ address: ' ' })).toBeNull();
  });
});
