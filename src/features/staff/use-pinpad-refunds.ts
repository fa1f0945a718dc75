import { useCallback, useEffect, useState } from 'react';
import { pinpadCharges, pinpadRefund } from '../../api/endpoints/staff-pinpad-refunds';
import type { PinpadChargeListed } from '../../generated/api/staff-pinpad-charges.response';
import type { PinpadRefundReceipt } from '../../generated/api/staff-pinpad-refund.response';
import { newIdempotencyKey } from '../../lib/new-idempotency-key';
import { messageOf, type Message } from '../../protocol/message';
import { refusalMessage } from '../../protocol/message-codes';
import type { StaffApi } from './use-staff-api';

/** A refund asked for: the charge, and the key drawn when the manager opened its confirmation (kept for retries). */
interface Confirming {
  charge: PinpadChargeListed;
  idempotencyKey: string;
}

/**
 * Pinpad refunds (docs/staff.md#pinpad-refund), for staff whose roles open pinpadRefund (managers):
 * the site's latest charges, and a charge's refund after a confirmation. The server checks the
 * role, refunds once, and answers a retry with the same key as the first time.
 */
export function usePinpadRefunds(api: StaffApi, shop: string, enabled: boolean) {
  const [charges, setCharges] = useState<PinpadChargeListed[] | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [refunded, setRefunded] = useState<PinpadRefundReceipt | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const reply = await pinpadCharges(api.cloud, shop).catch(() => null);
    if (reply?.success && reply.result.rtn > 0) setCharges(reply.result.charges ?? []);
    else setMessage(reply ? refusalMessage(reply.result, 'CONNECTION_FAILED') : messageOf('CONNECTION_FAILED'));
  }, [api.cloud, shop]);

  useEffect(() => {
    if (enabled) void load();
  }, [enabled, load]);

  const ask = async (charge: PinpadChargeListed) => {
    setMessage(null);
    setRefunded(null);
    setConfirming({ charge, idempotencyKey: await newIdempotencyKey() });
  };
  const cancel = () => setConfirming(null);
  const confirm = async () => {
    if (!confirming || busy) return;
    setBusy(true);
    const reply = await pinpadRefund(api.cloud, {
      shop,
      chargeId: confirming.charge.chargeId,
      idempotencyKey: confirming.idempotencyKey,
    }).catch(() => null);
    setBusy(false);
    if (reply?.success && reply.result.rtn > 0 && reply.result.refund) {
      setRefunded(reply.result.refund);
      setConfirming(null);
    } else if (reply) {
      setMessage(refusalMessage(reply.result, 'OPERATION_FAILED'));
      setConfirming(null);
    } else {
      // Not reached: the same key is sent again by the next Confirm, so it cannot refund twice.
      setMessage(messageOf('CONNECTION_FAILED'));
    }
    await load();
  };
  return { charges, confirming: confirming?.charge ?? null, refunded, message, busy, ask, cancel, confirm };
}
