import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import {
  rewardRedeemMachine,
  type RedeemRewardInput,
  type RedeemRewardReply,
} from '../../../flows/wallet/reward-redeem.machine';
import { redeemWalletReward } from '../../api/endpoints/wallet';
import type { WalletReward } from '../../generated/tenant';
import { newIdempotencyKey } from '../../lib/new-idempotency-key';
import { customerKeys } from '../../queries/query-keys';
import { useTenant } from '../../tenant/use-tenant';

/**
 * The reward redeem machine (flows/wallet/reward-redeem.machine.ts) with this shop's
 * promotion/rewardRedeem. A redemption refreshes what it changed through the query layer: the cards
 * (the points, and the balance a credit reward changed) and the vouchers; a refusal reads the cards
 * again, whose points may have changed elsewhere.
 */
export function useRewardRedeem(options: { cardId: string; points: number; rewards: readonly WalletReward[] }) {
  const { bundle } = useTenant();
  const shop = bundle.api.shop;
  const client = useQueryClient();
  const tenantId = bundle.tenant.id;
  const shopCode = bundle.site.shopCode;
  const [machine] = useState(() =>
    rewardRedeemMachine.provide({
      actors: {
        newIdempotencyKey: fromPromise(newIdempotencyKey),
        redeemReward: fromPromise<RedeemRewardReply, RedeemRewardInput>(({ input }) => redeemWalletReward(shop, input)),
      },
      actions: {
        reportRedeemed: () => {
          void client.invalidateQueries({ queryKey: customerKeys.walletCards(tenantId, shopCode) });
          void client.invalidateQueries({ queryKey: customerKeys.vouchers(tenantId, shopCode) });
        },
        reportRefused: () => void client.invalidateQueries({ queryKey: customerKeys.walletCards(tenantId, shopCode) }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      cardId: options.cardId,
      points: options.points,
      rewards: options.rewards.map((r) => ({ code: r.code, points: r.points })),
    },
  });
  return { snapshot, send };
}
