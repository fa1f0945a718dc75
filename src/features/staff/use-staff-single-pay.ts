import { useCallback, useEffect, useState } from 'react';
import { createSinglePayRequest, singlePayStatus } from '../../api/endpoints/staff';
import type { SinglePay } from '../../generated/api/single-pay';
import { STAFF_SINGLE_PAY_MINUTES, STAFF_SINGLE_PAY_POLL_SECONDS } from '../../lib/limits';
import { parseMoneyInput } from '../../lib/money';
import type { Message } from '../../protocol/message';
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
  const [request, setRequest] = useState<SinglePay | null>(null);
  const [path, setPath] = useState('');
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const amount = parseMoneyInput(amountText);
  const canCreate = shopSite !== undefined && amount !== null && amount > 0 && description.trim().length > 0 && !busy;

  const create = useCallback(async () => {
    if (!shopSite || amount === null || amount <= 0) return;
    setBusy(true);
    setMessage(null);
    try {
      const reply = await createSinglePayRequest(cloud, { shopCode: shopSite.shopCode, action: STAFF_ACTION, amount, description: description.trim(), expiresInMinutes: STAFF_SINGLE_PAY_MINUTES });
      if (reply.success && reply.result.rtn > 0 && reply.result.request && reply.result.path) {
        setRequest(reply.result.request);
        setPath(reply.result.path);
      } else setMessage(reply.result.problem ? { code: reply.result.problem.code, params: reply.result.problem.params ?? {} } : { code: 'CONNECTION_FAILED' });
    } catch {
      setMessage({ code: 'CONNECTION_FAILED' });
    } finally {
      setBusy(false);
    }
  }, [cloud, shopSite, amount, description]);

  const settled = request !== null && (request.status === 'paid' || request.status === 'expired');
  useEffect(() => {
    if (!request || settled || !shopSite) return;
    let live = true;
    const timer = window.setInterval(() => {
      singlePayStatus(cloud, { shopCode: shopSite.shopCode, txn: request.txn }).then(
        (reply) => {
          if (live && reply.success && reply.result.rtn > 0 && reply.result.request) setRequest(reply.result.request);
        },
        // Offline for a moment: the next check tries again.
        () => {},
      );
    }, STAFF_SINGLE_PAY_POLL_SECONDS * 1000);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [cloud, request, settled, shopSite]);

  const again = () => {
    setRequest(null);
    setPath('');
    setAmountText('');
    setDescription('');
  };
  return { hasShop: shopSite !== undefined, amountText, setAmountText, amountInvalid: amountText.trim() !== '' && (amount === null || amount <= 0), description, setDescription, canCreate, create: () => void create(), busy, request, link: path ? new URL(path, window.location.origin).href : '', message, again };
}

export type StaffSinglePayView = ReturnType<typeof useStaffSinglePay>;
