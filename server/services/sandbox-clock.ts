import type { Clock } from './shared/clock';

/**
 * A clock that tests of the running server can move forward (SANDBOX_CLOCK=1, never in
 * production): browser tests then see a code expire or a resend wait end without sleeping.
 */
export interface SandboxClock {
  now: Clock;
  /** Moves time forward by whole seconds; time never goes back. */
  advance(seconds: number): Date;
}

export function createSandboxClock(base: Clock = () => new Date()): SandboxClock {
  let offsetMs = 0;
  const now: Clock = () => new Date(base().getTime() + offsetMs);
  return {
    now,
    advance(seconds) {
      offsetMs += Math.max(0, Math.trunc(seconds)) * 1000;
      return now();
    },
  };
}
