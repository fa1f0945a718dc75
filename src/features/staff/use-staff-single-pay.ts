import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { createSinglePayRequest, singlePayStatus } from '../../api/endpoints/staff';
import type { SinglePay } from '../../generated/api/single-pay';
import { STAFF_SINGLE_PAY_MINUTES, STAFF_SINGLE_PAY_POLL_SECONDS } from '../../lib/limits';
import { parseMoneyInput } from '../../lib/money';
import { messageOf, type Message } from '../../protocol/message';
import { refusalMessage } from '../../protocol/message-codes';
import { staffKeys } from '../../queries/query-keys';
import { RefusedRead, refusalOf } from '../../queries/refused-read';
import { useTenant } from '../../tenant/use-tenant';
import { useStaffApi } from './use-staff-api';

/** What the request's action is called on the customer's path (singlepay/{txn}/request/{action}/by/{staff}). */
const STAFF_ACTION = 'counter-payment';

/**
 * staff/singlepay (docs/shop.md#staff-single-pay): the staff member sets an amount and a reference,
 * the server makes the request (its requester is the staff member), and the screen shows its code,
 * the pay link and its QR code; how it stands (waiting, being paid, paid, expired) is asked every
 * STAFF_SINGLE_PAY_POLL_SECONDS until it is paid or expired.
 */
export function useStaffSinglePay() {
  const { cloud } = useStaffApi();
  const { bundle } = useTenant();
  // The shop the request is for: this site's, or else the tenant's first site with a shop.
  const shopSite = bundle.site.shop ? bundle.site : bundle.tenant.sites.find((s) => s.shop !== undefined);
  const [amountText, setAmountText] = useState('');
  const [description, setDescription] = useState('');
  // The request as made (its pay link's path), then as the server last said it stands.
  const [made, setMade] = useState<{ request: SinglePay; path: string } | null>(null);
  const amount = parseMoneyInput(amountText);

  const creation = useMutation({
    mutationFn: async (input: { shopCode: string; amount: number; description: string }) => {
      const reply = await createSinglePayRequest(cloud, {
        ...input,
        action: STAFF_ACTION,
        expiresInMinutes: STAFF_SINGLE_PAY_MINUTES,
      });
      const { request, path } = reply.result;
      if (reply.success && reply.result.rtn > 0 && request && path) return { request, path };
      throw new RefusedRead(reply.result);
    },
    onSuccess: setMade,
  });
  const busy = creation.isPending;
  const refusal = refusalOf(creation.error);
  const message: Message | null =
    creation.status !== 'error'
      ? null
      : refusal
        ? refusalMessage(refusal, 'CONNECTION_FAILED')
        : messageOf('CONNECTION_FAILED');
  const canCreate = shopSite !== undefined && amount !== null && amount > 0 && description.trim().length > 0 && !busy;
  const create = () => {
    if (!shopSite || amount === null || amount <= 0) return;
    creation.mutate({ shopCode: shopSite.shopCode, amount, description: description.trim() });
  };

  const txn = made?.request.txn ?? '';
  const status = useQuery({
    queryKey: staffKeys.singlePay(bundle.tenant.id, shopSite?.shopCode ?? '', txn),
    queryFn: async (): Promise<SinglePay> => {
      const reply = await singlePayStatus(cloud, { shopCode: shopSite?.shopCode ?? '', txn });
      if (reply.success && reply.result.rtn > 0 && reply.result.request) return reply.result.request;
      throw new RefusedRead(reply.result);
    },
    enabled: made !== null && shopSite !== undefined,
    // The request as made is the first answer; a failed check keeps the last one (offline for a moment: the next tries again).
    initialData: made?.request,
    staleTime: STAFF_SINGLE_PAY_POLL_SECONDS * 1000,
    refetchInterval: (current) =>
      current.state.data?.status === 'paid' || current.state.data?.status === 'expired'
        ? false
        : STAFF_SINGLE_PAY_POLL_SECONDS * 1000,
    gcTime: 0,
  });
  const request = made === null ? null : (status.data ?? made.request);
  const path = made?.path ?? '';

  const again = () => {
    setMade(null);
    creation.reset();
    setAmountText('');
    setDescription('');
  };
  return {
    hasShop: shopSite !== undefined,
    amountText,
    setAmountText,
    amountInvalid: amountText.trim() !== '' && (amount === null || amount <= 0),
    description,
    setDescription,
    canCreate,
    create,
    busy,
    request,
    link: path ? new URL(path, window.location.origin).href : '',
    message,
    again,
  };
}

export type StaffSinglePayView = ReturnType<typeof useStaffSinglePay>;
