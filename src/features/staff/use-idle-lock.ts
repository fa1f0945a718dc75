import { useEffect, useRef } from 'react';
import { STAFF_IDLE_LOCK_SECONDS } from '../../lib/limits';

const ACTIVITY = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * Calls `onIdle` once after STAFF_IDLE_LOCK_SECONDS without a touch, click or key (a shared counter
 * device left alone locks itself; docs/staff.md#sessions). `seconds` overrides it for tests.
 */
export function useIdleLock(onIdle: () => void, seconds: number = STAFF_IDLE_LOCK_SECONDS): void {
  const latest = useRef(onIdle);
  latest.current = onIdle;
  useEffect(() => {
    let timer = setTimeout(() => latest.current(), seconds * 1000);
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), seconds * 1000);
    };
    for (const type of ACTIVITY) window.addEventListener(type, restart, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY) window.removeEventListener(type, restart);
    };
  }, [seconds]);
}

/** A test may shorten the idle time with ?idle=<seconds> (never below 1). */
export function idleSecondsFrom(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('idle');
  const value = raw === null ? NaN : Number(raw);
  return Number.isInteger(value) && value >= 1 ? value : undefined;
}
