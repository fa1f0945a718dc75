/**
 * staff/singlePayRequest (docs/shop.md#single-pay): a signed-in, unlocked staff member asks a
 * customer for a payment at one of the tenant's shops. The amount is the staff member's and the
 * requester is their staff code, taken from the session, never from the payload.
 * staff/singlePayStatus (docs/shop.md#staff-single-pay): how such a request stands, for the staff
 * member who made it only. Both need a role that opens the singlePay function.
 */
import type { FastifyInstance } from 'fastify';
import type { StaffSinglePayRequestRequest } from '../../../src/generated/api/staff-single-pay-request.request';
import type { StaffSinglePayRequestResponse } from '../../../src/generated/api/staff-single-pay-request.response';
import type { StaffSinglePayStatusRequest } from '../../../src/generated/api/staff-single-pay-status.request';
import type { StaffSinglePayStatusResponse } from '../../../src/generated/api/staff-single-pay-status.response';
import { refused } from '../../../src/protocol';
import { requireCaller } from '../../http/envelope';
import { staffOf } from '../../http/staff-session';
import type { SinglePayServices } from '../../services/shop/single-pay-services';
import type { StaffServices } from '../../services/staff/staff-services';
import type { TenantRegistry } from '../../tenants/registry';
import { staffRoute } from './staff-routes';

export function registerStaffSinglePayRoute(
  scope: FastifyInstance,
  staff: StaffServices,
  singlePay: SinglePayServices,
  registry: TenantRegistry,
): void {
  scope.post<{ Body: StaffSinglePayRequestRequest }>(
    '/staff/singlePayRequest',
    staffRoute(staff, {
      summary: "Creates a single-pay request at one of the tenant's shops; the staff member sets the amount",
      schemaName: 'staff-single-pay-request',
      unlocked: true,
      fn: 'singlePay',
    }),
    async (request): Promise<StaffSinglePayRequestResponse> => {
      const tenant = requireCaller(request).tenant.tenant;
      const { shopCode, ...rest } = request.body;
      const shop = registry.byShop(shopCode);
      // Another tenant's shop is as unknown as a made-up one.
      if (!shop || shop.tenant.id !== tenant.id || !shop.site.shop) return refused('SHOP_NOT_FOUND');
      return singlePay.create(shop, { ...rest, requiredBy: staffOf(request).staffCode });
    },
  );
  scope.post<{ Body: StaffSinglePayStatusRequest }>(
    '/staff/singlePayStatus',
    staffRoute(staff, {
      summary: 'How a single-pay request the staff member made stands (open, pending, paid, expired)',
      schemaName: 'staff-single-pay-status',
      unlocked: true,
      fn: 'singlePay',
    }),
    async (request): Promise<StaffSinglePayStatusResponse> => {
      const tenant = requireCaller(request).tenant.tenant;
      const shop = registry.byShop(request.body.shopCode);
      if (!shop || shop.tenant.id !== tenant.id || !shop.site.shop) return refused('SHOP_NOT_FOUND');
      return singlePay.staffRead(shop, request.body.txn, staffOf(request).staffCode);
    },
  );
}
