import { TRANSPORT_MESSAGES, type TransportMessageCode } from '../protocol/transport-messages';

/**
 * Why an API call failed, as a catalogue code (the UI translates by code). `message` is the
 * default English text. `status` is the HTTP status when the server answered.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: TransportMessageCode;
  readonly status?: number;
  /**
   * The client has already told the customer (a notification, or 'Login expired' for the batch of
   * 401s): the flow that made the call shows no second message (docs/rules.md#one-message).
   */
  readonly notified: boolean;
  /** The server's id of the failed request (its x-request-id header): what its logs are found by. */
  readonly requestId?: string;
  /**
   * The reason the server gave when it answered the request itself with an HTTP 4xx ('A field of the
   * request is missing or not valid'): not notified, the flow that made the call shows it.
   */
  readonly problem?: { readonly code: TransportMessageCode };

  constructor(
    code: TransportMessageCode,
    options: { status?: number; cause?: unknown; notified?: boolean; requestId?: string; problem?: boolean } = {},
  ) {
    super(TRANSPORT_MESSAGES[code], { cause: options.cause });
    this.code = code;
    this.notified = options.notified ?? false;
    if (options.status !== undefined) this.status = options.status;
    if (options.requestId) this.requestId = options.requestId;
    if (options.problem) this.problem = { code };
  }
}

/** The header the server names each request by (server/app.ts), in its answers and its log lines. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * The server's id of the request behind a failure, looked for on the error and the errors it wraps
 * (a route's failure wraps the call's): the reference the error screen shows, so support can find
 * the request's log lines (docs/architecture.md#request-ids).
 */
export function requestIdOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const id = (current as { requestId?: unknown }).requestId;
    if (typeof id === 'string' && id !== '') return id;
    current = current.cause;
  }
  return undefined;
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The catalogue code for a non-200 HTTP status (docs/rules.md#http-failures). */
export function errorCodeForStatus(status: number): TransportMessageCode {
  if (status === 401) return 'LOGIN_EXPIRED';
  if (status === 500) return 'SYSTEM_ERROR';
  return 'NETWORK_ERROR';
}

/** HTTP statuses whose answer carries the server's reason for refusing the request itself (docs/rules.md#http-failures). */
export const ANSWERED_STATUSES: ReadonlySet<number> = new Set([400, 404, 413, 429]);

/** Failures the user is not told about: 403 (docs/rules.md#http-failures). */
export function isSilentStatus(status: number): boolean {
  return status === 403;
}
