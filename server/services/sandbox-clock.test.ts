import { describe, expect, it } from 'vitest';
import { createSandboxClock } from './sandbox-clock';

describe('sandbox clock', () => {
  it('follows the base clock and moves forward by whole seconds, never back', () => {
    let base = 1_000_000;
    const clock = createSandboxClock(() => new Date(base));
    expect(clock.now().getTime()).toBe(1_000_000);
    expect(clock.advance(301).getTime()).toBe(1_301_000);
    base += 500;
    expect(clock.now().getTime()).toBe(1_301_500);
    expect(clock.advance(-50).getTime()).toBe(1_301_500);
  });
});
