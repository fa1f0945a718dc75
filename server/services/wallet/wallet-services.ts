/** The wallet operations the routes call, bound to their dependencies once (as payment-services.ts). */
import type { StoredValuePayments } from '../payments';
import { bindDeps, type BoundOperations } from '../shared/bind-deps';
import { history } from './history';
import { storedValuePayments } from './stored-value-payments';
import { redeemReward } from './rewards';
import { recheckPendingTopUps, settleTopUpByGatewayPaymentId, startTopUp, topUpStatus } from './top-up';
import { changePin, deleteCard, loadCards } from './wallet-cards';
import type { WalletDeps } from './wallet-deps';
import { ticketPass } from './ticket-pass';
import { walletPass } from './wallet-pass';

const WALLET_OPERATIONS = {
  loadCards,
  deleteCard,
  changePin,
  startTopUp,
  topUpStatus,
  redeemReward,
  history,
  recheckPendingTopUps,
  settleTopUpByGatewayPaymentId,
  walletPass,
  ticketPass,
};

export interface WalletServices extends BoundOperations<WalletDeps, typeof WALLET_OPERATIONS> {
  deps: WalletDeps;
  /** Payments pay, refund and earn points through this (the port of payments/payment-deps.ts). */
  forPayments: StoredValuePayments;
}

export function createWalletServices(deps: WalletDeps): WalletServices {
  return { deps, ...bindDeps(deps, WALLET_OPERATIONS), forPayments: storedValuePayments(deps) };
}
