/** The cloud base /cloud/{tenant}: every call is an envelope call for that tenant. */
import type { FastifyInstance } from 'fastify';
import { applyEnvelopeScope } from '../../http/envelope';
import type { AccountServices } from '../../services/accounts/account-services';
import type { GatewayRouter } from '../../services/payments';
import type { ParkingServices } from '../../services/parking/parking-services';
import type { StaffServices } from '../../services/staff/staff-services';
import type { TenantRegistry } from '../../tenants/registry';
import { registerAccountChangePwdRoute } from './account-change-pwd';
import { registerAccountCheckUserIdentifyCodeRoute } from './account-check-user-identify-code';
import { registerAccountChkPhoneRoute } from './account-chk-phone';
import { registerAccountDetailRoute } from './account-detail';
import { registerAccountVehicleRoutes } from './account-vehicles';
import { registerAccountGetUserIdentifyCodeRoute } from './account-get-user-identify-code';
import { registerAccountLoginBySmsRoute } from './account-login-by-sms';
import { registerAccountLogoutRoute } from './account-logout';
import { registerAccountRegisterRoute } from './account-register';
import { registerAccountResetPwdRoute } from './account-reset-pwd';
import { registerAccountSignInRoute } from './account-sign-in';
import { registerAccountUpdateRoute } from './account-update';
import { registerAccountUserInfoRoute } from './account-user-info';
import { registerLotInfoBlockRoute } from './lot-info-block';
import { registerLotInfoListRoute } from './lot-info-list';
import { registerQrcodeGenRoute } from './qrcode-gen';
import { registerStaffRefundsOwedRoute } from './staff-refunds-owed';
import { registerStaffRoutes } from './staff-routes';
import { registerStaffSinglePayRoute } from './staff-single-pay';
import { registerStaffTableCodesRoute } from './staff-table-codes';
import type { SinglePayServices } from '../../services/shop/single-pay-services';
import type { TableBillServices } from '../../services/shop/table-bill-services';
import { registerTicketLoadTicketPoolRoute } from './ticket-load-ticket-pool';

export async function cloudApiRoutes(
  scope: FastifyInstance,
  opts: {
    registry: TenantRegistry;
    accounts: AccountServices;
    parking: ParkingServices;
    staff: StaffServices;
    singlePay: SinglePayServices;
    tableBills: TableBillServices;
    gateway: Pick<GatewayRouter, 'openRefunds'>;
  },
): Promise<void> {
  applyEnvelopeScope(scope, {
    resolve: ({ tenant }) => {
      const entry = tenant === undefined ? undefined : opts.registry.byId(tenant);
      return entry && { tenant: entry };
    },
    notFound: 'TENANT_NOT_FOUND',
  });
  registerLotInfoListRoute(scope);
  registerLotInfoBlockRoute(scope);

  const { accounts } = opts;
  registerAccountChkPhoneRoute(scope, accounts);
  registerAccountGetUserIdentifyCodeRoute(scope, accounts);
  registerAccountCheckUserIdentifyCodeRoute(scope, accounts);
  registerAccountRegisterRoute(scope, accounts);
  registerAccountSignInRoute(scope, accounts);
  registerAccountLoginBySmsRoute(scope, accounts);
  registerAccountUserInfoRoute(scope, accounts);
  registerAccountResetPwdRoute(scope, accounts);
  registerAccountDetailRoute(scope, accounts);
  registerAccountVehicleRoutes(scope, accounts);
  registerAccountUpdateRoute(scope, accounts);
  registerAccountChangePwdRoute(scope, accounts);
  registerAccountLogoutRoute(scope, accounts);

  registerTicketLoadTicketPoolRoute(scope, opts.parking);
  registerQrcodeGenRoute(scope, accounts, opts.parking);

  registerStaffRoutes(scope, opts.staff);
  registerStaffSinglePayRoute(scope, opts.staff, opts.singlePay, opts.registry);
  registerStaffTableCodesRoute(scope, opts.staff, opts.tableBills);
  registerStaffRefundsOwedRoute(scope, opts.staff, opts.gateway);
}
