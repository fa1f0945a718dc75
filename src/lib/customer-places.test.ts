import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prePayGroups, prePayWhen, usedSites, type BookingLike } from './customer-places';

const booking = fc
  .record({
    bookingId: fc.uuid(),
    siteId: fc.constantFrom('A', 'B', 'C'),
    shopCode: fc.constant('s'),
    lotName: fc.constantFrom('Alpha', 'Beta', 'Gamma'),
    status: fc.constantFrom('booked', 'topped_up', 'cancelled', 'pending_payment', 'expired', 'released'),
    entry: fc.integer({ min: 0, max: 1000 }),
    exit: fc.integer({ min: 0, max: 1000 }),
    total: fc.integer({ min: 0, max: 10000 }),
    createdAt: fc.integer({ min: 0, max: 1000 }),
  })
  .map((b): BookingLike => ({ ...b, exit: b.entry + 1 + b.exit }));

describe('customer places', () => {
  it('groups every paid booking exactly once, by site, in its time slot; totals add up', () => {
    fc.assert(
      fc.property(fc.array(booking, { maxLength: 30 }), fc.integer({ min: 0, max: 2000 }), (bookings, now) => {
        const groups = prePayGroups(bookings, now);
        const paid = bookings.filter((b) => b.status === 'booked' || b.status === 'topped_up');
        const grouped = groups.flatMap((g) => [...g.active, ...g.upcoming, ...g.past]);
        expect(grouped.map((b) => b.bookingId).sort()).toEqual(paid.map((b) => b.bookingId).sort());
        for (const g of groups) {
          expect(g.total).toBe([...g.active, ...g.upcoming, ...g.past].reduce((s, b) => s + b.total, 0));
          for (const b of g.active) expect(prePayWhen(b, now)).toBe('active');
          for (const b of g.upcoming) expect(b.entry).toBeGreaterThan(now);
          for (const b of g.past) expect(b.exit).toBeLessThanOrEqual(now);
          expect(new Set([...g.active, ...g.upcoming, ...g.past].map((b) => b.siteId))).toEqual(new Set([g.siteId]));
        }
      }),
    );
  });

  it('used sites count the paid bookings per site, latest visit first', () => {
    fc.assert(
      fc.property(fc.array(booking, { maxLength: 30 }), (bookings) => {
        const sites = usedSites(bookings);
        const paid = bookings.filter((b) => b.status === 'booked' || b.status === 'topped_up');
        expect(sites.reduce((n, s) => n + s.bookings, 0)).toBe(paid.length);
        for (let i = 1; i < sites.length; i += 1)
          expect((sites[i - 1] as { lastEntry: number }).lastEntry).toBeGreaterThanOrEqual(
            (sites[i] as { lastEntry: number }).lastEntry,
          );
      }),
    );
  });
});
