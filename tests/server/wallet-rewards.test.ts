/**
 * Points spent on rewards on the server (docs/wallet.md#rewards): a voucher reward and a stored-value
 * credit, each in one transaction under the customer's idempotency key; a retry answers the first
 * redemption; whatever is refused (too few points, a voucher already held, no stored-value card, the
 * card's balance limit) spends nothing; another customer's card answers as missing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PromotionRewardRedeemResult } from '../../src/generated/api/promotion-reward-redeem.response';
import { packaged } from './support/app-harness';
import { describeOnDrivers } from './support/describe-on-drivers';
import { startParkingSuite, type Envelope, type ParkingSuite } from './support/parking-kit';
import { cardWithPoints, CREDIT_REWARD, REWARD_CAMPAIGN, rewardTenants, VOUCHER_REWARD } from './support/rewards-kit';
import { cardLedger, fundedStoredValueCard, PARKCO_WALLET } from './support/wallet-kit';

const CAP = PARKCO_WALLET.programmes[0]!.topUp!.maximumBalance!;

describeOnDrivers('wallet rewards', (driver) => {
  let s: ParkingSuite;

  beforeAll(async () => {
    s = await startParkingSuite(driver, {}, rewardTenants());
  });
  afterAll(async () => s?.close());

  async function call<T extends object>(path: string, payload: unknown, token: string): Promise<Envelope<T>> {
    const res = await s.t.app.inject({
      method: 'POST',
      url: `/s/park-central${path}`,
      payload: packaged('plain', payload) as object,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    return res.json<Envelope<T>>();
  }
  const redeem = (token: string, cardId: string, reward: string, idempotencyKey: string = randomUUID()) =>
    call<PromotionRewardRedeemResult>('/pro/promotion/rewardRedeem', { idempotencyKey, cardId, reward }, token);
  const vouchers = async (token: string) =>
    (await call<{ vouchers: { campaignCode: string }[] }>('/api/voucher/list', {}, token)).result.vouchers;
  const history = async (cardId: string) =>
    s.db.query<{ action: string; point_add: number; value_add: number; reason: string }>(
      'SELECT action, point_add, value_add, reason FROM wallet_history WHERE card_id = $1 ORDER BY id',
      [cardId],
    );

  it('a voucher reward: the points taken, the voucher held, one history row; a retry answers the first', async () => {
    const c = await s.customer();
    const cardId = await cardWithPoints(s.db, c.accountId, 'PK-POINTS', 120, s.clock.now());
    const key = randomUUID();
    const first = await redeem(c.token, cardId, VOUCHER_REWARD.code, key);
    expect(first.result).toMatchObject({
      rtn: 1,
      redemption: { reward: VOUCHER_REWARD.code, pointsSpent: VOUCHER_REWARD.points, points: 70 },
    });
    expect(first.result.redemption?.voucher).toMatchObject({ status: 'available' });
    expect((await vouchers(c.token)).map((v) => v.campaignCode)).toEqual([REWARD_CAMPAIGN]);
    expect(await history(cardId)).toEqual([
      expect.objectContaining({ action: 'issue' }),
      expect.objectContaining({ action: 'points_earned', point_add: 120 }),
      { action: 'points_redeemed', point_add: -VOUCHER_REWARD.points, value_add: 0, reason: '$5 off parking' },
    ]);

    // The same key again: the first answer, nothing more spent.
    const again = await redeem(c.token, cardId, VOUCHER_REWARD.code, key);
    expect(again.result).toEqual(first.result);
    expect(await cardLedger(s.db, cardId)).toMatchObject({ points: 70, history: { points: 70 } });
    // The key on another reward: refused, as every reused key with other details is.
    expect((await redeem(c.token, cardId, CREDIT_REWARD.code, key)).result.problem?.code).toBe('IDEMPOTENCY_CONFLICT');

    // One voucher of a campaign per customer: the second is refused and spends nothing.
    const second = await redeem(c.token, cardId, VOUCHER_REWARD.code);
    expect(second.result.problem?.code).toBe('REWARD_VOUCHER_HELD');
    expect(await cardLedger(s.db, cardId)).toMatchObject({ points: 70, history: { points: 70 } });
    expect(await vouchers(c.token)).toHaveLength(1);
  });

  it('a credit reward: the stored-value card credited, within its limit, in the same transaction', async () => {
    const c = await s.customer();
    const pointsCard = await cardWithPoints(s.db, c.accountId, 'PK-POINTS', 25, s.clock.now());
    // No stored-value card yet: refused, nothing spent.
    expect((await redeem(c.token, pointsCard, CREDIT_REWARD.code)).result.problem?.code).toBe(
      'REWARD_NO_STORED_VALUE_CARD',
    );
    expect((await cardLedger(s.db, pointsCard)).points).toBe(25);

    const valueCard = await fundedStoredValueCard(s.db, c.accountId, 1000, s.clock.now());
    const done = await redeem(c.token, pointsCard, CREDIT_REWARD.code);
    expect(done.result).toMatchObject({
      rtn: 1,
      redemption: { points: 15, credit: { cardId: valueCard, amount: CREDIT_REWARD.credit, balance: 1500 } },
    });
    expect(await cardLedger(s.db, valueCard)).toMatchObject({ balance: 1500, history: { balance: 1500 } });
    expect((await history(valueCard)).at(-1)).toMatchObject({
      action: 'reward_credit',
      value_add: CREDIT_REWARD.credit,
    });

    // A credit past the card's balance limit is refused whole: points and balance as they were.
    await s.db.query('UPDATE wallet_cards SET balance = $2 WHERE id = $1', [valueCard, CAP - 100]);
    await s.db.query(
      "INSERT INTO wallet_history (card_id, tenant_id, account_id, action, point_add, point_final, value_add, value_final, bill_time, entry_key) SELECT id, tenant_id, account_id, 'top_up', 0, points, $2, balance, now(), 'seed-cap' FROM wallet_cards WHERE id = $1",
      [valueCard, CAP - 100 - 1500],
    );
    expect((await redeem(c.token, pointsCard, CREDIT_REWARD.code)).result.problem?.code).toBe('REWARD_BALANCE_LIMIT');
    expect(await cardLedger(s.db, pointsCard)).toMatchObject({ points: 15, history: { points: 15 } });
    expect(await cardLedger(s.db, valueCard)).toMatchObject({ balance: CAP - 100, history: { balance: CAP - 100 } });
  });

  it('too few points, an unknown reward and another customer card are refused, nothing spent', async () => {
    const c = await s.customer();
    const cardId = await cardWithPoints(s.db, c.accountId, 'PK-POINTS', 49, s.clock.now());
    const short = await redeem(c.token, cardId, VOUCHER_REWARD.code);
    expect(short.result.problem).toEqual({ code: 'REWARD_POINTS_SHORT', params: { points: VOUCHER_REWARD.points } });
    expect((await redeem(c.token, cardId, 'NO-SUCH')).result.problem?.code).toBe('REWARD_UNAVAILABLE');
    const other = await s.customer();
    expect((await redeem(other.token, cardId, CREDIT_REWARD.code)).result.problem?.code).toBe('WALLET_CARD_NOT_FOUND');
    expect(await cardLedger(s.db, cardId)).toMatchObject({ points: 49, history: { points: 49, rows: 2 } });
    // A stored-value card's programme has no rewards here.
    const valueCard = await fundedStoredValueCard(s.db, c.accountId, 0, s.clock.now());
    expect((await redeem(c.token, valueCard, CREDIT_REWARD.code)).result.problem?.code).toBe('REWARD_UNAVAILABLE');
  });
});
