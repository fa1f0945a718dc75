/**
 * staff/refundsOwed (docs/payment-providers.md#refunds-owed): the refunds a payment provider has not
 * confirmed yet, for an unlocked staff member whose roles open the refundsOwed function (managers;
 * docs/staff.md#roles).
 */
import type { FastifyInstance } from 'fastify';
import type { StaffRefundsOwedResponse } from '../../../src/generated/api/staff-refunds-owed.response';
import { requireCaller } from '../../http/envelope';
import { refundsOwed, type GatewayRouter } from '../../services/payments';
import type { StaffServices } from '../../services/staff/staff-services';
import { staffRoute } from './staff-routes';

export function registerStaffRefundsOwedRoute(
  scope: FastifyInstance,
  staff: StaffServices,
  gateway: Pick<GatewayRouter, 'openRefunds'>,
): void {
  scope.post(
    '/staff/refundsOwed',
    staffRoute(staff, {
      summary: 'Refunds a payment provider has not confirmed yet, oldest first (managers)',
      schemaName: 'staff-refunds-owed',
      unlocked: true,
      fn: 'refundsOwed',
    }),
    async (request): Promise<StaffRefundsOwedResponse> => refundsOwed(gateway, requireCaller(request).tenant.tenant),
  );
}
