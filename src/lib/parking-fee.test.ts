import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parkingFee, SECONDS_PER_DAY, type ParkingTariff } from './parking-fee';

const HOUR = 3600;
const START = 1_900_000_000;

function feeOf(tariff: ParkingTariff, seconds: number, tickets = 1) {
  const result = parkingFee(tariff, { entry: START, exit: START + seconds }, tickets);
  if (!result.valid) throw new Error(`invalid: ${result.reason}`);
  return result.fee;
}

const tariffs = fc.record(
  {
    periodMinutes: fc.integer({ min: 1, max: 3000 }),
    pricePerPeriod: fc.integer({ min: 0, max: 100_000 }),
    dailyMaximum: fc.integer({ min: 0, max: 500_000 }),
    flatFee: fc.integer({ min: 0, max: 10_000 }),
  },
  { requiredKeys: ['periodMinutes', 'pricePerPeriod'] },
);
// Up to 60 days, to the second.
const durations = fc.integer({ min: 1, max: 60 * SECONDS_PER_DAY });

describe('parkingFee examples', () => {
  const hourly: ParkingTariff = { periodMinutes: 60, pricePerPeriod: 650, dailyMaximum: 3900 };

  it('charges whole periods, rounding part periods up', () => {
    expect(feeOf(hourly, 1).periodCharge).toBe(650);
    expect(feeOf(hourly, HOUR).periodCharge).toBe(650);
    expect(feeOf(hourly, HOUR + 1).periodCharge).toBe(1300);
    expect(feeOf(hourly, 2.5 * HOUR)).toMatchObject({ periods: 3, periodCharge: 1950, perTicket: 1950, amount: 1950 });
  });

  it('caps each started 24 hours at the daily maximum', () => {
    expect(feeOf(hourly, 10 * HOUR).periodCharge).toBe(3900);
    expect(feeOf(hourly, 24 * HOUR).periodCharge).toBe(3900);
    expect(feeOf(hourly, 25 * HOUR).periodCharge).toBe(3900 + 650);
    expect(feeOf(hourly, 48 * HOUR).periodCharge).toBe(7800);
  });

  it('adds the flat fee once per ticket, outside the cap, and multiplies by tickets', () => {
    const fee = feeOf({ ...hourly, flatFee: 100 }, 30 * HOUR, 3);
    expect(fee).toEqual({
      periods: 30,
      periodCharge: 3900 + 6 * 650,
      flatFee: 100,
      perTicket: 3900 + 3900 + 100,
      tickets: 3,
      amount: 3 * 7900,
    });
  });

  it('never charges more than the plain period rate when the cap is loose', () => {
    // 13-hour periods do not divide a day: two days and a minute are 4 periods, not 5.
    const earlyBird: ParkingTariff = { periodMinutes: 780, pricePerPeriod: 1800, dailyMaximum: 100_000 };
    expect(feeOf(earlyBird, 2 * SECONDS_PER_DAY + 60).periodCharge).toBe(4 * 1800);
  });

  it('refuses empty, reversed and malformed ranges', () => {
    expect(parkingFee(hourly, { entry: START, exit: START })).toEqual({ valid: false, reason: 'empty-range' });
    expect(parkingFee(hourly, { entry: START, exit: START - 60 })).toEqual({ valid: false, reason: 'empty-range' });
    expect(parkingFee(hourly, { entry: START + 0.5, exit: START + 60 })).toEqual({
      valid: false,
      reason: 'invalid-input',
    });
    expect(parkingFee({ ...hourly, periodMinutes: 0 }, { entry: START, exit: START + 60 })).toEqual({
      valid: false,
      reason: 'invalid-input',
    });
    expect(parkingFee(hourly, { entry: START, exit: START + 60 }, -1)).toEqual({
      valid: false,
      reason: 'invalid-input',
    });
  });
});

describe('parkingFee properties', () => {
  it('is monotonic in the duration', () => {
    fc.assert(
      fc.property(tariffs, durations, durations, (tariff, a, b) => {
        const [short, long] = a <= b ? [a, b] : [b, a];
        expect(feeOf(tariff, short).amount).toBeLessThanOrEqual(feeOf(tariff, long).amount);
      }),
    );
  });

  it('never charges the periods above the daily maximum per started 24 hours', () => {
    fc.assert(
      fc.property(tariffs, durations, (tariff, seconds) => {
        if (tariff.dailyMaximum === undefined) return;
        const startedDays = Math.ceil(seconds / SECONDS_PER_DAY);
        expect(feeOf(tariff, seconds).periodCharge).toBeLessThanOrEqual(tariff.dailyMaximum * startedDays);
      }),
    );
  });

  it('without a cap, charges exactly the started periods, constant within a period', () => {
    fc.assert(
      fc.property(tariffs, durations, (tariff, seconds) => {
        const plain = { periodMinutes: tariff.periodMinutes, pricePerPeriod: tariff.pricePerPeriod };
        const period = plain.periodMinutes * 60;
        const periods = Math.ceil(seconds / period);
        const fee = feeOf(plain, seconds);
        expect(fee.periods).toBe(periods);
        expect(fee.periodCharge).toBe(periods * plain.pricePerPeriod);
        // Anywhere in the same period costs the same: the period's last second and its first.
        expect(feeOf(plain, periods * period).periodCharge).toBe(fee.periodCharge);
        expect(feeOf(plain, (periods - 1) * period + 1).periodCharge).toBe(fee.periodCharge);
      }),
    );
  });

  it('never charges more than the uncapped rate', () => {
    fc.assert(
      fc.property(tariffs, durations, (tariff, seconds) => {
        const fee = feeOf(tariff, seconds);
        expect(fee.periodCharge).toBeLessThanOrEqual(fee.periods * tariff.pricePerPeriod);
      }),
    );
  });

  it('treats every zero-length or reversed range as invalid', () => {
    fc.assert(
      fc.property(tariffs, fc.integer({ min: 0, max: 10 * SECONDS_PER_DAY }), (tariff, back) => {
        expect(parkingFee(tariff, { entry: START, exit: START - back })).toEqual({
          valid: false,
          reason: 'empty-range',
        });
      }),
    );
  });

  it('answers integer minor units, amount = perTicket × tickets', () => {
    fc.assert(
      fc.property(tariffs, durations, fc.integer({ min: 0, max: 50 }), (tariff, seconds, tickets) => {
        const fee = feeOf(tariff, seconds, tickets);
        for (const value of Object.values(fee)) expect(Number.isSafeInteger(value)).toBe(true);
        expect(fee.perTicket).toBe(fee.periodCharge + (tariff.flatFee ?? 0));
        expect(fee.amount).toBe(fee.perTicket * tickets);
      }),
    );
  });

  it('depends only on the length of the stay, not on when it starts', () => {
    fc.assert(
      fc.property(tariffs, durations, fc.integer({ min: 0, max: 2_000_000_000 }), (tariff, seconds, entry) => {
        const moved = parkingFee(tariff, { entry, exit: entry + seconds });
        expect(moved).toEqual({ valid: true, fee: feeOf(tariff, seconds) });
      }),
    );
  });
});
