/**
 * PayPal's own server SDK (@paypal/paypal-server-sdk), pointed at the configured API
 * (docs/payment-providers.md#paypal). The SDK knows only PayPal's two hosts (live and sandbox); its
 * HTTP layer (axios) takes a replacement transport, which we give: it sends each request to the
 * configured base URL with the same path, through fetch, bounded by the configured timeout. So the
 * SDK's OAuth, models and error handling are PayPal's, and a double or a UAT host can stand in.
 */
import { ApiError, Client, Environment, type OAuthToken } from '@paypal/paypal-server-sdk';
import { GatewayRejectedError, GatewayUnavailableError } from '../../gateway-errors';

export interface PaypalConfig {
  /** https://api-m.paypal.com (live), https://api-m.sandbox.paypal.com, or a double. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The id PayPal gave the webhook registered for our notification URL. */
  webhookId: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  /** Where our pages are served; a relative return URL is resolved against it (or the notification URL). */
  publicUrl?: string;
}

export const PAYPAL_LIVE_URL = 'https://api-m.paypal.com';

/** The part of axios' request config our transport reads. */
interface TransportRequest {
  url?: string;
  method?: string;
  headers?: { toJSON?: () => Record<string, unknown> } & Record<string, unknown>;
  data?: unknown;
  auth?: { username: string; password: string };
}

function headerRecord(headers: TransportRequest['headers']): Record<string, string> {
  const plain = headers?.toJSON ? headers.toJSON() : (headers ?? {});
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(plain)) {
    if (value === undefined || value === null || typeof value === 'function') continue;
    out[name] = Array.isArray(value) ? value.join(', ') : String(value as string | number | boolean);
  }
  return out;
}

/** An axios adapter that sends the SDK's request to `baseUrl` with fetch and answers as axios does. */
export function paypalTransport(config: PaypalConfig) {
  const send = config.fetch ?? fetch;
  const base = new URL(config.baseUrl);
  return async (request: TransportRequest) => {
    const target = new URL(request.url ?? '/');
    const url = new URL(`${target.pathname}${target.search}`, base);
    const headers = headerRecord(request.headers);
    if (request.auth) {
      headers['authorization'] =
        `Basic ${Buffer.from(`${request.auth.username}:${request.auth.password}`).toString('base64')}`;
    }
    const method = (request.method ?? 'get').toUpperCase();
    const body =
      method === 'GET' || request.data === undefined || request.data === null ? undefined : String(request.data);
    const response = await send(url, { method, headers, body, signal: AbortSignal.timeout(config.timeoutMs) });
    const text = await response.text();
    return {
      data: text,
      status: response.status,
      statusText: response.statusText,
      headers: Object.fromEntries(response.headers.entries()),
      config: request,
      request: {},
    };
  };
}

export function paypalClient(config: PaypalConfig, onToken: (token: OAuthToken) => void): Client {
  return new Client({
    clientCredentialsAuthCredentials: {
      oAuthClientId: config.clientId,
      oAuthClientSecret: config.clientSecret,
      oAuthOnTokenUpdate: onToken,
    },
    environment: config.baseUrl.startsWith(PAYPAL_LIVE_URL) ? Environment.Production : Environment.Sandbox,
    timeout: config.timeoutMs,
    // Never retried inside the SDK: a retry is ours, with the same PayPal-Request-Id.
    httpClientOptions: { timeout: config.timeoutMs, retryConfig: { maxNumberOfRetries: 0 } },
    unstable_httpClientOptions: { adapter: paypalTransport(config) },
  });
}

/** PayPal's error name (INSTRUMENT_DECLINED, ORDER_ALREADY_CAPTURED, ...) from an API error, if any. */
export function paypalIssue(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  try {
    const body = JSON.parse(typeof error.body === 'string' ? error.body : '{}') as {
      name?: string;
      details?: { issue?: string }[];
    };
    return body.details?.[0]?.issue ?? body.name;
  } catch {
    return undefined;
  }
}

const DECLINES = new Set([
  'INSTRUMENT_DECLINED',
  'PAYER_ACTION_REQUIRED',
  'TRANSACTION_REFUSED',
  'PAYEE_BLOCKED_TRANSACTION',
]);

/**
 * Turns what the SDK threw into our two failures (docs/payment-providers.md#unknown-is-not-failed):
 * no answer, a timeout, a 5xx or a 429 leave the outcome unknown; a refused instrument is a
 * decline; any other 4xx is a request PayPal refused, nothing was done.
 */
export function paypalFailure(error: unknown, action: string): Error {
  if (error instanceof GatewayRejectedError || error instanceof GatewayUnavailableError) return error;
  if (!(error instanceof ApiError)) {
    return new GatewayUnavailableError('paypal', `${action}: ${String(error)}`, { cause: error });
  }
  const status = error.statusCode;
  if (status >= 500 || status === 429 || status === 408) {
    return new GatewayUnavailableError('paypal', `${action}: HTTP ${status}`, { cause: error });
  }
  const issue = paypalIssue(error) ?? `HTTP ${status}`;
  return new GatewayRejectedError('paypal', DECLINES.has(issue) ? 'declined' : 'invalid', `${action}: ${issue}`, {
    cause: error,
  });
}

export async function paypalCall<T>(action: string, call: () => Promise<{ result: T }>): Promise<T> {
  try {
    return (await call()).result;
  } catch (error) {
    throw paypalFailure(error, action);
  }
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.statusCode === 404;
