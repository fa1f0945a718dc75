import { assign, fromPromise, setup } from 'xstate';
import type { RewardRedemption } from '../../src/generated/api/promotion-reward-redeem.response';
import type { WalletReward } from '../../src/generated/tenant';
import { type Message } from '../../src/protocol/message';
import { missingActor } from '../shared/missing-implementation';
import { callFailedWith, refused, replyAction, replyGuard } from '../shared/call-answers';
import { isAccepted } from './membership-replies';
import type { ServerReply } from '../accounts/account-replies';

/**
 * Spend a card's points on one of its programme's rewards (docs/wallet.md#rewards): the customer
 * chooses a reward the card's points cover, confirms it, and the server takes the points and gives
 * the reward (a campaign's voucher, or stored value on the customer's stored-value card) in one
 * transaction. The idempotency key is drawn when the confirmation opens and reused when a call
 * that did not get through is sent again, so the points are never spent twice.
 *
 * Effects, provided with `.provide()`: actors `newIdempotencyKey` and `redeemReward`
 * (promotion/rewardRedeem); actions `reportRedeemed` (the wallet refreshes the cards, the vouchers
 * and the history) and `reportRefused` (the wallet reads the cards again: their points may have
 * changed meanwhile).
 */

/** What the machine needs of a reward: its code and its price in points. */
export type RewardOffer = Pick<WalletReward, 'code' | 'points'>;

export interface RewardRedeemInput {
  cardId: string;
  /** The card's points when the list opened. */
  points: number;
  /** The programme's rewards, in the order the list shows them. */
  rewards: readonly RewardOffer[];
}

export interface RewardRedeemContext {
  cardId: string;
  points: number;
  rewards: readonly RewardOffer[];
  /** The reward being confirmed or redeemed; null while choosing. */
  chosen: RewardOffer | null;
  idempotencyKey: string | null;
  /** What the server took and gave, once redeemed. */
  redemption: RewardRedemption | null;
  message: Message | null;
}

export type RewardRedeemEvent =
  { type: 'CHOOSE'; reward: string } | { type: 'CONFIRM' } | { type: 'RETRY' } | { type: 'BACK' };

export interface RedeemRewardInput {
  cardId: string;
  reward: string;
  idempotencyKey: string;
}

/** promotion/rewardRedeem: the redemption, or a refusal with its problem. */
export type RedeemRewardReply = ServerReply<{ redemption?: RewardRedemption }>;

/** Points the card still lacks for the reward (0: it can be taken). */
export function pointsShort(points: number, reward: RewardOffer): number {
  return Math.max(0, reward.points - Math.max(0, points));
}

const rewardOf = (rewards: readonly RewardOffer[], code: string) => rewards.find((r) => r.code === code) ?? null;

export const rewardRedeemMachine = setup({
  types: {
    context: {} as RewardRedeemContext,
    events: {} as RewardRedeemEvent,
    input: {} as RewardRedeemInput,
  },
  actors: {
    newIdempotencyKey: fromPromise<string>(missingActor('rewardRedeem', 'newIdempotencyKey')),
    redeemReward: fromPromise<RedeemRewardReply, RedeemRewardInput>(missingActor('rewardRedeem', 'redeemReward')),
  },
  actions: {
    // Effect: the wallet refreshes the cards (points, balance), the vouchers and the history.
    reportRedeemed: () => {},
    // Effect: the wallet reads the cards again (the points may have changed elsewhere).
    reportRefused: () => {},
    choose: assign(({ context }, params: { reward: string }) => ({
      chosen: rewardOf(context.rewards, params.reward),
      idempotencyKey: null,
      message: null,
    })),
    forgetChoice: assign({ chosen: null, idempotencyKey: null }),
    storeKey: assign((_, params: { key: string }) => ({ idempotencyKey: params.key })),
    storeRedemption: assign((_, params: { reply: RedeemRewardReply }) => {
      const redemption = params.reply.result.redemption ?? null;
      return redemption === null ? {} : { redemption, points: redemption.points, message: null };
    }),
    showMessage: assign((_, params: { message: Message | null }) => ({ message: params.message })),
  },
  guards: {
    affordable: ({ context }, params: { reward: string }) => {
      const reward = rewardOf(context.rewards, params.reward);
      return reward !== null && pointsShort(context.points, reward) === 0;
    },
    redeemed: (_, params: { reply: RedeemRewardReply }) =>
      isAccepted(params.reply) && params.reply.result.redemption !== undefined,
  },
}).createMachine({
  id: 'rewardRedeem',
  description:
    "Spend a card's points on a reward: choose one the points cover, confirm, and the server takes the points and gives it.",
  context: ({ input }) => ({
    cardId: input.cardId,
    points: input.points,
    rewards: input.rewards,
    chosen: null,
    idempotencyKey: null,
    redemption: null,
    message: null,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      description: 'The rewards with their price in points; one the points do not cover is shown but cannot be chosen.',
      on: {
        CHOOSE: {
          guard: { type: 'affordable', params: ({ event }) => ({ reward: event.reward }) },
          target: 'preparing',
          actions: { type: 'choose', params: ({ event }) => ({ reward: event.reward }) },
        },
      },
    },
    preparing: {
      description: 'Makes the idempotency key of this redemption as its confirmation opens.',
      invoke: {
        id: 'newIdempotencyKey',
        src: 'newIdempotencyKey',
        onDone: {
          target: 'confirming',
          actions: { type: 'storeKey', params: ({ event }) => ({ key: event.output }) },
        },
        onError: callFailedWith('choosing', 'OPERATION_FAILED', 'forgetChoice'),
      },
    },
    confirming: {
      description: 'Asks the customer to spend the points on the reward; nothing is spent before CONFIRM.',
      on: {
        CONFIRM: { target: 'redeeming' },
        BACK: { target: 'choosing', actions: 'forgetChoice' },
      },
    },
    redeeming: {
      description:
        'promotion/rewardRedeem: the server takes the points and gives the reward in one transaction, once per key.',
      tags: ['processing'],
      invoke: {
        id: 'redeemReward',
        src: 'redeemReward',
        input: ({ context }) => ({
          cardId: context.cardId,
          reward: context.chosen?.code ?? '',
          idempotencyKey: context.idempotencyKey ?? '',
        }),
        onDone: [
          { guard: replyGuard('redeemed'), target: 'redeemed', actions: replyAction('storeRedemption') },
          refused('refused', 'OPERATION_FAILED'),
        ],
        onError: callFailedWith('failed', 'CONNECTION_FAILED'),
      },
    },
    failed: {
      description:
        'The call did not get through: RETRY sends it again with the same key (a redemption that went through is not repeated).',
      on: {
        RETRY: { target: 'redeeming', actions: { type: 'showMessage', params: { message: null } } },
        BACK: {
          target: 'choosing',
          actions: ['forgetChoice', { type: 'showMessage', params: { message: null } }],
        },
      },
    },
    refused: {
      description:
        "The server refused (not enough points, the voucher held already, the balance's limit...): nothing was spent.",
      entry: 'reportRefused',
      on: {
        BACK: {
          target: 'choosing',
          actions: ['forgetChoice', { type: 'showMessage', params: { message: null } }],
        },
      },
    },
    redeemed: {
      description: "The points are spent and the reward is the customer's: a voucher under Vouchers, or the credit.",
      type: 'final',
      entry: 'reportRedeemed',
    },
  },
});

export type RewardRedeemMachine = typeof rewardRedeemMachine;
