import { useQuery } from '@tanstack/react-query';
import { staffRefundsOwed } from '../../api/endpoints/staff-refunds-owed';
import type { RefundOwed } from '../../generated/api/staff-refunds-owed.response';
import type { Message } from '../../protocol/message';
import { staffKeys } from '../../queries/query-keys';
import { acceptedResult, failureMessage } from '../../queries/refused-read';
import { useTenant } from '../../tenant/use-tenant';
import { useStaffApi } from './use-staff-api';

/**
 * staff/refunds (docs/payment-providers.md#refunds-owed): the refunds a payment provider has not
 * confirmed yet, read from staff/refundsOwed each time the screen opens and on Refresh. The server
 * refuses the call to staff whose roles do not open refundsOwed (managers only).
 */
export function useStaffRefundsOwed() {
  const { cloud } = useStaffApi();
  const { bundle } = useTenant();
  const query = useQuery({
    queryKey: staffKeys.refundsOwed(bundle.tenant.id),
    queryFn: async (): Promise<RefundOwed[]> => {
      return acceptedResult(await staffRefundsOwed(cloud)).refunds ?? [];
    },
    gcTime: 0,
  });
  const message: Message | null = query.status === 'error' ? failureMessage(query.error, 'CONNECTION_FAILED') : null;
  return {
    refunds: query.data ?? null,
    message,
    refreshing: query.isFetching,
    refresh: () => void query.refetch(),
  };
}
