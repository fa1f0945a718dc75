/**
 * Points under a burst of redemptions, on PostgreSQL (docs/wallet.md#rewards): 100 redemptions of
 * one card at once, each with its own key, on points that pay for 7; then 50 with one key. Exactly 7
 * (then 1) go through, the points never go below zero, the stored-value card is credited exactly for
 * them, and each card's history sums to its figures.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PromotionRewardRedeemResult } from '../../src/generated/api/promotion-reward-redeem.response';
import { testClock } from './support/account-kit';
import { seedCustomer, START } from './support/parking-kit';
import { startRaceServer, type RaceServer } from './support/race-server';
import { cardWithPoints, CREDIT_REWARD, rewardTenants } from './support/rewards-kit';
import { POSTGRES_SKIP_REASON } from './support/test-databases';
import { cardLedger, fundedStoredValueCard } from './support/wallet-kit';

const url = process.env.TEST_DATABASE_URL || undefined;
if (!url)
  console.warn(
    `[wallet-rewards-concurrency] ${POSTGRES_SKIP_REASON}; PGlite runs one query at a time and cannot show races`,
  );

const RACERS = 100;
const ROUNDS = 3;
const AFFORDED = 7;
const POINTS = AFFORDED * CREDIT_REWARD.points + CREDIT_REWARD.points - 1;

describe.skipIf(!url)(
  url ? 'reward redemptions racing for one card’s points on postgres' : `reward race: skipped, ${POSTGRES_SKIP_REASON}`,
  () => {
    const clock = testClock(START);
    let s: RaceServer;

    beforeAll(async () => {
      s = await startRaceServer(url ?? '', 'rewardrace', { tenants: rewardTenants(), accounts: { now: clock.now } });
    }, 120_000);
    afterAll(async () => s?.close());

    const redeem = (token: string, cardId: string, idempotencyKey: string) =>
      s.post<PromotionRewardRedeemResult>('park-central', '/pro/promotion/rewardRedeem', token, {
        idempotencyKey,
        cardId,
        reward: CREDIT_REWARD.code,
      });
    const customerWithCards = async () => {
      const c = await seedCustomer(s.db, 'parkco', clock.now());
      const pointsCard = await cardWithPoints(s.db, c.accountId, 'PK-POINTS', POINTS, clock.now());
      const valueCard = await fundedStoredValueCard(s.db, c.accountId, 0, clock.now());
      return { ...c, pointsCard, valueCard };
    };

    it(`${RACERS} redemptions at once on points for ${AFFORDED}: ${AFFORDED} credited, the rest refused, never below zero (${ROUNDS} rounds)`, async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const c = await customerWithCards();
        const answers = await Promise.all(
          Array.from({ length: RACERS }, () => redeem(c.token, c.pointsCard, randomUUID())),
        );
        const done = answers.filter((a) => a.result.rtn === 1);
        const short = answers.filter((a) => a.result.problem?.code === 'REWARD_POINTS_SHORT');
        console.info(`[wallet-rewards-concurrency] round ${round + 1}: ${done.length} redeemed, ${short.length} short`);
        expect(done).toHaveLength(AFFORDED);
        expect(short).toHaveLength(RACERS - AFFORDED);
        const left = POINTS - AFFORDED * CREDIT_REWARD.points;
        expect(await cardLedger(s.db, c.pointsCard)).toMatchObject({ points: left, history: { points: left } });
        const credited = AFFORDED * CREDIT_REWARD.credit;
        expect(await cardLedger(s.db, c.valueCard)).toMatchObject({
          balance: credited,
          history: { balance: credited },
        });
      }
    }, 120_000);

    it('50 identical redemptions with one key: one spend, one credit, every answer the same', async () => {
      const c = await customerWithCards();
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 50 }, () => redeem(c.token, c.pointsCard, key)));
      expect(answers.map((a) => a.result.rtn)).toEqual(answers.map(() => 1));
      expect(new Set(answers.map((a) => JSON.stringify(a.result))).size).toBe(1);
      const left = POINTS - CREDIT_REWARD.points;
      expect(await cardLedger(s.db, c.pointsCard)).toMatchObject({ points: left, history: { points: left } });
      expect(await cardLedger(s.db, c.valueCard)).toMatchObject({
        balance: CREDIT_REWARD.credit,
        history: { balance: CREDIT_REWARD.credit },
      });
    }, 120_000);
  },
);
