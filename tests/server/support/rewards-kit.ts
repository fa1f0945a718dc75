/** A tenant with rewards on its wallet programmes, and a customer's cards, for the rewards' server tests (docs/wallet.md#rewards). */
import type { Tenant, WalletConfig } from '../../../src/generated/tenant';
import type { Database } from '../../../server/db/database';
import { applyCardChange } from '../../../server/db/repositories/wallet-repository';
import { issueWalletCard } from '../../../server/services/wallet';
import { PARKCO_WALLET, walletTenants } from './wallet-kit';

/** A voucher campaign only rewards give (not collected by code). */
export const REWARD_CAMPAIGN = 'RWD5';
export const VOUCHER_REWARD = { code: 'PARK-5-OFF', points: 50 } as const;
export const CREDIT_REWARD = { code: 'WALLET-5', points: 10, credit: 500 } as const;

/** PARKCO_WALLET with rewards on its loyalty programme (PK-POINTS): a voucher and a stored-value credit. */
export const REWARDS_WALLET: WalletConfig = {
  programmes: PARKCO_WALLET.programmes.map((p) =>
    p.code === 'PK-POINTS'
      ? {
          ...p,
          rewards: [
            {
              code: VOUCHER_REWARD.code,
              name: { 'en-gb': '$5 off parking' },
              points: VOUCHER_REWARD.points,
              voucher: REWARD_CAMPAIGN,
            },
            {
              code: CREDIT_REWARD.code,
              name: '$5 on your wallet',
              points: CREDIT_REWARD.points,
              credit: CREDIT_REWARD.credit,
            },
          ],
        }
      : p,
  ),
};

/** walletTenants() with parkco's programmes rewarding points, and the reward campaign. */
export function rewardTenants(): Tenant[] {
  return walletTenants().map((t) =>
    t.id === 'parkco'
      ? {
          ...t,
          wallet: REWARDS_WALLET,
          vouchers: [
            ...(t.vouchers ?? []),
            {
              code: REWARD_CAMPAIGN,
              name: '$5 off (reward)',
              discount: { amountOff: 500 },
              expiresAt: '2035-12-31T23:59:59+13:00',
              collectByCode: false,
            },
          ],
        }
      : t,
  );
}

/** Issues the account a parkco card of the programme holding these points (earned, with their history row); its id. */
export async function cardWithPoints(
  db: Database,
  accountId: string,
  programmeCode: 'PK-POINTS' | 'PK-VALUE',
  points: number,
  now: Date,
): Promise<string> {
  const issued = await db.transaction((tx) =>
    issueWalletCard(tx, {
      tenant: { id: 'parkco', wallet: REWARDS_WALLET },
      accountId,
      programmeCode,
      via: programmeCode === 'PK-POINTS' ? 'signup' : 'counter',
      now,
    }),
  );
  if (!issued) throw new Error(`no ${programmeCode} card issued`);
  if (points > 0)
    await db.transaction((tx) =>
      applyCardChange(tx, {
        cardId: issued.card.id,
        action: 'points_earned',
        valueAdd: 0,
        pointAdd: points,
        siteId: '',
        shopName: 'test',
        reason: 'seed',
        entryKey: `seed-points:${issued.card.id}`,
        now,
      }),
    );
  return issued.card.id;
}
