import { useEffect, useState } from 'react';
import { fetchPaymentStatus } from '../../../api/endpoints/payment';
import { useTenant } from '../../../tenant/use-tenant';
import type { PaymentStatusResult } from '../../../generated/api/payment-status.response';

export type PaymentRecord =
  | { status: 'loading' }
  | { status: 'ready'; result: PaymentStatusResult }
  /** Refused (e.g. 'Payment not found'): the server's result, for its message. */
  | { status: 'refused'; result: PaymentStatusResult }
  | { status: 'error' };

/**
 * The payment of pay/{txn} as the server now sees it (svc/payStatus: purpose, amount, booking).
 * Read again whenever `round` changes.
 */
export function usePaymentRecord(txn: string, round: number): PaymentRecord {
  const { bundle } = useTenant();
  const [loaded, setLoaded] = useState<{ key: string; record: PaymentRecord } | null>(null);
  const key = `${txn}#${round}`;
  useEffect(() => {
    let live = true;
    fetchPaymentStatus(bundle.api.shop, { txn }).then(
      (reply) => {
        if (!live) return;
        const accepted = reply.success && reply.result.rtn > 0;
        setLoaded({ key, record: { status: accepted ? 'ready' : 'refused', result: reply.result } });
      },
      () => {
        if (live) setLoaded({ key, record: { status: 'error' } });
      },
    );
    return () => {
      live = false;
    };
  }, [bundle.api.shop, txn, key]);
  return loaded === null || loaded.key !== key ? { status: 'loading' } : loaded.record;
}
