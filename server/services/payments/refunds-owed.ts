/**
 * staff/refundsOwed (docs/payment-providers.md#refunds-owed): the refunds a payment provider has not
 * confirmed yet, for a manager to see what customers are still waiting for and why. The re-check
 * job keeps sending each with its first key; this list only reads.
 */
import type { RefundOwed, StaffRefundsOwedResponse } from '../../../src/generated/api/staff-refunds-owed.response';
import type { Tenant } from '../../../src/generated/tenant';
import { ok } from '../../../src/protocol';
import type { GatewayRouter, OpenRefund } from './gateway-router';

function listed(refund: OpenRefund): RefundOwed {
  return {
    refundId: refund.id,
    reference: refund.reference,
    provider: refund.provider as RefundOwed['provider'],
    amount: refund.amount,
    currency: refund.currency,
    description: refund.description,
    status: refund.status,
    attempts: refund.attempts,
    ...(refund.lastError ? { lastError: refund.lastError } : {}),
    since: Math.floor(new Date(refund.createdAt).getTime() / 1000),
  };
}

export async function refundsOwed(
  gateway: Pick<GatewayRouter, 'openRefunds'>,
  tenant: Tenant,
): Promise<StaffRefundsOwedResponse> {
  const refunds = await gateway.openRefunds(tenant.id);
  return ok({ refunds: refunds.map(listed) });
}
