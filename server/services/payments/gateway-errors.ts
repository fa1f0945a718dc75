/**
 * How a call to a remote payment provider can fail (docs/payment-providers.md#unknown-is-not-failed).
 * A timeout, a dropped connection or a 5xx leaves the outcome unknown: the provider may have done it.
 * Such a call is never treated as failed; it is retried with the same key or read back later.
 */

/** The outcome is unknown: timeout, network error, 5xx. Retry with the same idempotency key. */
export class GatewayUnavailableError extends Error {
  override readonly name = 'GatewayUnavailableError';
  constructor(
    readonly provider: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${provider}: ${message}`, options);
  }
}

/** The provider answered and refused the request (4xx): nothing was done there. */
export class GatewayRejectedError extends Error {
  override readonly name = 'GatewayRejectedError';
  constructor(
    readonly provider: string,
    /** declined: the card or account was refused; invalid: our request was wrong (a bug or bad configuration). */
    readonly reason: 'declined' | 'invalid',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${provider}: ${message}`, options);
  }
}
