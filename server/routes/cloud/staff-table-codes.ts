/**
 * staff/tableCodes (docs/shop.md#table-key): the links a signed-in, unlocked staff member prints as
 * the QR codes of the tenant's tables, each with its table's secret. Needs a role that opens the
 * tableCodes function (docs/staff.md#roles).
 */
import type { FastifyInstance } from 'fastify';
import type { StaffTableCodesResponse } from '../../../src/generated/api/staff-table-codes.response';
import { requireCaller } from '../../http/envelope';
import type { TableBillServices } from '../../services/shop/table-bill-services';
import type { StaffServices } from '../../services/staff/staff-services';
import { staffRoute } from './staff-routes';

export function registerStaffTableCodesRoute(
  scope: FastifyInstance,
  staff: StaffServices,
  tableBills: TableBillServices,
): void {
  scope.post(
    '/staff/tableCodes',
    staffRoute(staff, {
      summary: "The links of the tables' QR codes to print, each with its table's secret",
      schemaName: 'staff-table-codes',
      unlocked: true,
      fn: 'tableCodes',
    }),
    async (request): Promise<StaffTableCodesResponse> => tableBills.tableCodes(requireCaller(request).tenant.tenant),
  );
}
