import { beforeEach, describe, expect, it } from 'vitest';
import { dismiss, feedbackStore, notify, NOTIFICATION_MS, toast, TOAST_MS } from './feedback-store';

describe('feedback store', () => {
  beforeEach(() => feedbackStore.set({ notification: null, toast: null }));

  it('shows notifications for 2000 ms and toasts for 1500 ms by default', () => {
    notify({ key: 'messages:NETWORK_ERROR' });
    toast({ key: 'common:saved' });
    expect(feedbackStore.get().notification?.durationMs).toBe(NOTIFICATION_MS);
    expect(NOTIFICATION_MS).toBe(2000);
    expect(feedbackStore.get().toast?.durationMs).toBe(TOAST_MS);
    expect(TOAST_MS).toBe(1500);
  });

  it('does not repeat the message already on screen', () => {
    notify({ key: 'messages:LOGIN_EXPIRED' });
    const first = feedbackStore.get().notification?.id;
    notify({ key: 'messages:LOGIN_EXPIRED' });
    expect(feedbackStore.get().notification?.id).toBe(first);
    notify({ key: 'messages:SYSTEM_ERROR' });
    expect(feedbackStore.get().notification?.id).not.toBe(first);
  });

  it('dismisses only the notice it was asked to', () => {
    notify({ key: 'a' });
    const id = feedbackStore.get().notification?.id ?? -1;
    dismiss('notification', id + 1);
    expect(feedbackStore.get().notification).not.toBeNull();
    dismiss('notification', id);
    expect(feedbackStore.get().notification).toBeNull();
  });
});
