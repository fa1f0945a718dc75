import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOW_STOCK_TICKETS, offerAvailability } from './offer-availability';

describe('offerAvailability', () => {
  it('says available, only a few left, or sold out', () => {
    expect(offerAvailability({ balance: 150, status: 'available' })).toEqual({ kind: 'available' });
    expect(offerAvailability({ balance: LOW_STOCK_TICKETS + 1, status: 'available' })).toEqual({ kind: 'available' });
    expect(offerAvailability({ balance: LOW_STOCK_TICKETS, status: 'available' })).toEqual({
      kind: 'low',
      left: LOW_STOCK_TICKETS,
    });
    expect(offerAvailability({ balance: 1, status: 'available' })).toEqual({ kind: 'low', left: 1 });
    expect(offerAvailability({ balance: 0, status: 'available' })).toEqual({ kind: 'soldOut' });
  });

  it('trusts the server when it says sold out', () => {
    expect(offerAvailability({ balance: 12, status: 'sold_out' })).toEqual({ kind: 'soldOut' });
  });

  it('never offers what is not there (rule)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 500 }),
        fc.constantFrom('available' as const, 'sold_out' as const),
        (balance, status) => {
          const availability = offerAvailability({ balance, status });
          if (availability.kind === 'low') expect(availability.left).toBe(balance);
          if (balance <= 0) expect(availability.kind).toBe('soldOut');
        },
      ),
    );
  });
});
