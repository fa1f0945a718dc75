// @vitest-environment jsdom
import { useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { STARTING_SESSION, type SessionView } from '../session/session-store';
import { createExternalStore } from '../state/external-store';
import { createQueryClient, dropCustomerReadsOnSessionEnd, READ_RETRIES, retryRead } from './query-client';
import { customerKeys, siteKeys } from './query-keys';
import QueryLayer from './QueryLayer';
import { RefusedRead } from './refused-read';

afterEach(cleanup);

function Reader({ name, read }: { name: string; read: () => Promise<string> }) {
  const { data } = useQuery({ queryKey: ['shared', 'key'], queryFn: read });
  return <p>{`${name}: ${data ?? 'loading'}`}</p>;
}

describe('the query layer', () => {
  it('gives two components reading one key one request and the same answer', async () => {
    const read = vi.fn(() => Promise.resolve('answer'));
    await act(async () => {
      render(
        <QueryLayer>
          <Reader name="first" read={read} />
          <Reader name="second" read={read} />
        </QueryLayer>,
      );
    });
    expect(await screen.findByText('first: answer')).toBeTruthy();
    expect(screen.getByText('second: answer')).toBeTruthy();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads while the browser says it is offline (the phone copies need the failure)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const client = createQueryClient();
    const read = vi.fn(() => Promise.reject(new Error('unreachable')));
    await expect(client.fetchQuery({ queryKey: ['offline'], queryFn: read, retry: false })).rejects.toThrow(
      'unreachable',
    );
    expect(read).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });
});

describe('retryRead', () => {
  it('asks a failure nobody was told about again, once', () => {
    expect(retryRead(0, new Error('content: HTTP 500'))).toBe(true);
    expect(retryRead(READ_RETRIES, new Error('content: HTTP 500'))).toBe(false);
  });

  it('leaves to the retry offer what the client reported, a refusal and an HTTP 4xx', () => {
    expect(retryRead(0, new ApiError('NETWORK_ERROR', { notified: true }))).toBe(false);
    expect(retryRead(0, new ApiError('LOGIN_EXPIRED', { status: 401, notified: true }))).toBe(false);
    expect(retryRead(0, new RefusedRead({ problem: { code: 'PAYMENT_NOT_FOUND' } }))).toBe(false);
    expect(retryRead(0, Object.assign(new Error('gone'), { status: 404 }))).toBe(false);
  });
});

describe('dropCustomerReadsOnSessionEnd', () => {
  const loggedIn: SessionView = { ...STARTING_SESSION, status: 'loggedIn' };

  it("drops what the customer read when the session ends, and keeps the site's reads", () => {
    const session = createExternalStore<SessionView>(loggedIn);
    const client = createQueryClient();
    dropCustomerReadsOnSessionEnd(client, session);
    client.setQueryData(customerKeys.savedCards('harbourpark', 'harbour-central'), ['card']);
    client.setQueryData(siteKeys.content('/cloud/harbourpark'), { items: {} });

    session.set({ ...loggedIn, status: 'busy' });
    expect(client.getQueryData(customerKeys.savedCards('harbourpark', 'harbour-central'))).toEqual(['card']);
    session.set({ ...loggedIn, status: 'loggedOut' });
    expect(client.getQueryData(customerKeys.savedCards('harbourpark', 'harbour-central'))).toBeUndefined();
    expect(client.getQueryData(siteKeys.content('/cloud/harbourpark'))).toEqual({ items: {} });
  });

  it('keeps them through a login that only confirms the same session', () => {
    const session = createExternalStore<SessionView>(loggedIn);
    const client = createQueryClient();
    dropCustomerReadsOnSessionEnd(client, session);
    client.setQueryData(customerKeys.vouchers('harbourpark', 'harbour-central'), ['voucher']);
    session.set({ ...loggedIn, status: 'busy' });
    session.set({ ...loggedIn });
    expect(client.getQueryData(customerKeys.vouchers('harbourpark', 'harbour-central'))).toEqual(['voucher']);
  });
});
