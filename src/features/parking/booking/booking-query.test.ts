import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingQueryString, completeBookingQuery, parseBookingQuery } from './booking-query';

const parse = (search: string) => parseBookingQuery(new URLSearchParams(search));

describe('booking query', () => {
  it('reads offer, entry, exit and tickets', () => {
    expect(parse('?offer=hourly&entry=1795000500&exit=1795007700&tickets=2')).toEqual({
      offer: 'hourly',
      entry: 1795000500,
      exit: 1795007700,
      tickets: 2,
    });
  });

  it('leaves out what is missing or not a whole number', () => {
    expect(parse('?offer=&entry=12.5&exit=-3&tickets=two')).toEqual({
      offer: null,
      entry: null,
      exit: null,
      tickets: null,
    });
    expect(completeBookingQuery(parse('?offer=hourly&entry=1&exit=2'))).toBeNull();
    expect(completeBookingQuery(parse('?offer=hourly&entry=1&exit=2&tickets=0'))).toEqual({
      offer: 'hourly',
      entry: 1,
      exit: 2,
      tickets: 0,
    });
  });

  it('writes only what is set', () => {
    expect(bookingQueryString({ offer: 'day-pass' })).toBe('?offer=day-pass');
    expect(bookingQueryString({})).toBe('');
    expect(bookingQueryString({ offer: 'a b&c', tickets: 3 })).toBe('?offer=a+b%26c&tickets=3');
  });

  it('reads back what it writes (rule)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        fc.nat({ max: 4_102_444_800 }),
        fc.nat({ max: 4_102_444_800 }),
        fc.integer({ min: 0, max: 50 }),
        (offer, entry, exit, tickets) => {
          const query = { offer, entry, exit, tickets };
          expect(parse(bookingQueryString(query))).toEqual(query);
        },
      ),
    );
  });
});

describe('offer link', () => {
  it('is the booking query of the offer alone', async () => {
    const { offerQueryString } = await import('../../../navigation/offer-query');
    for (const code of ['hourly', 'early-bird', 'a b&c'])
      expect(offerQueryString(code)).toBe(bookingQueryString({ offer: code }));
  });
});
