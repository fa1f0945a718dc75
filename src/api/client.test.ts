import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAsyncEnvelopeCodec } from '../protocol/packaging';
import { failed, ok, refused, type ApiEnvelope } from '../protocol/response';
import { createApiClient, DEFAULT_TIMEOUT_MS, LOGIN_REDIRECT_DELAY_MS, type ApiClientOptions } from './client';
import { ApiError } from './errors';

const plainCodec = createAsyncEnvelopeCodec({ mode: 'plain' });

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch that never answers and ignores its signal: only the client's own race can end it. */
function hangingFetch(): Promise<Response> {
  return new Promise<Response>(() => {});
}

function setup(overrides: Partial<ApiClientOptions> = {}) {
  const events: string[] = [];
  const options = {
    baseUrl: '/s/harbour-central',
    codec: plainCodec,
    getToken: vi.fn<() => string | null>(() => 'session-token'),
    onSessionExpired: vi.fn(() => events.push('sessionExpired')),
    navigateToLogin: vi.fn(() => events.push('navigateToLogin')),
    notify: vi.fn((n: { code: string; message: string }) => events.push(`notify:${n.code}`)),
    loading: { begin: vi.fn(() => events.push('begin')), end: vi.fn(() => events.push('end')) },
    fetchImpl: vi.fn<typeof fetch>(async () => jsonResponse(ok({ value: 1 }))),
    ...overrides,
  } satisfies ApiClientOptions;
  return { client: createApiClient(options), options, fetchImpl: options.fetchImpl, events };
}

/** Settles a promise into a value or the error it rejected with (never an unhandled rejection). */
function capture<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  return promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
}

async function expectApiError(promise: Promise<unknown>, code: string, status?: number): Promise<ApiError> {
  const { error } = await capture(promise);
  expect(error).toBeInstanceOf(ApiError);
  const apiError = error as ApiError;
  expect(apiError.code).toBe(code);
  expect(apiError.status).toBe(status);
  return apiError;
}

function expectLoadingBalanced(events: string[]): void {
  expect(events.filter((e) => e === 'begin').length).toBe(events.filter((e) => e === 'end').length);
}

function requestOf(fetchImpl: typeof fetch | undefined, index = 0): { url: string; init: RequestInit } {
  if (!vi.isMockFunction(fetchImpl)) throw new Error('the test must inject a vi.fn fetch');
  const [url, init] = fetchImpl.mock.calls[index] ?? [];
  return { url: String(url), init: init ?? {} };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('constants', () => {
  it('times out after 60 s and sends to login 1 s after a 401', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(60_000);
    expect(LOGIN_REDIRECT_DELAY_MS).toBe(1_000);
  });
});

describe('request', () => {
  it('POSTs JSON to baseUrl + path with the bearer token', async () => {
    const { client, fetchImpl } = setup();
    await client.post('/api/spot/config', { siteId: 3 });
    const { url, init } = requestOf(fetchImpl);
    expect(url).toBe('/s/harbour-central/api/spot/config');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"siteId":3}');
    expect(init.headers).toEqual({
      'Content-Type': 'application/json;charset=UTF-8',
      Accept: 'application/json',
      Authorization: 'Bearer session-token',
    });
  });

  it.each([null, ''])('sends no Authorization header when the token is %j', async (token) => {
    const { client, fetchImpl } = setup({ getToken: () => token });
    await client.post('lot/info/list', {});
    expect(requestOf(fetchImpl).init.headers).not.toHaveProperty('Authorization');
  });

  it('reads the token at call time', async () => {
    let token: string | null = null;
    const { client, fetchImpl } = setup({ getToken: () => token });
    await client.post('/a', {});
    token = 'later';
    await client.post('/a', {});
    expect(requestOf(fetchImpl, 1).init.headers).toHaveProperty('Authorization', 'Bearer later');
  });

  it('joins base and path with exactly one slash', async () => {
    const { client, fetchImpl } = setup({ baseUrl: '/cloud/harbourpark/' });
    await client.post('/lot/info/list', {});
    await client.post('lot/info/list', {});
    expect(requestOf(fetchImpl, 0).url).toBe('/cloud/harbourpark/lot/info/list');
    expect(requestOf(fetchImpl, 1).url).toBe('/cloud/harbourpark/lot/info/list');
  });

  it('packages the body with the tenant codec', async () => {
    const codec = createAsyncEnvelopeCodec({ mode: 'paramIn' });
    const { client, fetchImpl } = setup({ codec });
    await client.post('/api/svc/order', { items: ['停车'] });
    const sent: unknown = JSON.parse(String(requestOf(fetchImpl).init.body));
    expect(sent).toEqual({ data: expect.any(String), key: '' });
    expect(await codec.decodeRequest(sent)).toEqual({ items: ['停车'] });
  });

  it('rejects a payload with no JSON form as MALFORMED_REQUEST without calling the server or the user', async () => {
    const { client, fetchImpl, options, events } = setup();
    await expectApiError(client.post('/a', undefined), 'MALFORMED_REQUEST');
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(options.notify).not.toHaveBeenCalled();
    expectLoadingBalanced(events);
  });

  it('uses the global fetch when none is injected', async () => {
    const globalFetch = vi.fn<typeof fetch>(async () => jsonResponse(ok({})));
    vi.stubGlobal('fetch', globalFetch);
    try {
      const { client } = setup({ fetchImpl: undefined });
      await client.post('/a', {});
      expect(globalFetch).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('200 responses', () => {
  it('resolves with the envelope and notifies nobody', async () => {
    const { client, options } = setup();
    const envelope: ApiEnvelope<{ value: number }> = await client.post<{ value: number }>('/a', {});
    expect(envelope).toEqual({ success: true, result: { rtn: 1, value: 1 } });
    expect(options.notify).not.toHaveBeenCalled();
  });

  it.each([
    ['a business refusal', refused('TICKET_EXPIRED')],
    ['success false', failed('LOGIN_MISMATCH')],
  ])('resolves with %s: the caller decides what to show', async (_name, envelope) => {
    const { client, options } = setup({ fetchImpl: async () => jsonResponse(envelope) });
    await expect(client.post('/a', {})).resolves.toEqual(envelope);
    expect(options.notify).not.toHaveBeenCalled();
  });

  it.each([
    ['not JSON', new Response('<html>proxy error</html>', { status: 200 })],
    ['empty', new Response('', { status: 200 })],
    ['JSON but not an envelope', jsonResponse({ status: 'ok' })],
    ['rtn not a number', jsonResponse({ success: true, result: { rtn: '1' } })],
  ])('rejects a body that is %s', async (_name, response) => {
    const { client, options } = setup({ fetchImpl: async () => response });
    await expectApiError(client.post('/a', {}), 'INVALID_RESPONSE', 200);
    expect(options.notify).toHaveBeenCalledWith({
      code: 'INVALID_RESPONSE',
      message: 'Unexpected response from the server',
    });
  });
});

describe('HTTP failures', () => {
  it('500 -> System error', async () => {
    const { client, options } = setup({ fetchImpl: async () => jsonResponse({ error: 'x' }, 500) });
    await expectApiError(client.post('/a', {}), 'SYSTEM_ERROR', 500);
    expect(options.notify).toHaveBeenCalledExactlyOnceWith({ code: 'SYSTEM_ERROR', message: 'System error' });
  });

  it('403 -> Network error, not shown to the user', async () => {
    const { client, options } = setup({ fetchImpl: async () => jsonResponse({}, 403) });
    const error = await expectApiError(client.post('/a', {}), 'NETWORK_ERROR', 403);
    expect(error.message).toBe('Network error');
    expect(options.notify).not.toHaveBeenCalled();
    expect(options.onSessionExpired).not.toHaveBeenCalled();
  });

  it.each([400, 404, 502, 503])('%i -> Network error, shown', async (status) => {
    const { client, options } = setup({ fetchImpl: async () => jsonResponse({}, status) });
    await expectApiError(client.post('/a', {}), 'NETWORK_ERROR', status);
    expect(options.notify).toHaveBeenCalledExactlyOnceWith({ code: 'NETWORK_ERROR', message: 'Network error' });
  });

  it.each([
    [400, 'INVALID_FIELD'],
    [404, 'NOT_FOUND'],
    [429, 'TOO_MANY_REQUESTS'],
  ] as const)('%i with the reason in its body -> that reason, left to the flow to show', async (status, code) => {
    const body = { success: false, result: { rtn: -1, dispMsg: 'txn: must be a uuid', problem: { code, params: {} } } };
    const { client, options } = setup({ fetchImpl: async () => jsonResponse(body, status) });
    const error = await expectApiError(client.post('/a', {}), code, status);
    expect(error.problem).toEqual({ code });
    expect(error.notified).toBe(false);
    expect(options.notify).not.toHaveBeenCalled();
  });

  it.each([201, 204])('a non-200 success status (%i) is rejected', async (status) => {
    const { client, options } = setup({ fetchImpl: async () => new Response(null, { status }) });
    await expectApiError(client.post('/a', {}), 'NETWORK_ERROR', status);
    expect(options.notify).toHaveBeenCalledOnce();
  });

  it('a network failure -> Network error, with the cause kept', async () => {
    const failure = new TypeError('Failed to fetch');
    const { client, options } = setup({ fetchImpl: async () => Promise.reject(failure) });
    const error = await expectApiError(client.post('/a', {}), 'NETWORK_ERROR');
    expect(error.cause).toBe(failure);
    expect(options.notify).toHaveBeenCalledExactlyOnceWith({ code: 'NETWORK_ERROR', message: 'Network error' });
  });

  it('a network failure while the browser is offline -> Network error for the caller, no notification (the offline bar says it)', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    try {
      const { client, options } = setup({ fetchImpl: async () => Promise.reject(new TypeError('Failed to fetch')) });
      await expectApiError(client.post('/a', {}), 'NETWORK_ERROR');
      expect(options.notify).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a failure while reading the body -> Network error', async () => {
    const response = new Response('{}', { status: 200 });
    vi.spyOn(response, 'text').mockRejectedValue(new TypeError('connection reset'));
    const { client } = setup({ fetchImpl: async () => response });
    await expectApiError(client.post('/a', {}), 'NETWORK_ERROR');
  });
});

describe('401: session expired', () => {
  it('clears the session, says Login expired, and goes to login after 1 second', async () => {
    const { client, options, events } = setup({ fetchImpl: async () => jsonResponse({}, 401) });
    await expectApiError(client.post('/a', {}), 'LOGIN_EXPIRED', 401);
    expect(events).toEqual(['begin', 'sessionExpired', 'notify:LOGIN_EXPIRED', 'end']);
    expect(options.notify).toHaveBeenCalledWith({ code: 'LOGIN_EXPIRED', message: 'Login expired' });
    await vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_DELAY_MS - 1);
    expect(options.navigateToLogin).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(options.navigateToLogin).toHaveBeenCalledOnce();
  });

  it('on a logout call: clears the session and goes to login, without the message', async () => {
    const { client, options } = setup({ fetchImpl: async () => jsonResponse({}, 401) });
    await expectApiError(client.post('/account/logout', {}, { isLogout: true }), 'LOGIN_EXPIRED', 401);
    expect(options.onSessionExpired).toHaveBeenCalledOnce();
    expect(options.notify).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_DELAY_MS);
    expect(options.navigateToLogin).toHaveBeenCalledOnce();
  });

  it('several calls failing together end the session once, with one message and one redirect', async () => {
    const { client, options } = setup({ fetchImpl: async () => jsonResponse({}, 401) });
    const results = await Promise.all([1, 2, 3].map(() => capture(client.post('/a', {}))));
    for (const { error } of results) expect(error).toBeInstanceOf(ApiError);
    await vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_DELAY_MS);
    expect(options.onSessionExpired).toHaveBeenCalledOnce();
    expect(options.notify).toHaveBeenCalledOnce();
    expect(options.navigateToLogin).toHaveBeenCalledOnce();
  });

  it('a later 401, after the redirect, is handled again', async () => {
    const { client, options } = setup({ fetchImpl: async () => jsonResponse({}, 401) });
    await capture(client.post('/a', {}));
    await vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_DELAY_MS);
    await capture(client.post('/a', {}));
    await vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_DELAY_MS);
    expect(options.onSessionExpired).toHaveBeenCalledTimes(2);
    expect(options.navigateToLogin).toHaveBeenCalledTimes(2);
  });
});

describe('time-out', () => {
  it(`fails with Network timeout after ${DEFAULT_TIMEOUT_MS} ms, even if fetch ignores its signal`, async () => {
    const { client, options, fetchImpl } = setup({ fetchImpl: vi.fn<typeof fetch>(hangingFetch) });
    const pending = capture(client.post('/a', {}));
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(options.notify).not.toHaveBeenCalled();
    expect(options.loading.end).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const { error } = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('NETWORK_TIMEOUT');
    expect(options.notify).toHaveBeenCalledExactlyOnceWith({ code: 'NETWORK_TIMEOUT', message: 'Network timeout' });
    expect(options.loading.end).toHaveBeenCalledOnce();
    expect(requestOf(fetchImpl).init.signal?.aborted).toBe(true);
  });

  it('honours timeoutMs and covers reading the body', async () => {
    const slowBody = new Response('{}', { status: 200 });
    vi.spyOn(slowBody, 'text').mockReturnValue(new Promise<string>(() => {}));
    const { client } = setup({ timeoutMs: 5_000, fetchImpl: async () => slowBody });
    const pending = capture(client.post('/a', {}));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(((await pending).error as ApiError).code).toBe('NETWORK_TIMEOUT');
  });

  it('leaves no timer behind after an answer', async () => {
    const { client } = setup();
    await client.post('/a', {});
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('caller abort', () => {
  it("rejects with the signal's reason, tells nobody, aborts the fetch", async () => {
    const { client, options, fetchImpl } = setup({ fetchImpl: vi.fn<typeof fetch>(hangingFetch) });
    const controller = new AbortController();
    const pending = capture(client.post('/a', {}, { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(10);
    const reason = new DOMException('left the page', 'AbortError');
    controller.abort(reason);
    expect((await pending).error).toBe(reason);
    expect(options.notify).not.toHaveBeenCalled();
    expect(requestOf(fetchImpl).init.signal?.aborted).toBe(true);
    expect(options.loading.end).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not call the server when already aborted', async () => {
    const { client, fetchImpl, events } = setup();
    const { error } = await capture(client.post('/a', {}, { signal: AbortSignal.abort() }));
    expect(error).toBeInstanceOf(DOMException);
    expect(fetchImpl).not.toHaveBeenCalled();
    expectLoadingBalanced(events);
  });
});

describe('loading indicator', () => {
  const outcomes: Array<[string, () => Promise<Response>]> = [
    ['success', async () => jsonResponse(ok({}))],
    ['401', async () => jsonResponse({}, 401)],
    ['403', async () => jsonResponse({}, 403)],
    ['500', async () => jsonResponse({}, 500)],
    ['network failure', async () => Promise.reject(new TypeError('offline'))],
    ['invalid body', async () => new Response('nope', { status: 200 })],
  ];

  it.each(outcomes)('begins before the request and ends after it settles (%s)', async (_name, respond) => {
    const { client, events } = setup({
      fetchImpl: async () => {
        events.push('fetch');
        return respond();
      },
    });
    await capture(client.post('/a', {}));
    expect(events[0]).toBe('begin');
    expect(events[1]).toBe('fetch');
    expect(events.at(-1)).toBe('end');
    expect(events.filter((e) => e === 'begin')).toHaveLength(1);
    expect(events.filter((e) => e === 'end')).toHaveLength(1);
  });

  it('stays off with suppressLoading', async () => {
    const { client, options } = setup();
    await client.post('/a', {}, { suppressLoading: true });
    await capture(client.post('/a', undefined, { suppressLoading: true }));
    expect(options.loading.begin).not.toHaveBeenCalled();
    expect(options.loading.end).not.toHaveBeenCalled();
  });

  it('is balanced across overlapping calls', async () => {
    let active = 0;
    let peak = 0;
    const loading = {
      begin: () => {
        active += 1;
        peak = Math.max(peak, active);
      },
      end: () => {
        active -= 1;
      },
    };
    const { client } = setup({ loading });
    await Promise.all([client.post('/a', {}), capture(client.post('/b', undefined)), client.post('/c', {})]);
    expect(peak).toBe(3);
    expect(active).toBe(0);
  });

  it('is optional', async () => {
    const { client } = setup({ loading: undefined });
    await expect(client.post('/a', {})).resolves.toMatchObject({ success: true });
  });
});
