import { TRANSPORT_MESSAGES, type TransportMessageCode } from '../protocol/transport-messages';
import type { AsyncEnvelopeCodec } from '../protocol/packaging';
import { isEnvelope, type ApiEnvelope } from '../protocol/response';
import { ANSWERED_STATUSES, ApiError, errorCodeForStatus, isSilentStatus, REQUEST_ID_HEADER } from './errors';

export const DEFAULT_TIMEOUT_MS = 60_000;
/** After a 401 the user is sent to login after 1 second (docs/rules.md#login-redirect-delay). */
export const LOGIN_REDIRECT_DELAY_MS = 1_000;

export interface ApiClientOptions {
  /** e.g. '/s/harbour-central' or '/cloud/harbourpark' */
  baseUrl: string;
  /** Built from the tenant's packaging mode and payload key. */
  codec: AsyncEnvelopeCodec;
  getToken: () => string | null;
  /** Clears the session. */
  onSessionExpired: () => void;
  navigateToLogin: () => void;
  /** `message` is the default English; the UI translates by `code`. */
  notify: (notification: { code: TransportMessageCode; message: string }) => void;
  loading?: { begin(): void; end(): void };
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export interface CallOptions {
  suppressLoading?: boolean;
  /** A 401 on logout ends the session without telling the user it expired. */
  isLogout?: boolean;
  signal?: AbortSignal;
}

export interface ApiClient {
  /**
   * POSTs `payload`, packaged by the codec, to baseUrl + path and resolves with the response
   * envelope, including business refusals (rtn <= 0) and success false: those are the caller's
   * to show. Rejects with ApiError (after notifying, see docs/rules.md#http-failures), or with the signal's
   * reason when the caller aborts (not notified).
   */
  post<T extends object>(path: string, payload: unknown, call?: CallOptions): Promise<ApiEnvelope<T>>;
}

interface HttpExchange {
  status: number;
  /** The server's id of the request, kept for a failure (ApiError.requestId). */
  requestId?: string;
  /** The body, read only for status 200. */
  text?: string;
}

// Rejection reasons of the races in send(); never leave this module.
const TIMED_OUT = Symbol('timed out');
const CALLER_ABORTED = Symbol('caller aborted');

/** The reason of an HTTP 4xx that refuses the request itself, when its body names one of the frame's messages; else null. */
function answeredReason(result: HttpExchange): TransportMessageCode | null {
  if (!ANSWERED_STATUSES.has(result.status) || result.text === undefined) return null;
  const body = parseJson(result.text) as { result?: { problem?: { code?: unknown } } } | null;
  const code = body?.result?.problem?.code;
  return typeof code === 'string' && Object.hasOwn(TRANSPORT_MESSAGES, code) ? (code as TransportMessageCode) : null;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let loginRedirectPending = false;

  function fail(
    code: TransportMessageCode,
    details: { status?: number; cause?: unknown; silent?: boolean; requestId?: string } = {},
  ): ApiError {
    // With no connection at all the app's offline bar says so once (docs/installable-app.md), not a
    // 'Connection error' per call over the passes the phone still shows; that counts as told.
    const offline = code === 'NETWORK_ERROR' && details.status === undefined && globalThis.navigator?.onLine === false;
    if (!details.silent && !offline) options.notify({ code, message: TRANSPORT_MESSAGES[code] });
    return new ApiError(code, {
      status: details.status,
      cause: details.cause,
      notified: !details.silent,
      ...(details.requestId ? { requestId: details.requestId } : {}),
    });
  }

  function expireSession(isLogout: boolean): ApiError {
    // Several calls in flight can all get 401: the session ends once, with one message.
    if (!loginRedirectPending) {
      loginRedirectPending = true;
      options.onSessionExpired();
      if (!isLogout) options.notify({ code: 'LOGIN_EXPIRED', message: TRANSPORT_MESSAGES.LOGIN_EXPIRED });
      setTimeout(() => {
        loginRedirectPending = false;
        options.navigateToLogin();
      }, LOGIN_REDIRECT_DELAY_MS);
    }
    // Told once for the whole batch (or, for a logout, nothing to tell): never again by the flow.
    return new ApiError('LOGIN_EXPIRED', { status: 401, notified: true });
  }

  function headers(): Record<string, string> {
    const token = options.getToken();
    return {
      'Content-Type': 'application/json;charset=UTF-8',
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    };
  }

  async function exchange(url: string, body: string, signal: AbortSignal): Promise<HttpExchange> {
    // Called unbound: window.fetch invoked as a method of `options` throws 'Illegal invocation'.
    const fetchImpl = options.fetchImpl ?? globalThis.fetch;
    const response = await fetchImpl(url, { method: 'POST', headers: headers(), body, signal });
    if (response.status !== 200) {
      const requestId = response.headers.get(REQUEST_ID_HEADER) ?? undefined;
      // A 4xx that refuses the request itself says why in its body; any other body is not used:
      // release the connection instead of leaving the stream open.
      if (ANSWERED_STATUSES.has(response.status))
        return { status: response.status, requestId, text: await response.text() };
      response.body?.cancel().catch(() => {});
      return { status: response.status, requestId };
    }
    return { status: 200, text: await response.text() };
  }

  /**
   * Runs the exchange under the time-out and the caller's signal. Both are raced rather than
   * left to fetch alone, so a fetch that ignores its signal still ends the call on time.
   */
  async function send(url: string, body: string, callerSignal: AbortSignal | undefined): Promise<HttpExchange> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopListening = () => {};
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        reject(TIMED_OUT);
        controller.abort();
      }, timeoutMs);
    });
    const cancelled = new Promise<never>((_resolve, reject) => {
      if (!callerSignal) return;
      const onAbort = () => {
        reject(CALLER_ABORTED);
        controller.abort(callerSignal.reason);
      };
      callerSignal.addEventListener('abort', onAbort);
      stopListening = () => callerSignal.removeEventListener('abort', onAbort);
    });
    try {
      return await Promise.race([exchange(url, body, controller.signal), deadline, cancelled]);
    } finally {
      clearTimeout(timer);
      stopListening();
    }
  }

  async function perform<T extends object>(path: string, payload: unknown, call: CallOptions): Promise<ApiEnvelope<T>> {
    call.signal?.throwIfAborted();
    let body: string;
    try {
      body = JSON.stringify(await options.codec.encodeRequest(payload));
    } catch (cause) {
      // A payload with no JSON form is a programming error: reported to the caller, not the user.
      throw new ApiError('MALFORMED_REQUEST', { cause });
    }

    let result: HttpExchange;
    try {
      result = await send(joinUrl(options.baseUrl, path), body, call.signal);
    } catch (cause) {
      if (cause === CALLER_ABORTED) throw call.signal?.reason;
      if (cause === TIMED_OUT) throw fail('NETWORK_TIMEOUT');
      throw fail('NETWORK_ERROR', { cause });
    }

    if (result.status === 401) throw expireSession(call.isLogout ?? false);
    const reason = result.status === 200 ? null : answeredReason(result);
    if (reason) {
      // The server answered the request itself (a malformed id, too large, too many): the flow shows
      // its reason where the customer is looking, once (docs/rules.md#one-message).
      throw new ApiError(reason, {
        status: result.status,
        problem: true,
        ...(result.requestId ? { requestId: result.requestId } : {}),
      });
    }
    if (result.status !== 200) {
      throw fail(errorCodeForStatus(result.status), {
        status: result.status,
        silent: isSilentStatus(result.status),
        ...(result.requestId ? { requestId: result.requestId } : {}),
      });
    }
    const envelope = parseJson(result.text ?? '');
    if (!isEnvelope(envelope)) throw fail('INVALID_RESPONSE', { status: 200 });
    // The envelope's shape is checked; its data fields are the endpoint's contract, typed by the caller.
    return envelope as ApiEnvelope<T>;
  }

  return {
    async post<T extends object>(path: string, payload: unknown, callOptions: CallOptions = {}) {
      const loading = callOptions.suppressLoading ? undefined : options.loading;
      loading?.begin();
      try {
        return await perform<T>(path, payload, callOptions);
      } finally {
        loading?.end();
      }
    },
  };
}

function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
