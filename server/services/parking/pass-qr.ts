/**
 * qrcode/gen: what the pass's QR code carries, for the pass's owner only. The QR content is the
 * pass code itself (the gates read it); the browser renders the image with `qrcode`, error
 * correction M (docs/rules.md#qr-code). Passes of unpaid or cancelled bookings are not given out.
 */
import type { QrcodeGenRequest } from '../../../src/generated/api/qrcode-gen.request';
import type { QrcodeGenResponse } from '../../../src/generated/api/qrcode-gen.response';
import { ok, refused } from '../../../src/protocol';
import { findOwnPass } from '../../db/repositories/pass-repository';
import type { SessionIdentity } from '../accounts';
import type { ParkingDeps } from './parking-deps';
import { statusMessage } from './booking-view';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export async function passQrPayload(
  deps: ParkingDeps,
  identity: SessionIdentity,
  body: QrcodeGenRequest,
): Promise<QrcodeGenResponse> {
  const pass = await findOwnPass(deps.db, identity.tenantId, identity.accountId, body.passCode);
  // Another customer's pass, or one not shown yet (unpaid), answers as unknown.
  if (!pass || (pass.status !== 'booked' && pass.status !== 'topped_up' && pass.status !== 'expired'))
    return refused('PASS_UNKNOWN');
  const expired = pass.status === 'expired' || pass.exitAt <= deps.now();
  const status = expired ? 'expired' : pass.status;
  return ok({
    payload: pass.passCode,
    errorCorrectionLevel: 'M' as const,
    ticketNo: pass.ticketNo,
    reference: pass.reference,
    siteId: pass.siteId,
    lotName: pass.lotName,
    entry: seconds(pass.entryAt),
    exit: seconds(pass.exitAt),
    status,
    statusMessage: statusMessage(status),
  });
}
