/**
 * One call to Omipay's Web API (docs/payment-providers.md#omipay-calls): the parameters and the
 * four signed fields go in the query string, the answer is JSON with return_code SUCCESS or FAIL.
 * Every call is bounded by the configured timeout. A timeout, a dropped connection, a 5xx or an
 * answer that is not Omipay's JSON leaves the outcome unknown (GatewayUnavailableError); any other
 * HTTP refusal is ours to fix (GatewayRejectedError 'invalid'). A FAIL is handed back to the caller,
 * which knows what it means for that call.
 */
import { GatewayRejectedError, GatewayUnavailableError } from '../../gateway-errors';
import { signedOmipayFields } from './omipay-signature';

export const OMIPAY = 'omipay';

export interface OmipayConfig {
  /** The API root, e.g. https://www.omipay.com.au/omipay/api/v2 (a test or UAT root in tests). */
  baseUrl: string;
  /** m_number: the merchant number from Omipay's merchant back office. */
  merchantNo: string;
  /** The merchant's API secret key; it signs, it is never sent. */
  apiKey: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  /** The real clock the signature's timestamp is read from (tests skew it); not the sandbox clock. */
  clock?: () => number;
  /**
   * The tenant's currency. When given, an order Omipay reports in another currency reads with
   * amount -1, so no settlement can take it for the amount asked.
   */
  currency?: string;
}

export type OmipayEndpoint = 'MakeQROrder' | 'MakeOnlineOrder' | 'QueryOrder' | 'Refund' | 'QueryRefund';

/** Omipay's answer: return_code and, on FAIL, error_code and error_msg; the rest per call. */
export type OmipayAnswer = Record<string, unknown> & { return_code: string };

export function answerText(answer: OmipayAnswer, field: string): string {
  const value = answer[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** Omipay's amounts are whole minor units; anything else reads as -1 (never equal to an amount asked). */
export function answerAmount(answer: OmipayAnswer, field: string): number {
  const value = answer[field];
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : -1;
}

export function failureOf(answer: OmipayAnswer): string {
  return `${answerText(answer, 'error_code') || 'FAIL'} ${answerText(answer, 'error_msg')}`.trim();
}

export async function callOmipay(
  config: OmipayConfig,
  endpoint: OmipayEndpoint,
  params: Record<string, string>,
): Promise<OmipayAnswer> {
  const url = new URL(`${config.baseUrl.replace(/\/+$/, '')}/${endpoint}`);
  const now = (config.clock ?? Date.now)();
  const fields = { ...params, ...signedOmipayFields(config.merchantNo, config.apiKey, now) };
  for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value);
  // Creates and refunds are POSTed (no cache or prefetch may repeat them); reads are GETs.
  const method = endpoint.startsWith('Query') ? 'GET' : 'POST';
  const doFetch = config.fetch ?? fetch;
  let status: number;
  let text: string;
  try {
    const res = await doFetch(url, {
      method,
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    status = res.status;
    text = await res.text();
  } catch (error) {
    throw new GatewayUnavailableError(OMIPAY, `${endpoint}: no answer (${(error as Error).name})`, { cause: error });
  }
  if (status >= 500) throw new GatewayUnavailableError(OMIPAY, `${endpoint}: HTTP ${status}`);
  if (status >= 400) throw new GatewayRejectedError(OMIPAY, 'invalid', `${endpoint}: HTTP ${status}`);
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    throw new GatewayUnavailableError(OMIPAY, `${endpoint}: an answer that is not JSON (HTTP ${status})`);
  }
  if (!isAnswer(answer)) throw new GatewayUnavailableError(OMIPAY, `${endpoint}: an answer without return_code`);
  return answer;
}

function isAnswer(value: unknown): value is OmipayAnswer {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { return_code?: unknown }).return_code === 'string'
  );
}
