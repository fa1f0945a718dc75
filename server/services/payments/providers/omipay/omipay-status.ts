/**
 * What Omipay's answers mean for us (docs/payment-providers.md#omipay-states). Only an order Omipay
 * reports as PAID reads as approved; a state we do not know reads as pending, so a surprise in
 * Omipay's answer can delay a settlement but never make one.
 */
import { createHash } from 'node:crypto';
import type { GatewayPaymentStatus } from '../../payment-gateway';
import type { ProviderPaymentContext, ProviderRefundStatus } from '../../provider-gateway';

/** QueryOrder's result_code: the order's state at Omipay. */
export function omipayPaymentStatus(resultCode: string): GatewayPaymentStatus {
  switch (resultCode) {
    case 'PAID':
      return 'approved';
    case 'FAILED':
      return 'declined';
    case 'CLOSED':
      return 'abandoned';
    default:
      // PAYING (waiting for the payer) and anything new.
      return 'pending';
  }
}

/** QueryRefund's result_code: the refund's state at Omipay. */
export function omipayRefundStatus(resultCode: string): ProviderRefundStatus {
  switch (resultCode) {
    case 'SUCCESS':
      return 'succeeded';
    case 'FAILED':
      return 'failed';
    default:
      // REFUNDING and anything new: asked again later.
      return 'pending';
  }
}

export type OmipayPlatform = 'WECHATPAY' | 'ALIPAY';

/** The wallet a payment type is paid with at Omipay; null: Omipay does not take it. */
export function omipayPlatform(paymentType: ProviderPaymentContext['paymentType']): OmipayPlatform | null {
  if (paymentType === 'wechat') return 'WECHATPAY';
  if (paymentType === 'alipay') return 'ALIPAY';
  return null;
}

/**
 * The out_refund_no we send for a refund key: the key itself when Omipay can take it (letters,
 * digits, '-' and '_', at most 32 characters), otherwise a digest of it. The same key gives the
 * same number, so a retried refund is the same refund at Omipay.
 */
export function omipayRefundNumber(idempotencyKey: string): string {
  if (/^[A-Za-z0-9_-]{1,32}$/.test(idempotencyKey)) return idempotencyKey;
  return `R${createHash('sha256').update(idempotencyKey, 'utf8').digest('hex').slice(0, 31)}`;
}
