/**
 * The wallet's calls on the shop base (docs/wallet.md): account/loadUserValuePass under /api, and
 * account/valuePassDelete, account/valuePassChgPwd, promotion/topup, promotion/topupStatus, promotion/rewardRedeem and
 * report/acsLoyalty/list, account/valuePassWallet and account/ticketPassWallet under /pro. Each needs the customer's session; the account is the session's.
 */
import type { FastifyInstance } from 'fastify';
import type { AccountValuePassChgPwdRequest } from '../../../src/generated/api/account-value-pass-chg-pwd.request';
import type { AccountTicketPassWalletRequest } from '../../../src/generated/api/account-ticket-pass-wallet.request';
import type { AccountValuePassWalletRequest } from '../../../src/generated/api/account-value-pass-wallet.request';
import type { AccountValuePassDeleteRequest } from '../../../src/generated/api/account-value-pass-delete.request';
import type { PromotionTopupRequest } from '../../../src/generated/api/promotion-topup.request';
import type { PromotionRewardRedeemRequest } from '../../../src/generated/api/promotion-reward-redeem.request';
import type { PromotionTopupStatusRequest } from '../../../src/generated/api/promotion-topup-status.request';
import type { ReportAcsLoyaltyListRequest } from '../../../src/generated/api/report-acs-loyalty-list.request';
import { sessionOf } from '../../http/account-session';
import { requireShop } from '../../http/envelope';
import type { AccountServices } from '../../services/accounts/account-services';
import type { WalletServices } from '../../services/wallet/wallet-services';
import { authenticatedShopRoute } from './shop-authenticated-route';

/** Under /s/{shop}/api. */
export function registerWalletApiRoutes(
  scope: FastifyInstance,
  accounts: AccountServices,
  wallet: WalletServices,
): void {
  scope.post(
    '/account/loadUserValuePass',
    authenticatedShopRoute(accounts, {
      summary: "The customer's wallet cards (loyalty and stored value)",
      schemaName: 'account-load-user-value-pass',
    }),
    async (request) => wallet.loadCards(requireShop(request), sessionOf(request)),
  );
}

/** Under /s/{shop}/pro. */
export function registerWalletProRoutes(
  scope: FastifyInstance,
  accounts: AccountServices,
  wallet: WalletServices,
): void {
  scope.post<{ Body: AccountValuePassDeleteRequest }>(
    '/account/valuePassDelete',
    authenticatedShopRoute(accounts, {
      summary: "Delete one of the customer's wallet cards (not one holding a balance)",
      schemaName: 'account-value-pass-delete',
    }),
    async (request) => wallet.deleteCard(requireShop(request), sessionOf(request), request.body),
  );
  scope.post<{ Body: AccountValuePassChgPwdRequest }>(
    '/account/valuePassChgPwd',
    authenticatedShopRoute(accounts, {
      summary: "Set or change a wallet card's 6-digit PIN",
      schemaName: 'account-value-pass-chg-pwd',
    }),
    async (request) => wallet.changePin(requireShop(request), sessionOf(request), request.body),
  );
  scope.post<{ Body: PromotionTopupRequest }>(
    '/promotion/topup',
    authenticatedShopRoute(accounts, {
      summary: 'Start topping up a stored-value card through the payment gateway',
      schemaName: 'promotion-topup',
    }),
    async (request) => wallet.startTopUp(requireShop(request), sessionOf(request), request.body),
  );
  scope.post<{ Body: PromotionTopupStatusRequest }>(
    '/promotion/topupStatus',
    authenticatedShopRoute(accounts, {
      summary: "A top-up's outcome, confirmed with the gateway (the card is credited once)",
      schemaName: 'promotion-topup-status',
    }),
    async (request) => wallet.topUpStatus(requireShop(request), sessionOf(request), request.body),
  );
  scope.post<{ Body: PromotionRewardRedeemRequest }>(
    '/promotion/rewardRedeem',
    authenticatedShopRoute(accounts, {
      summary: "Spend a card's points on one of its programme's rewards, once per idempotency key",
      schemaName: 'promotion-reward-redeem',
    }),
    async (request) => wallet.redeemReward(requireShop(request), sessionOf(request), request.body),
  );
  scope.post<{ Body: ReportAcsLoyaltyListRequest }>(
    '/report/acsLoyalty/list',
    authenticatedShopRoute(accounts, {
      summary: "The customer's wallet history, a page at a time",
      schemaName: 'report-acs-loyalty-list',
    }),
    async (request) => wallet.history(requireShop(request), sessionOf(request), request.body),
  );
  scope.post<{ Body: AccountValuePassWalletRequest }>(
    '/account/valuePassWallet',
    authenticatedShopRoute(accounts, {
      summary: "The Apple Wallet pass (.pkpass, base64) of one of the customer's cards, where the site offers passes",
      schemaName: 'account-value-pass-wallet',
    }),
    async (request) => wallet.walletPass(requireShop(request), sessionOf(request), request.body),
  );
  scope.post<{ Body: AccountTicketPassWalletRequest }>(
    '/account/ticketPassWallet',
    authenticatedShopRoute(accounts, {
      summary:
        "The Apple Wallet event ticket (.pkpass, base64) of one of the customer's paid parking passes, where the site offers passes",
      schemaName: 'account-ticket-pass-wallet',
    }),
    async (request) => wallet.ticketPass(requireShop(request), sessionOf(request), request.body),
  );
}
