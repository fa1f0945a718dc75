import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WalletTopUpRules } from '../generated/tenant';
import { pointsFor, pointsToReverse, topUpAmountProblem, walletConfigProblems } from './wallet-rules';

const rulesArb = fc
  .record({
    minimum: fc.integer({ min: 1, max: 10_000 }),
    span: fc.integer({ min: 0, max: 100_000 }),
    custom: fc.boolean(),
    cap: fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: undefined }),
  })
  .map(({ minimum, span, custom, cap }): WalletTopUpRules => ({
    minimum,
    maximum: minimum + span,
    presets: [minimum, minimum + span],
    custom,
    ...(cap === undefined ? {} : { maximumBalance: minimum + span + cap }),
  }));

describe('pointsFor', () => {
  it('earns the rate per whole currency unit, never for a part unit, never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (amount, rate) => {
          const points = pointsFor(amount, rate);
          expect(points).toBeGreaterThanOrEqual(0);
          expect(points % Math.max(rate, 1)).toBe(0);
          if (amount > 0) expect(points).toBe(Math.floor(amount / 100) * rate);
          else expect(points).toBe(0);
        },
      ),
    );
  });
  it('is monotonic in the amount', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), fc.integer({ min: 1, max: 100 }), (a, b, rate) => {
        expect(pointsFor(Math.min(a, b), rate)).toBeLessThanOrEqual(pointsFor(Math.max(a, b), rate));
      }),
    );
  });
  it('examples: $12.99 at 1 point per dollar is 12; no rate earns nothing', () => {
    expect(pointsFor(1299, 1)).toBe(12);
    expect(pointsFor(1299, undefined)).toBe(0);
  });
});

describe('pointsToReverse', () => {
  it('takes back between none and all of the earned points, all on a full refund', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.nat(2_000_000),
        (earned, paid, refunded) => {
          const back = pointsToReverse(earned, paid, refunded);
          expect(back).toBeGreaterThanOrEqual(0);
          expect(back).toBeLessThanOrEqual(earned);
          if (refunded >= paid) expect(back).toBe(earned);
          if (refunded === 0) expect(back).toBe(0);
        },
      ),
    );
  });
});

describe('topUpAmountProblem', () => {
  it('accepts exactly the whole amounts within minimum..maximum (presets only when custom is off) that keep the balance under its cap', () => {
    fc.assert(
      fc.property(rulesArb, fc.integer({ min: -10, max: 400_000 }), fc.nat(100_000), (rules, amount, balance) => {
        const problem = topUpAmountProblem(rules, amount, balance);
        const allowed =
          amount > 0 &&
          amount >= rules.minimum &&
          amount <= rules.maximum &&
          (rules.custom !== false || rules.presets.includes(amount)) &&
          (rules.maximumBalance === undefined || balance + amount <= rules.maximumBalance);
        expect(problem === null).toBe(allowed);
      }),
    );
  });
  it('refuses fractions and names the broken limit', () => {
    const rules: WalletTopUpRules = { presets: [1000], minimum: 500, maximum: 5000, maximumBalance: 6000 };
    expect(topUpAmountProblem(rules, 10.5, 0)).toBe('WALLET_TOP_UP_AMOUNT_INVALID');
    expect(topUpAmountProblem(rules, 499, 0)).toBe('WALLET_TOP_UP_BELOW_MINIMUM');
    expect(topUpAmountProblem(rules, 5001, 0)).toBe('WALLET_TOP_UP_ABOVE_MAXIMUM');
    expect(topUpAmountProblem(rules, 2000, 4500)).toBe('WALLET_BALANCE_LIMIT');
    expect(topUpAmountProblem(rules, 2000, 4000)).toBeNull();
  });
});

describe('walletConfigProblems', () => {
  it('names repeated codes, stored value without top-up rules, loyalty with them, and presets outside the limits', () => {
    const problems = walletConfigProblems({
      programmes: [
        { code: 'A', kind: 'stored-value', name: 'A', issue: ['signup'] },
        {
          code: 'A',
          kind: 'loyalty',
          name: 'B',
          issue: ['signup'],
          topUp: { presets: [100], minimum: 200, maximum: 100 },
        },
      ],
    });
    expect(problems.map((p) => p.pointer)).toEqual([
      '/programmes/0',
      '/programmes/1/code',
      '/programmes/1/topUp',
      '/programmes/1/topUp/minimum',
      '/programmes/1/topUp/presets/0',
    ]);
  });

  it('names a reward giving both or neither, a repeated reward code, an unknown campaign and a credit without stored value', () => {
    const problems = walletConfigProblems(
      {
        programmes: [
          {
            code: 'P',
            kind: 'loyalty',
            name: 'Points',
            issue: ['signup'],
            rewards: [
              { code: 'R1', name: 'Both', points: 10, voucher: 'OFF5', credit: 500 },
              { code: 'R1', name: 'Neither', points: 10 },
              { code: 'R2', name: 'Unknown', points: 10, voucher: 'NOPE' },
              { code: 'R3', name: 'Credit', points: 10, credit: 500 },
              { code: 'R4', name: 'Fine', points: 10, voucher: 'OFF5' },
            ],
          },
        ],
      },
      ['OFF5'],
    );
    expect(problems.map((p) => p.pointer)).toEqual([
      '/programmes/0/rewards/0',
      '/programmes/0/rewards/0/credit',
      '/programmes/0/rewards/1/code',
      '/programmes/0/rewards/1',
      '/programmes/0/rewards/2/voucher',
      '/programmes/0/rewards/3/credit',
    ]);
  });
});
