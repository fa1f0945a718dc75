import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { fetchPaymentStatus } from '../../../api/endpoints/payment';
import { siteKeys } from '../../../queries/query-keys';
import { useTenant } from '../../../tenant/use-tenant';
import type { PaymentStatusResult } from '../../../generated/api/payment-status.response';

export type PaymentRecord =
  | { status: 'loading' }
  | { status: 'ready'; result: PaymentStatusResult }
  /** Refused (e.g. 'Payment not found'): the server's result, for its message. */
  | { status: 'refused'; result: PaymentStatusResult }
  | { status: 'error' };

/**
 * When the record is read: as the customer comes back from the gateway ('returned'), or once the
 * confirmation has ended without the payment going through ('ended'). Each is a read of its own,
 * so the second never shows the first's answer.
 */
export type PaymentMoment = 'returned' | 'ended';

/**
 * The payment of pay/{txn} as the server now sees it (svc/payStatus: purpose, amount, booking).
 * Never kept once no screen shows it: a payment's state is read afresh each time. `reload` asks
 * again, showing loading meanwhile.
 */
export function usePaymentRecord(txn: string, moment: PaymentMoment): PaymentRecord & { reload(): void } {
  const { bundle } = useTenant();
  const shop = bundle.api.shop;
  const tenantId = bundle.tenant.id;
  const shopCode = bundle.site.shopCode;
  const client = useQueryClient();
  const queryKey = useMemo(
    () => [...siteKeys.payment(tenantId, shopCode, txn), moment] as const,
    [tenantId, shopCode, txn, moment],
  );
  const query = useQuery({
    queryKey,
    queryFn: async () => {
      const reply = await fetchPaymentStatus(shop, { txn });
      return { accepted: reply.success && reply.result.rtn > 0, result: reply.result };
    },
    gcTime: 0,
  });
  const reload = useCallback(() => void client.resetQueries({ queryKey, exact: true }), [client, queryKey]);
  if (query.status === 'error') return { status: 'error', reload };
  if (query.status === 'pending') return { status: 'loading', reload };
  return { status: query.data.accepted ? 'ready' : 'refused', result: query.data.result, reload };
}
