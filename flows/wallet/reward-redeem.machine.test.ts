import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { actorOutcomes, walkModel } from '../testing/model-walk';
import { expectFullCoverage } from '../testing/expect-full-coverage';
import {
  pointsShort,
  rewardRedeemMachine,
  type RedeemRewardInput,
  type RedeemRewardReply,
  type RewardRedeemInput,
} from './reward-redeem.machine';

const rewards = [
  { code: 'PARK-5-OFF', points: 50 },
  { code: 'WALLET-5', points: 100 },
];
const input: RewardRedeemInput = { cardId: 'card-1', points: 70, rewards };
const voucher = {
  id: 'v-1',
  campaignCode: 'REWARD5',
  couponCode: 'AAAA-BBBB-CCCC',
  name: { 'en-gb': '$5 off your stay (points reward)' },
  discount: { amountOff: 500 },
  appliesTo: 'parking' as const,
  expiresAt: 1_924_000_000,
  status: 'available' as const,
};
const redeemed: RedeemRewardReply = {
  success: true,
  result: { rtn: 1, redemption: { reward: 'PARK-5-OFF', pointsSpent: 50, points: 20, voucher } },
};
const held: RedeemRewardReply = {
  success: true,
  result: { rtn: 0, dispMsg: 'You already have this voucher', problem: { code: 'REWARD_VOUCHER_HELD', params: {} } },
};

describe('reward redeem machine: model walk', () => {
  it('covers every state and every transition', async () => {
    const report = await walkModel(rewardRedeemMachine, {
      inputs: [input],
      events: {
        CHOOSE: [
          { type: 'CHOOSE', reward: 'PARK-5-OFF' },
          { type: 'CHOOSE', reward: 'WALLET-5' },
        ],
        ...actorOutcomes('newIdempotencyKey', { done: ['reward-key-0001'], error: [new Error('no crypto')] }),
        ...actorOutcomes('redeemReward', { done: [redeemed, held], error: [new Error('offline')] }),
      },
      log: () => {},
    });
    expectFullCoverage(report);
  });
});

function startRedeem(redeem: (input: RedeemRewardInput) => Promise<RedeemRewardReply>, start = input) {
  let keys = 0;
  const spies = {
    newIdempotencyKey: vi.fn(async () => `reward-key-${String((keys += 1)).padStart(4, '0')}`),
    redeemReward: vi.fn(redeem),
    reportRedeemed: vi.fn(),
    reportRefused: vi.fn(),
  };
  const machine = rewardRedeemMachine.provide({
    actors: {
      newIdempotencyKey: fromPromise(() => spies.newIdempotencyKey()),
      redeemReward: fromPromise(({ input: call }) => spies.redeemReward(call)),
    },
    actions: { reportRedeemed: () => spies.reportRedeemed(), reportRefused: () => spies.reportRefused() },
  });
  return { actor: createActor(machine, { input: start }).start(), spies };
}

describe('reward redeem machine: rules', () => {
  it('counts the points a reward still needs', () => {
    expect(pointsShort(70, rewards[0]!)).toBe(0);
    expect(pointsShort(70, rewards[1]!)).toBe(30);
    expect(pointsShort(0, rewards[0]!)).toBe(50);
  });

  it('offers only the rewards the points cover', () => {
    const { actor } = startRedeem(async () => redeemed);
    expect(actor.getSnapshot().can({ type: 'CHOOSE', reward: 'PARK-5-OFF' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'CHOOSE', reward: 'WALLET-5' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'CHOOSE', reward: 'NO-SUCH' })).toBe(false);
    actor.send({ type: 'CHOOSE', reward: 'WALLET-5' });
    expect(actor.getSnapshot().value).toBe('choosing');
  });

  it('draws the key as the confirmation opens, spends nothing before CONFIRM, then keeps what was given', async () => {
    const { actor, spies } = startRedeem(async () => redeemed);
    actor.send({ type: 'CHOOSE', reward: 'PARK-5-OFF' });
    await waitFor(actor, (s) => s.matches('confirming'));
    expect(spies.newIdempotencyKey).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ chosen: rewards[0], idempotencyKey: 'reward-key-0001' });
    expect(spies.redeemReward).not.toHaveBeenCalled();
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.redeemReward).toHaveBeenCalledWith({
      cardId: 'card-1',
      reward: 'PARK-5-OFF',
      idempotencyKey: 'reward-key-0001',
    });
    expect(actor.getSnapshot().context).toMatchObject({ points: 20, redemption: redeemed.result.redemption });
    expect(spies.reportRedeemed).toHaveBeenCalledTimes(1);
  });

  it('sends a call that did not get through again with the same key', async () => {
    let fail = true;
    const { actor, spies } = startRedeem(async () => {
      if (fail) throw new Error('offline');
      return redeemed;
    });
    actor.send({ type: 'CHOOSE', reward: 'PARK-5-OFF' });
    await waitFor(actor, (s) => s.matches('confirming'));
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.message).toEqual({ code: 'CONNECTION_FAILED' });
    fail = false;
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.newIdempotencyKey).toHaveBeenCalledTimes(1);
    expect(spies.redeemReward.mock.calls.map(([call]) => call.idempotencyKey)).toEqual([
      'reward-key-0001',
      'reward-key-0001',
    ]);
  });

  it("shows the server's reason for a refusal; another choice gets a new key", async () => {
    const { actor, spies } = startRedeem(async () => held);
    actor.send({ type: 'CHOOSE', reward: 'PARK-5-OFF' });
    await waitFor(actor, (s) => s.matches('confirming'));
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('refused'));
    expect(actor.getSnapshot().context.message).toEqual({ code: 'REWARD_VOUCHER_HELD' });
    expect(actor.getSnapshot().can({ type: 'RETRY' })).toBe(false);
    expect(spies.reportRefused).toHaveBeenCalledTimes(1);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().context).toMatchObject({ chosen: null, idempotencyKey: null, message: null });
    actor.send({ type: 'CHOOSE', reward: 'PARK-5-OFF' });
    await waitFor(actor, (s) => s.matches('confirming'));
    expect(actor.getSnapshot().context.idempotencyKey).toBe('reward-key-0002');
  });

  it('BACK from the confirmation spends nothing', async () => {
    const { actor, spies } = startRedeem(async () => redeemed);
    actor.send({ type: 'CHOOSE', reward: 'PARK-5-OFF' });
    await waitFor(actor, (s) => s.matches('confirming'));
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(spies.redeemReward).not.toHaveBeenCalled();
  });
});
