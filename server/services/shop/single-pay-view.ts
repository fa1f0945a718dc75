/**
 * A single pay request (docs/shop.md#single-pay): its path (the QR the customer scans), as the requester and
 * the payer see it, and who may see it at all: someone else's claimed request reads as missing.
 */
import type { SinglePay } from '../../../src/generated/api/single-pay';
import type { SinglePayRecord } from '../../db/repositories/single-pay-repository';
import type { SessionIdentity } from '../accounts';
import { seconds } from './shop-context';

/** The customer's path of a request (its QR): the shop layout's singlepay/{txn}/request/{action}/by/{requiredBy}. */
export function singlePayPath(shopCode: string, r: Pick<SinglePayRecord, 'id' | 'action' | 'requiredBy'>): string {
  return `/shop/${encodeURIComponent(shopCode)}/singlepay/${r.id}/request/${encodeURIComponent(r.action)}/by/${encodeURIComponent(r.requiredBy)}`;
}

/** The request as its requester and payer see it; a gateway page only while its payment is under way. */
export function requestView(r: SinglePayRecord, now: Date, gatewayUrl?: string): SinglePay {
  const expired = r.status !== 'paid' && now >= r.expiresAt;
  return {
    txn: r.id,
    action: r.action,
    requiredBy: r.requiredBy,
    reference: r.reference,
    description: r.description,
    amount: r.amount,
    surcharge: r.status === 'paid' ? r.surcharge : 0,
    status: expired ? 'expired' : r.status,
    expiresAt: seconds(r.expiresAt),
    ...(r.paidAt ? { paidAt: seconds(r.paidAt) } : {}),
    ...(r.status === 'paid' && r.paymentCode !== null ? { paymentCode: r.paymentCode } : {}),
    ...(r.cardNumber ? { cardNumber: r.cardNumber } : {}),
    ...(gatewayUrl && r.status === 'pending' && !expired ? { gatewayUrl } : {}),
  };
}

/** Someone else's claimed request, or another action or requester than the URL's, reads as missing. */
export function visibleTo(
  r: SinglePayRecord | null,
  identity: SessionIdentity,
  url: { action?: string; requiredBy?: string },
): r is SinglePayRecord {
  if (!r) return false;
  if (r.accountId !== null && r.accountId !== identity.accountId) return false;
  if (url.action !== undefined && url.action !== r.action) return false;
  return url.requiredBy === undefined || url.requiredBy === r.requiredBy;
}
