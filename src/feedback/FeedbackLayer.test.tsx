// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { feedbackStore, notify, toast } from './feedback-store';
import { FeedbackLayer } from './FeedbackLayer';
import { LoadingBar } from './LoadingBar';
import { loadingHooks } from './loading-store';

describe('feedback views', () => {
  beforeAll(async () => {
    await initI18n('en-gb');
  });
  afterEach(() => {
    cleanup();
    feedbackStore.set({ notification: null, toast: null });
  });

  it('renders nothing (and loads nothing) until there is a message', () => {
    const { container } = render(<FeedbackLayer />);
    expect(container.innerHTML).toBe('');
  });

  it('shows a notification from the error catalogue, translated by code', async () => {
    render(<FeedbackLayer />);
    act(() => notify({ key: 'messages:NETWORK_TIMEOUT', defaultValue: 'Network timeout' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Network timeout');
  });

  it('shows a toast', async () => {
    render(<FeedbackLayer />);
    act(() => toast({ key: 'unavailable.title' }));
    expect(await screen.findByText('Not available here')).toBeTruthy();
  });

  it('shows the loading bar while calls run', () => {
    render(<LoadingBar />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => loadingHooks.begin());
    expect(screen.getByRole('progressbar')).toBeTruthy();
    act(() => loadingHooks.end());
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
