/**
 * Why an SMS provider did not take a message. It names the provider, a reason an operator can act
 * on and the provider's own code, and nothing else: never the text (it holds the code), never the
 * phone number, never the SDK's error (its request record holds the form body). The accounts
 * service logs it and answers the customer 'Failed to send the PIN'.
 */
export type SmsSendFailure =
  /** The provider refused this message: a number it cannot send to, a sender it does not allow. */
  | 'rejected'
  /** The account or its token was refused: the tenant's secrets are wrong. */
  | 'credentials'
  /** The provider is down or limiting us (5xx, 429). */
  | 'unavailable'
  /** No answer within the timeout. */
  | 'timeout'
  /** The provider could not be reached (connection refused, DNS). */
  | 'unreachable'
  /** The tenant names a provider whose settings or secrets are missing on this server. */
  | 'not-configured';

export interface SmsSendErrorDetails {
  httpStatus?: number;
  /** The provider's error code, e.g. Twilio's 21211 (invalid 'To' number). */
  providerCode?: number;
  /** The provider's page about that code. */
  moreInfo?: string;
  /** The transport's error code (ECONNREFUSED ...). */
  transportCode?: string;
  /** What is missing, for not-configured: names of settings or environment variables, never values. */
  missing?: string[];
}

export class SmsSendError extends Error {
  override readonly name = 'SmsSendError';
  readonly httpStatus?: number;
  readonly providerCode?: number;
  readonly moreInfo?: string;
  readonly transportCode?: string;
  readonly missing?: string[];

  constructor(
    readonly provider: string,
    readonly reason: SmsSendFailure,
    details: SmsSendErrorDetails,
  ) {
    const code = details.providerCode !== undefined ? ` ${details.providerCode}` : '';
    const status = details.httpStatus !== undefined ? ` (HTTP ${details.httpStatus})` : '';
    const missing = details.missing?.length ? `: ${details.missing.join(', ')}` : '';
    super(`${provider} did not take the SMS: ${reason}${code}${status}${missing}`);
    this.httpStatus = details.httpStatus;
    this.providerCode = details.providerCode;
    this.moreInfo = details.moreInfo;
    this.transportCode = details.transportCode;
    this.missing = details.missing;
  }
}
