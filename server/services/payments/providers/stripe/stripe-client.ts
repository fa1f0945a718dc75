/**
 * The official Stripe SDK, pointed at the configured API (docs/payment-providers.md#stripe): the live
 * API, a test double or stripe-stateful-mock. Every call is bounded by the configured timeout and
 * never retried inside the SDK: a retry is ours to make, with the same idempotency key.
 */
import Stripe from 'stripe';
import { GatewayRejectedError, GatewayUnavailableError } from '../../gateway-errors';

export interface StripeConfig {
  /** https://api.stripe.com, or a double's http://127.0.0.1:port. */
  baseUrl: string;
  secretKey: string;
  webhookSecret: string;
  timeoutMs: number;
  /** Replaces the SDK's own HTTP client (a test's fetch). */
  fetch?: typeof fetch;
  /**
   * Where our pages are served (https://park.example.com). Stripe needs absolute return URLs; a
   * relative one is resolved against this, or else against the payment's notification URL.
   */
  publicUrl?: string;
}

export const STRIPE_DEFAULT_BASE_URL = 'https://api.stripe.com';

export function stripeClient(config: StripeConfig): Stripe {
  const url = new URL(config.baseUrl || STRIPE_DEFAULT_BASE_URL);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(config.secretKey, {
    host: url.hostname,
    port: url.port === '' ? (protocol === 'http' ? 80 : 443) : Number(url.port),
    protocol,
    timeout: config.timeoutMs,
    maxNetworkRetries: 0,
    telemetry: false,
    ...(config.fetch ? { httpClient: Stripe.createFetchHttpClient(config.fetch) } : {}),
  });
}

/** Stripe's "no such object" answer: the id is not known there. */
export function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.statusCode === 404;
}

/**
 * Turns what the SDK threw into our two failures (docs/payment-providers.md#unknown-is-not-failed):
 * no answer, a 5xx or a rate limit leave the outcome unknown; a card error is a decline; any other
 * 4xx is a request Stripe refused (a bug or bad configuration), nothing was done.
 */
export function stripeFailure(error: unknown, action: string): Error {
  if (error instanceof GatewayRejectedError || error instanceof GatewayUnavailableError) return error;
  if (!(error instanceof Stripe.errors.StripeError)) {
    return new GatewayUnavailableError('stripe', `${action}: ${String(error)}`, { cause: error });
  }
  const status = error.statusCode;
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    status === undefined ||
    status >= 500 ||
    status === 429 ||
    status === 409 // a request with the same key still in flight at Stripe: its outcome is not known yet
  ) {
    return new GatewayUnavailableError('stripe', `${action}: ${error.message}`, { cause: error });
  }
  const reason = error instanceof Stripe.errors.StripeCardError || status === 402 ? 'declined' : 'invalid';
  return new GatewayRejectedError('stripe', reason, `${action}: ${error.code ?? status} ${error.message}`, {
    cause: error,
  });
}

/** Runs one SDK call; failures become GatewayUnavailableError / GatewayRejectedError. */
export async function stripeCall<T>(action: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw stripeFailure(error, action);
  }
}
