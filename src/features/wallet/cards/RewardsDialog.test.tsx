// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import harbourpark from '../../../../tenants/harbourpark.json';
import type { ApiClient } from '../../../api/client';
import { WALLET_PATHS } from '../../../api/endpoints/wallet';
import type { PromotionRewardRedeemRequest } from '../../../generated/api/promotion-reward-redeem.request';
import type { PromotionRewardRedeemResult } from '../../../generated/api/promotion-reward-redeem.response';
import type { Site, WalletReward } from '../../../generated/tenant';
import { initI18n, switchLanguage } from '../../../i18n/i18n';
import { customerKeys } from '../../../queries/query-keys';
import { testQueryClient, withQueryClient } from '../../../testing/query-wrapper';
import { TenantContext } from '../../../tenant/tenant-context';
import type { TenantBundle } from '../../../tenant/tenant-loader';
import { RewardsDialog } from './RewardsDialog';

const rewards = harbourpark.wallet.programmes.find((p) => p.code === 'HP-REWARDS')?.rewards as WalletReward[];
const site = harbourpark.sites[0] as unknown as Site;

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

type Answer = (
  request: PromotionRewardRedeemRequest,
) => PromotionRewardRedeemResult | Promise<PromotionRewardRedeemResult>;

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

async function renderRewards(points: number, answer: Answer, language: 'en-gb' | 'zh-hans' = 'en-gb') {
  await initI18n(language);
  await switchLanguage(language);
  const post = vi.fn(async (path: string, payload: unknown) => {
    expect(path).toBe(WALLET_PATHS.rewardRedeem);
    return { success: true, result: await answer(payload as PromotionRewardRedeemRequest) };
  });
  const bundle = {
    shop: site.shopCode,
    tenant: harbourpark,
    site,
    api: { shop: { post } as unknown as ApiClient },
  } as unknown as TenantBundle;
  const client = testQueryClient();
  const invalidated = vi.spyOn(client, 'invalidateQueries');
  const onClose = vi.fn();
  render(
    <TenantContext value={{ bundle, layout: 'shop' }}>
      <MemoryRouter initialEntries={['/shop/harbour-central/mywallet']}>
        <Suspense fallback={<p>loading</p>}>
          <Routes>
            <Route
              path="/shop/harbour-central/mywallet"
              element={
                <RewardsDialog
                  cardId="00000000-0000-4000-8000-000000000001"
                  name="Harbour Rewards"
                  points={points}
                  rewards={rewards}
                  creditCardName="Harbour Park Wallet"
                  onClose={onClose}
                />
              }
            />
          </Routes>
          <LocationProbe />
        </Suspense>
      </MemoryRouter>
    </TenantContext>,
    { wrapper: withQueryClient(client) },
  );
  return { post, invalidated, onClose };
}

const rewardItem = (code: string) =>
  screen.getAllByTestId('wallet-reward').find((el) => el.getAttribute('data-reward') === code) as HTMLElement;

describe('RewardsDialog (docs/wallet.md#rewards)', () => {
  afterEach(cleanup);

  it("lists the rewards with their price and what they give; one the points do not cover is disabled, saying what's missing", async () => {
    await renderRewards(70, () => ({ rtn: 0 }));
    expect((await screen.findByTestId('wallet-rewards-points')).textContent).toBe('You have 70 points.');
    const park = rewardItem('PARK-5-OFF');
    expect(park.textContent).toContain('$5 off your next stay');
    expect(park.textContent).toContain('50 points');
    expect(park.textContent).toContain('A voucher: $5.00 off parking');
    expect(within(park).getByRole('button', { name: 'Spend 50 points' })).toHaveProperty('disabled', false);
    const wallet = rewardItem('WALLET-5');
    expect(wallet.textContent).toContain('$5.00 on your Harbour Park Wallet');
    const spend = within(wallet).getByRole('button', { name: 'Spend 100 points' });
    expect(spend).toHaveProperty('disabled', true);
    expect(within(wallet).getByTestId('wallet-reward-short').textContent).toBe('You need 30 more points');
    expect(spend.getAttribute('aria-describedby')).toBe('wallet-reward-short-WALLET-5');
  });

  it('confirms, redeems with the key drawn at the confirmation, shows where the voucher is and refreshes the cards and vouchers', async () => {
    const { post, invalidated, onClose } = await renderRewards(70, () => ({
      rtn: 1,
      redemption: { reward: 'PARK-5-OFF', pointsSpent: 50, points: 20, voucher },
    }));
    fireEvent.click(await within(rewardItem('PARK-5-OFF')).findByRole('button', { name: 'Spend 50 points' }));
    const confirm = await screen.findByTestId('wallet-reward-confirm');
    expect(confirm.textContent).toContain('Spend 50 points on $5 off your next stay?');
    expect(confirm.textContent).toContain('You will have 20 points left.');
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('wallet-reward-spend'));
    const done = await screen.findByTestId('wallet-reward-redeemed');
    expect(done.textContent).toContain('$5 off your next stay is yours.');
    expect(done.textContent).toContain('You have 20 points left.');
    const [[, sent]] = post.mock.calls as [[string, PromotionRewardRedeemRequest]];
    expect(sent).toMatchObject({ cardId: '00000000-0000-4000-8000-000000000001', reward: 'PARK-5-OFF' });
    expect(sent.idempotencyKey).toMatch(/^[\x21-\x7e]{16,64}$/);
    expect(invalidated).toHaveBeenCalledWith({ queryKey: customerKeys.walletCards('harbourpark', 'harbour-central') });
    expect(invalidated).toHaveBeenCalledWith({ queryKey: customerKeys.vouchers('harbourpark', 'harbour-central') });
    fireEvent.click(screen.getByRole('link', { name: 'See my vouchers' }));
    expect(screen.getByTestId('location').textContent).toBe('/shop/harbour-central/mywallet?tab=vouchers');
    expect(onClose).toHaveBeenCalled();
  });

  it('a credit reward shows the stored-value card and its new balance', async () => {
    await renderRewards(150, () => ({
      rtn: 1,
      redemption: {
        reward: 'WALLET-5',
        pointsSpent: 100,
        points: 50,
        credit: { cardId: '00000000-0000-4000-8000-000000000002', amount: 500, balance: 1700 },
      },
    }));
    fireEvent.click(await within(rewardItem('WALLET-5')).findByRole('button', { name: 'Spend 100 points' }));
    fireEvent.click(await screen.findByTestId('wallet-reward-spend'));
    const done = await screen.findByTestId('wallet-reward-redeemed');
    expect(done.textContent).toContain('$5.00 added to your Harbour Park Wallet. Its balance is now $17.00.');
    expect(done.textContent).toContain('You have 50 points left.');
    expect(screen.queryByRole('link', { name: 'See my vouchers' })).toBeNull();
  });

  it("shows the catalogue's message for a refusal, and goes back to the list", async () => {
    const { invalidated } = await renderRewards(70, () => ({
      rtn: 0,
      dispMsg: 'You already have this voucher',
      problem: { code: 'REWARD_VOUCHER_HELD', params: {} },
    }));
    fireEvent.click(await within(rewardItem('PARK-5-OFF')).findByRole('button', { name: 'Spend 50 points' }));
    fireEvent.click(await screen.findByTestId('wallet-reward-spend'));
    const refused = await screen.findByTestId('wallet-reward-refused');
    await waitFor(() => expect(refused.textContent).toBe('You already have this voucher'));
    expect(invalidated).toHaveBeenCalledWith({ queryKey: customerKeys.walletCards('harbourpark', 'harbour-central') });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByTestId('wallet-rewards')).toBeTruthy();
  });

  it('sends a call that did not get through again with the same key', async () => {
    let fail = true;
    const { post } = await renderRewards(70, () => {
      if (fail) throw new Error('offline');
      return { rtn: 1, redemption: { reward: 'PARK-5-OFF', pointsSpent: 50, points: 20, voucher } };
    });
    fireEvent.click(await within(rewardItem('PARK-5-OFF')).findByRole('button', { name: 'Spend 50 points' }));
    fireEvent.click(await screen.findByTestId('wallet-reward-spend'));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    await screen.findByTestId('wallet-reward-redeemed');
    const keys = post.mock.calls.map(([, sent]) => (sent as PromotionRewardRedeemRequest).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('speaks Chinese', async () => {
    await renderRewards(70, () => ({ rtn: 0 }), 'zh-hans');
    expect((await screen.findByTestId('wallet-rewards-points')).textContent).toBe('您有 70 积分。');
    expect(within(rewardItem('WALLET-5')).getByTestId('wallet-reward-short').textContent).toBe('还差 30 积分');
    fireEvent.click(within(rewardItem('PARK-5-OFF')).getByRole('button', { name: '用 50 积分兑换' }));
    expect((await screen.findByTestId('wallet-reward-confirm')).textContent).toContain(
      '用 50 积分兑换“下次停车减5元”？',
    );
  });
});
