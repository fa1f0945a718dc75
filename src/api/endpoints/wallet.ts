import type { ApiEnvelope } from '../../protocol/response';
import type { ApiClient } from '../client';
import type { AccountLoadUserValuePassResult } from '../../generated/api/account-load-user-value-pass.response';
import type { AccountValuePassChgPwdRequest } from '../../generated/api/account-value-pass-chg-pwd.request';
import type { AccountValuePassChgPwdResult } from '../../generated/api/account-value-pass-chg-pwd.response';
import type { AccountValuePassDeleteResult } from '../../generated/api/account-value-pass-delete.response';
import type { PromotionTopupRequest } from '../../generated/api/promotion-topup.request';
import type { PromotionTopupResult } from '../../generated/api/promotion-topup.response';
import type { PromotionTopupStatusResult } from '../../generated/api/promotion-topup-status.response';
import type { PromotionRewardRedeemRequest } from '../../generated/api/promotion-reward-redeem.request';
import type { PromotionRewardRedeemResult } from '../../generated/api/promotion-reward-redeem.response';
import type { ReportAcsLoyaltyListRequest } from '../../generated/api/report-acs-loyalty-list.request';
import type { AccountValuePassWalletRequest } from '../../generated/api/account-value-pass-wallet.request';
import type { AccountValuePassWalletResult } from '../../generated/api/account-value-pass-wallet.response';
import type { AccountTicketPassWalletRequest } from '../../generated/api/account-ticket-pass-wallet.request';
import type { AccountTicketPassWalletResult } from '../../generated/api/account-ticket-pass-wallet.response';
import type { ReportAcsLoyaltyListResult } from '../../generated/api/report-acs-loyalty-list.response';

/** The wallet's calls on the shop base (docs/wallet.md). Refusals resolve; transport failures reject. */
export const WALLET_PATHS = {
  cards: '/api/account/loadUserValuePass',
  deleteCard: '/pro/account/valuePassDelete',
  changePin: '/pro/account/valuePassChgPwd',
  topUp: '/pro/promotion/topup',
  topUpStatus: '/pro/promotion/topupStatus',
  rewardRedeem: '/pro/promotion/rewardRedeem',
  history: '/pro/report/acsLoyalty/list',
  walletPass: '/pro/account/valuePassWallet',
  ticketPass: '/pro/account/ticketPassWallet',
} as const;

export function loadWalletCards(shop: ApiClient): Promise<ApiEnvelope<AccountLoadUserValuePassResult>> {
  return shop.post<AccountLoadUserValuePassResult>(WALLET_PATHS.cards, {});
}

export function deleteWalletCard(shop: ApiClient, cardId: string): Promise<ApiEnvelope<AccountValuePassDeleteResult>> {
  return shop.post<AccountValuePassDeleteResult>(WALLET_PATHS.deleteCard, { cardId });
}

export function changeWalletPin(
  shop: ApiClient,
  request: AccountValuePassChgPwdRequest,
): Promise<ApiEnvelope<AccountValuePassChgPwdResult>> {
  return shop.post<AccountValuePassChgPwdResult>(WALLET_PATHS.changePin, request);
}

/** Starts a stored-value top-up through the gateway; idempotent by key. */
export function startWalletTopUp(
  shop: ApiClient,
  request: PromotionTopupRequest,
): Promise<ApiEnvelope<PromotionTopupResult>> {
  return shop.post<PromotionTopupResult>(WALLET_PATHS.topUp, request);
}

/** A top-up's outcome, confirmed by the server with the gateway; safe to repeat. Polled quietly. */
export function fetchWalletTopUpStatus(shop: ApiClient, txn: string): Promise<ApiEnvelope<PromotionTopupStatusResult>> {
  return shop.post<PromotionTopupStatusResult>(WALLET_PATHS.topUpStatus, { txn }, { suppressLoading: true });
}

/** Spends a card's points on one of its programme's rewards (docs/wallet.md#rewards); idempotent by key. */
export function redeemWalletReward(
  shop: ApiClient,
  request: PromotionRewardRedeemRequest,
): Promise<ApiEnvelope<PromotionRewardRedeemResult>> {
  return shop.post<PromotionRewardRedeemResult>(WALLET_PATHS.rewardRedeem, request);
}

export function loadWalletHistory(
  shop: ApiClient,
  request: ReportAcsLoyaltyListRequest,
): Promise<ApiEnvelope<ReportAcsLoyaltyListResult>> {
  return shop.post<ReportAcsLoyaltyListResult>(WALLET_PATHS.history, request);
}

/** The Apple Wallet pass (.pkpass, base64) of one of the customer's cards, where the site offers passes. */
export function fetchWalletPass(
  shop: ApiClient,
  request: AccountValuePassWalletRequest,
): Promise<ApiEnvelope<AccountValuePassWalletResult>> {
  return shop.post<AccountValuePassWalletResult>(WALLET_PATHS.walletPass, request);
}

/** A paid parking pass as an Apple Wallet event ticket (docs/wallet.md#ticket-pass). */
export function fetchTicketPass(
  shop: ApiClient,
  request: AccountTicketPassWalletRequest,
): Promise<ApiEnvelope<AccountTicketPassWalletResult>> {
  return shop.post<AccountTicketPassWalletResult>(WALLET_PATHS.ticketPass, request);
}
