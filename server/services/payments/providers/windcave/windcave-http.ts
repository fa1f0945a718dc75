/**
 * Windcave's REST API over HTTP (docs/payment-providers.md#windcave): Basic authentication with the
 * REST user name and key, JSON both ways, every call bounded by the timeout. A timeout, a dropped
 * connection or a 5xx is an unknown outcome (GatewayUnavailableError); a 4xx is a refusal.
 */
import { GatewayRejectedError, GatewayUnavailableError } from '../../gateway-errors';

export interface WindcaveConfig {
  /** https://sec.windcave.com/api/v1 (live) or https://uat.windcave.com/api/v1 (test), or a double's. */
  baseUrl: string;
  username: string;
  apiKey: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  /** Card registrations are validated in this currency (a payment names its own); default NZD. */
  currency?: string;
}

export interface WindcaveAnswer {
  status: number;
  body: Record<string, unknown>;
}

const PROVIDER = 'windcave';

/** One call. `idempotencyKey` goes in X-ID-Key, by which Windcave answers a repeated request with its first result. */
export async function callWindcave(
  config: WindcaveConfig,
  method: 'GET' | 'POST',
  path: string,
  body?: object,
  idempotencyKey?: string,
): Promise<WindcaveAnswer> {
  const doFetch = config.fetch ?? fetch;
  const auth = Buffer.from(`${config.username}:${config.apiKey}`).toString('base64');
  let response: Response;
  let text: string;
  try {
    response = await doFetch(`${config.baseUrl.replace(/\/+$/, '')}${path}`, {
      method,
      headers: {
        authorization: `Basic ${auth}`,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(idempotencyKey ? { 'x-id-key': idempotencyKey } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    throw new GatewayUnavailableError(PROVIDER, `${method} ${path}: no answer (${String(error)})`, { cause: error });
  }
  if (response.status >= 500)
    throw new GatewayUnavailableError(PROVIDER, `${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
  let parsed: unknown = {};
  try {
    parsed = text === '' ? {} : JSON.parse(text);
  } catch {
    if (response.ok) throw new GatewayUnavailableError(PROVIDER, `${method} ${path}: an answer that is not JSON`);
  }
  const object = parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  if (response.status === 404) return { status: 404, body: object };
  if (response.status >= 400)
    throw new GatewayRejectedError(PROVIDER, 'invalid', `${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
  return { status: response.status, body: object };
}
