/** The shop base /s/{shop}: every call is an envelope call for the shop's tenant. */
import type { FastifyInstance } from 'fastify';
import { applyEnvelopeScope } from '../../http/envelope';
import type { AccountServices } from '../../services/accounts/account-services';
import type { ParkingServices } from '../../services/parking/parking-services';
import type { PaymentServices } from '../../services/payments/payment-services';
import type { InvitationServices } from '../../services/invitations/invitation-services';
import type { VoucherServices } from '../../services/vouchers/voucher-services';
import type { WalletServices } from '../../services/wallet/wallet-services';
import type { ShopServices } from '../../services/shop/shop-services';
import type { TenantRegistry } from '../../tenants/registry';
import { registerSavedCardRoutes } from './account-saved-cards';
import { registerParkingBookingSummaryRoute } from './parking-booking-summary';
import { registerParkingFeeCalcRoutes } from './parking-fee-calc';
import { registerParkingGateEventsRoute } from './parking-gate-events';
import { registerParkingOrderRoute } from './parking-order';
import { registerParkingRefundRoutes } from './parking-refund';
import { registerParkingTopupRoute } from './parking-topup';
import { registerParkingZeroTxnRoute } from './parking-zero-txn';
import { registerShopOrderingRoutes, registerShopPosRoutes } from './shop-ordering';
import { registerShopTablePayRoutes, registerSinglePayPosRoute, type ShopPayServices } from './shop-table-pay';
import { registerPaymentRoutes } from './payment-routes';
import { registerSmsGetUserIdentifyCodeRoute } from './sms-get-user-identify-code';
import { registerSpotConfigRoute } from './spot-config';
import { registerInvitationRoutes } from './invitations';
import { registerVoucherRoutes } from './vouchers';
import { registerWalletApiRoutes, registerWalletProRoutes } from './wallet-routes';

export interface ShopRouteOptions {
  registry: TenantRegistry;
  accounts: AccountServices;
  parking: ParkingServices;
  payments: PaymentServices;
  wallet: WalletServices;
  shop: ShopServices;
  /** Table bills and single pay (docs/shop.md#table-bill, #single-pay). */
  shopPay: ShopPayServices;
}

function applyShopScope(scope: FastifyInstance, registry: TenantRegistry): void {
  applyEnvelopeScope(scope, {
    resolve: ({ shop }) => {
      const match = shop === undefined ? undefined : registry.byShop(shop);
      return match && { tenant: match, shop: match };
    },
    notFound: 'SHOP_NOT_FOUND',
  });
}

/** The shop base's /pro calls (/s/{shop}/pro): the same envelope and shop as /api. */
export async function shopProRoutes(scope: FastifyInstance, opts: ShopRouteOptions): Promise<void> {
  applyShopScope(scope, opts.registry);
  registerWalletProRoutes(scope, opts.accounts, opts.wallet);
  registerShopPosRoutes(scope, opts.shop, opts.parking.secrets);
  registerSinglePayPosRoute(scope, opts.shopPay.singlePay, opts.parking.secrets);
}

export async function shopApiRoutes(
  scope: FastifyInstance,
  opts: ShopRouteOptions & { vouchers: VoucherServices; invitations: InvitationServices },
): Promise<void> {
  applyShopScope(scope, opts.registry);
  registerSpotConfigRoute(scope);
  registerSmsGetUserIdentifyCodeRoute(scope, opts.accounts);
  registerParkingFeeCalcRoutes(scope, opts.parking, opts.accounts);
  registerParkingOrderRoute(scope, opts.accounts, opts.parking, opts.shop);
  registerShopOrderingRoutes(scope, opts.accounts, opts.shop);
  registerShopTablePayRoutes(scope, opts.accounts, opts.shopPay);
  registerParkingBookingSummaryRoute(scope, opts.accounts, opts.parking);
  registerParkingZeroTxnRoute(scope, opts.accounts, opts.parking);
  registerParkingGateEventsRoute(scope, opts.parking);
  registerPaymentRoutes(scope, opts.accounts, opts.payments);
  registerParkingTopupRoute(scope, opts.accounts, opts.parking);
  registerParkingRefundRoutes(scope, opts.accounts, opts.parking);
  registerSavedCardRoutes(scope, opts.accounts, opts.payments);
  registerVoucherRoutes(scope, opts.accounts, opts.vouchers);
  registerInvitationRoutes(scope, opts.accounts, opts.invitations);
  registerWalletApiRoutes(scope, opts.accounts, opts.wallet);
}
