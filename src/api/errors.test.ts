import { describe, expect, it } from 'vitest';
import { ApiError, errorCodeForStatus, isApiError, isSilentStatus } from './errors';

describe('ApiError', () => {
  it('carries the code, the default English message and the status', () => {
    const cause = new Error('boom');
    const error = new ApiError('SYSTEM_ERROR', { status: 500, cause });
    expect(error).toBeInstanceOf(Error);
    expect(isApiError(error)).toBe(true);
    expect(error.name).toBe('ApiError');
    expect(error.code).toBe('SYSTEM_ERROR');
    expect(error.message).toBe('System error');
    expect(error.status).toBe(500);
    expect(error.cause).toBe(cause);
  });

  it('has no status when the server never answered', () => {
    const error = new ApiError('NETWORK_TIMEOUT');
    expect(error.message).toBe('Network timeout');
    expect(error.status).toBeUndefined();
  });

  it('is told apart from other errors', () => {
    expect(isApiError(new Error('Network error'))).toBe(false);
    expect(isApiError({ code: 'NETWORK_ERROR' })).toBe(false);
  });
});

describe('HTTP status mapping', () => {
  it.each([
    [401, 'LOGIN_EXPIRED'],
    [500, 'SYSTEM_ERROR'],
    [400, 'NETWORK_ERROR'],
    [403, 'NETWORK_ERROR'],
    [404, 'NETWORK_ERROR'],
    [502, 'NETWORK_ERROR'],
    [503, 'NETWORK_ERROR'],
    [204, 'NETWORK_ERROR'],
  ] as const)('%i -> %s', (status, code) => {
    expect(errorCodeForStatus(status)).toBe(code);
  });

  it('only 403 is silent', () => {
    expect(isSilentStatus(403)).toBe(true);
    for (const status of [400, 401, 404, 500, 502]) expect(isSilentStatus(status)).toBe(false);
  });
});
