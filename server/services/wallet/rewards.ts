/**
 * promotion/rewardRedeem: spending a card's points on one of its programme's rewards
 * (docs/wallet.md#rewards). One transaction under the customer's idempotency key: the points card is
 * locked, its points checked and taken (a points_redeemed history row), and the reward given in the
 * same transaction: the campaign's voucher, or stored value credited to the customer's stored-value
 * card within its programme's maximumBalance (a reward_credit row). Anything refused rolls all of it
 * back; a retry with the same key answers the first redemption and spends nothing more. Concurrent
 * redemptions of one card queue on its row lock, so the points never go below zero.
 */
import { randomUUID } from 'node:crypto';
import type { PromotionRewardRedeemRequest } from '../../../src/generated/api/promotion-reward-redeem.request';
import type {
  PromotionRewardRedeemResponse,
  RewardRedemption,
} from '../../../src/generated/api/promotion-reward-redeem.response';
import type { WalletProgramme, WalletReward } from '../../../src/generated/tenant';
import { walletProgramme } from '../../../src/lib/wallet-rules';
import { ok, refused, type Refusal } from '../../../src/protocol';
import type { Queryable } from '../../db/database';
import {
  applyCardChange,
  findOwnCard,
  lockOwnProgrammeCard,
  type WalletCardRecord,
} from '../../db/repositories/wallet-repository';
import type { ShopMatch } from '../../tenants/registry';
import type { SessionIdentity } from '../accounts';
import { runIdempotent } from '../shared/idempotency';
import { textIn } from '../shared/server-language';
import { issueRewardVoucher } from '../vouchers';
import { cardExpired } from './card-view';
import type { WalletDeps } from './wallet-deps';

type Refuse = (answer: Refusal) => never;

/** The card a credit reward goes to: this one when it holds stored value, else the customer's card of the first stored-value programme. */
async function creditTarget(
  tx: Queryable,
  shop: ShopMatch,
  identity: SessionIdentity,
  card: WalletCardRecord,
): Promise<{ card: WalletCardRecord; programme: WalletProgramme } | null> {
  const programmes = shop.tenant.wallet?.programmes ?? [];
  if (card.kind === 'stored-value') {
    const own = programmes.find((p) => p.code === card.programmeCode);
    return own ? { card, programme: own } : null;
  }
  const programme = programmes.find((p) => p.kind === 'stored-value');
  if (!programme) return null;
  const target = await lockOwnProgrammeCard(tx, identity.tenantId, identity.accountId, programme.code);
  return target ? { card: target, programme } : null;
}

/** Gives the reward inside the transaction; what the answer says it gave. */
async function give(
  tx: Queryable,
  shop: ShopMatch,
  identity: SessionIdentity,
  card: WalletCardRecord,
  reward: WalletReward,
  entry: { key: string; reason: string; now: Date },
  refuse: Refuse,
): Promise<Pick<RewardRedemption, 'voucher' | 'credit'>> {
  if (reward.voucher !== undefined) {
    const issued = await issueRewardVoucher(tx, shop.tenant, identity, reward.voucher, entry.now);
    if ('refusal' in issued) return refuse(refused(issued.refusal));
    return { voucher: issued.voucher };
  }
  if (reward.credit === undefined) return refuse(refused('REWARD_UNAVAILABLE'));
  const target = await creditTarget(tx, shop, identity, card);
  if (!target) return refuse(refused('REWARD_NO_STORED_VALUE_CARD'));
  if (cardExpired(target.card.expiresOn, entry.now)) return refuse(refused('WALLET_CARD_EXPIRED'));
  const credited = await applyCardChange(tx, {
    cardId: target.card.id,
    action: 'reward_credit',
    valueAdd: reward.credit,
    pointAdd: 0,
    siteId: shop.site.siteId,
    shopName: shop.site.lotName,
    reason: entry.reason,
    entryKey: `${entry.key}:credit`,
    now: entry.now,
    ...(target.programme.topUp?.maximumBalance === undefined
      ? {}
      : { balanceCap: target.programme.topUp.maximumBalance }),
  });
  if (!credited) return refuse(refused('REWARD_BALANCE_LIMIT'));
  return { credit: { cardId: target.card.id, amount: reward.credit, balance: credited.balance } };
}

export async function redeemReward(
  deps: WalletDeps,
  shop: ShopMatch,
  identity: SessionIdentity,
  body: PromotionRewardRedeemRequest,
): Promise<PromotionRewardRedeemResponse> {
  const now = deps.now();
  const { idempotencyKey, ...payload } = body;
  const answer = await runIdempotent<PromotionRewardRedeemResponse, Refusal>(
    deps,
    {
      accountId: identity.accountId,
      key: idempotencyKey,
      operation: 'promotion/rewardRedeem',
      scope: identity.tenantId,
      payload,
    },
    async (tx, refuse) => {
      const card =
        (await findOwnCard(tx, identity.tenantId, identity.accountId, body.cardId, true)) ??
        refuse(refused('WALLET_CARD_NOT_FOUND'));
      if (cardExpired(card.expiresOn, now)) return refuse(refused('WALLET_CARD_EXPIRED'));
      const reward =
        walletProgramme(shop.tenant.wallet, card.programmeCode)?.rewards?.find((r) => r.code === body.reward) ??
        refuse(refused('REWARD_UNAVAILABLE'));
      if (card.points < reward.points) return refuse(refused('REWARD_POINTS_SHORT', { points: reward.points }));
      const entry = { key: `reward:${randomUUID()}`, reason: textIn(shop.tenant, reward.name), now };
      const spent = await applyCardChange(tx, {
        cardId: card.id,
        action: 'points_redeemed',
        valueAdd: 0,
        pointAdd: -reward.points,
        siteId: shop.site.siteId,
        shopName: shop.site.lotName,
        reason: entry.reason,
        entryKey: `${entry.key}:points`,
        now,
      });
      if (!spent) return refuse(refused('REWARD_POINTS_SHORT', { points: reward.points }));
      const given = await give(tx, shop, identity, card, reward, entry, refuse);
      return ok({ redemption: { reward: reward.code, pointsSpent: reward.points, points: spent.points, ...given } });
    },
  );
  if (answer.result.rtn > 0)
    deps.log.info({ account: identity.accountId, card: body.cardId, reward: body.reward }, 'reward redeemed');
  return answer;
}
