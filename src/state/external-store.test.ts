import { describe, expect, it, vi } from 'vitest';
import { createExternalStore } from './external-store';

describe('createExternalStore', () => {
  it('notifies subscribers of changes only', () => {
    const store = createExternalStore(1);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set(1);
    expect(listener).not.toHaveBeenCalled();
    store.set((n) => n + 1);
    expect(store.get()).toBe(2);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set(3);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
