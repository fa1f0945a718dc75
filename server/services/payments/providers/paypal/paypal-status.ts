/**
 * PayPal's amounts and states as ours (docs/payment-providers.md#paypal). Pure: the adapter
 * fetches, these decide. PayPal writes amounts as decimal strings ("12.50"); we count minor units.
 */
import type { GatewayPaymentStatus } from '../../payment-gateway';
import type { ProviderRefundStatus } from '../../provider-gateway';

/** The currencies PayPal takes without decimals; every other one it supports has two. */
const NO_DECIMALS = new Set(['HUF', 'JPY', 'TWD']);

const decimalsOf = (currency: string) => (NO_DECIMALS.has(currency.toUpperCase()) ? 0 : 2);

/** 1250 AUD → "12.50"; 1250 JPY → "1250". */
export function toPaypalValue(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`not an amount in minor units: ${minor}`);
  const decimals = decimalsOf(currency);
  if (decimals === 0) return String(minor);
  const text = String(minor).padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

/** "12.50" AUD → 1250; null when PayPal's value is not a plain amount in that currency's decimals. */
export function fromPaypalValue(value: string, currency: string): number | null {
  const decimals = decimalsOf(currency);
  const match = decimals === 0 ? /^([0-9]{1,15})$/.exec(value) : /^([0-9]{1,13})(?:\.([0-9]{1,2}))?$/.exec(value);
  if (!match) return null;
  const fraction = decimals === 0 ? '' : (match[2] ?? '').padEnd(2, '0');
  return Number(`${match[1]}${fraction}`);
}

export type PaypalOrderStatus = 'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED';
export type PaypalCaptureStatus = 'COMPLETED' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'PENDING' | 'REFUNDED' | 'FAILED';

/** A capture's state: the money moved (later refunds do not undo the payment), is moving, or was refused. */
export function captureStatus(status: string | undefined): GatewayPaymentStatus {
  switch (status) {
    case 'COMPLETED':
    case 'PARTIALLY_REFUNDED':
    case 'REFUNDED':
      return 'approved';
    case 'DECLINED':
    case 'FAILED':
      return 'declined';
    default:
      return 'pending';
  }
}

/**
 * An order not captured yet. `closed`: we cancelled it or our expiry passed, so it will never be
 * captured: abandoned whatever the payer does. Otherwise an approved order is to be captured.
 */
export function openOrderStatus(status: string | undefined, closed: boolean): GatewayPaymentStatus | 'capture' {
  if (status === 'VOIDED') return 'abandoned';
  if (closed) return 'abandoned';
  return status === 'APPROVED' ? 'capture' : 'pending';
}

export function refundStatus(status: string | undefined): ProviderRefundStatus {
  if (status === 'COMPLETED') return 'succeeded';
  if (status === 'FAILED' || status === 'CANCELLED') return 'failed';
  return 'pending';
}

/**
 * What we keep on the order's purchase unit besides our reference (custom_id and invoice_id): its
 * reference_id carries our expiry, and cancelling prefixes custom_id, so any reader knows the order
 * must not be captured.
 */
export const CANCELLED_PREFIX = 'cancelled:';
export const expiryReferenceId = (expiresAt: Date) => `exp-${expiresAt.getTime()}`;
export function expiryOf(referenceId: string | undefined): number | null {
  const match = /^exp-([0-9]{1,15})$/.exec(referenceId ?? '');
  return match ? Number(match[1]) : null;
}
