import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionBridge, sessionStore } from './session-store';

describe('sessionBridge', () => {
  afterEach(() => sessionBridge.disconnect());

  it('is logged out without loading anything until an event needs the flow', () => {
    const load = vi.fn();
    sessionBridge.loadWhenNeeded(load);
    expect(sessionStore.get().status).toBe('loggedOut');
    expect(load).not.toHaveBeenCalled();
    sessionBridge.send({ type: 'LOGIN_SUCCEEDED', token: 't' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands queued events to the flow when it connects', () => {
    sessionBridge.loadWhenNeeded(() => {});
    sessionBridge.send({ type: 'LOGIN_SUCCEEDED', token: 't' });
    const sender = vi.fn();
    sessionBridge.connect(sender);
    expect(sender).toHaveBeenCalledWith({ type: 'LOGIN_SUCCEEDED', token: 't' });
    sessionBridge.send({ type: 'LOGOUT' });
    expect(sender).toHaveBeenLastCalledWith({ type: 'LOGOUT' });
  });
});
