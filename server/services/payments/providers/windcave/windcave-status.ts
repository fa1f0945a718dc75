/**
 * Windcave's answers in our terms (docs/payment-providers.md#windcave): amounts are decimal strings
 * in the currency's major unit ("12.34"), we count minor units; a session is decided by its
 * transactions (the last one wins), and its state says whether the payer is still on the page.
 */
import type { GatewayPaymentStatus } from '../../payment-gateway';
import type { ProviderRefundStatus } from '../../provider-gateway';

/** 1234 -> "12.34" (currencies with cents, as AUD and NZD). */
export function windcaveAmount(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new Error(`not an amount in minor units: ${minor}`);
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/** "12.34" -> 1234; -1 when it is not a two-decimal amount (never equal to what was asked). */
export function minorUnits(amount: unknown): number {
  const text = typeof amount === 'number' ? amount.toFixed(2) : typeof amount === 'string' ? amount : '';
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return -1;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

export interface WindcaveCard {
  id?: string;
  cardHolderName?: string;
  cardNumber?: string;
  dateExpiryMonth?: string;
  dateExpiryYear?: string;
  type?: string;
}

export interface WindcaveTransaction {
  id?: string;
  authorised?: boolean;
  responseText?: string;
  type?: string;
  amount?: string;
  currency?: string;
  card?: WindcaveCard;
}

export interface WindcaveSession {
  id?: string;
  state?: string;
  amount?: string;
  currency?: string;
  transactions?: WindcaveTransaction[];
}

/** The session's last purchase-like transaction (a declined try followed by an approved one reads as approved). */
export function decidingTransaction(session: WindcaveSession): WindcaveTransaction | undefined {
  const transactions = session.transactions ?? [];
  return transactions.find((t) => t.authorised === true) ?? transactions.at(-1);
}

/**
 * init / pending / processing: the payer has not finished (or Windcave is still deciding);
 * complete: decided by its transactions (none: the payer cancelled); expired: abandoned.
 */
export function sessionStatus(session: WindcaveSession, httpStatus: number): GatewayPaymentStatus {
  const state = session.state ?? '';
  const transaction = decidingTransaction(session);
  if (transaction?.authorised === true && (state === 'complete' || httpStatus === 200)) return 'approved';
  if (state === 'expired') return 'abandoned';
  if (state !== 'complete') return 'pending';
  if (!transaction) return 'abandoned';
  return transaction.responseText?.toLowerCase().includes('cancel') === true ? 'abandoned' : 'declined';
}

/** A transaction by itself (a saved card's charge): authorised or not once Windcave answered 200/201. */
export function transactionStatus(transaction: WindcaveTransaction, httpStatus: number): GatewayPaymentStatus {
  if (httpStatus === 202) return 'pending';
  return transaction.authorised === true ? 'approved' : 'declined';
}

export function refundStatus(transaction: WindcaveTransaction, httpStatus: number): ProviderRefundStatus {
  if (httpStatus === 202) return 'pending';
  return transaction.authorised === true ? 'succeeded' : 'failed';
}

/**
 * The amount in minor units when the currency is the one asked for, else -1: a payment in another
 * currency is never equal to what we asked (settlement refuses it).
 */
export function amountIn(currency: string | undefined, amount: unknown, expected: string | undefined): number {
  if (expected !== undefined && currency !== undefined && currency.toUpperCase() !== expected.toUpperCase()) return -1;
  return minorUnits(amount);
}
