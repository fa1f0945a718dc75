// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { TenantConfigError } from '../../api/endpoints/tenant-config';
import { initI18n, switchLanguage } from '../../i18n/i18n';
import { RouteErrorScreen } from './RouteErrorScreen';

const REQUEST_ID = '7f0c1d9e-4b7a-4a57-9e43-0d3c2f6b8a11';

describe('RouteErrorScreen', () => {
  beforeAll(async () => {
    await initI18n('en-gb');
  });
  afterEach(() => {
    cleanup();
  });

  it("shows the failed request's reference, which support finds the server's log lines by", async () => {
    render(<RouteErrorScreen error={new TenantConfigError('harbour-central', 503, { requestId: REQUEST_ID })} />);
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByTestId('error-reference').textContent).toBe(`Reference: ${REQUEST_ID}`);
  });

  it('finds it on the call a failure wraps', async () => {
    const call = new ApiError('SYSTEM_ERROR', { status: 500, requestId: REQUEST_ID });
    render(<RouteErrorScreen error={new Error('the route failed', { cause: call })} />);
    expect((await screen.findByTestId('error-reference')).textContent).toBe(`Reference: ${REQUEST_ID}`);
  });

  it('shows no reference when no request failed (a render error)', async () => {
    render(<RouteErrorScreen error={new Error('boom')} />);
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.queryByTestId('error-reference')).toBeNull();
  });

  it('says it in Chinese too', async () => {
    await switchLanguage('zh-hans');
    try {
      render(<RouteErrorScreen error={new TenantConfigError('harbour-central', 500, { requestId: REQUEST_ID })} />);
      expect((await screen.findByTestId('error-reference')).textContent).toBe(`参考编号：${REQUEST_ID}`);
    } finally {
      await switchLanguage('en-gb');
    }
  });
});
