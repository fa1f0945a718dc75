import type { FastifyInstance } from 'fastify';
import type { QrcodeGenRequest } from '../../../src/generated/api/qrcode-gen.request';
import type { QrcodeGenResponse } from '../../../src/generated/api/qrcode-gen.response';
import { sessionOf } from '../../http/account-session';
import type { AccountServices } from '../../services/accounts/account-services';
import type { ParkingServices } from '../../services/parking/parking-services';
import { authenticatedAccountRoute } from './account-authenticated-route';

export function registerQrcodeGenRoute(
  scope: FastifyInstance,
  accounts: AccountServices,
  parking: ParkingServices,
): void {
  scope.post<{ Body: QrcodeGenRequest }>(
    '/qrcode/gen',
    authenticatedAccountRoute(accounts, {
      summary: "The QR payload of one of the customer's passes (rendered in the browser)",
      schemaName: 'qrcode-gen',
    }),
    async (request): Promise<QrcodeGenResponse> => parking.passQr(sessionOf(request), request.body),
  );
}
