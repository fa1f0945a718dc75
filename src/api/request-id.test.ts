import { describe, expect, it, vi } from 'vitest';
import { createAsyncEnvelopeCodec } from '../protocol/packaging';
import { createApiClient } from './client';
import { fetchTenantConfig, TenantConfigError } from './endpoints/tenant-config';
import { ApiError, requestIdOf } from './errors';

const REQUEST_ID = '7f0c1d9e-4b7a-4a57-9e43-0d3c2f6b8a11';

function failure(status: number): Response {
  return new Response('{"success":false}', { status, headers: { 'x-request-id': REQUEST_ID } });
}

describe("the server's request id on a failure", () => {
  it('an API call that fails keeps the id the server answered with', async () => {
    const client = createApiClient({
      baseUrl: '/s/harbour-central',
      codec: createAsyncEnvelopeCodec({ mode: 'plain' }),
      getToken: () => null,
      onSessionExpired: () => undefined,
      navigateToLogin: () => undefined,
      notify: vi.fn(),
      fetchImpl: vi.fn<typeof fetch>(async () => failure(500)),
    });
    const error = await client.post('/svc/order', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('SYSTEM_ERROR');
    expect((error as ApiError).requestId).toBe(REQUEST_ID);
  });

  it("the tenant config's failure keeps it too", async () => {
    const error = await fetchTenantConfig('harbour-central', async () => failure(503)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TenantConfigError);
    expect((error as TenantConfigError).requestId).toBe(REQUEST_ID);
  });

  it('is found on the error or on the errors it wraps, and only a non-empty string counts', () => {
    const call = new ApiError('SYSTEM_ERROR', { status: 500, requestId: REQUEST_ID });
    expect(requestIdOf(call)).toBe(REQUEST_ID);
    expect(requestIdOf(new Error('route failed', { cause: call }))).toBe(REQUEST_ID);
    expect(requestIdOf(new ApiError('NETWORK_ERROR'))).toBeUndefined();
    expect(requestIdOf(Object.assign(new Error('x'), { requestId: '' }))).toBeUndefined();
    expect(requestIdOf('not an error')).toBeUndefined();
  });
});
