import { useEffect, useState } from 'react';
import { serverNowMs } from '../api/server-clock';

/** The current time in ms, refreshed every `intervalMs` while `active`. */
export function useNow(active: boolean, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [active, intervalMs]);
  return now;
}

/**
 * The server's current time in ms (docs/rules.md#server-clock), refreshed every `intervalMs` while
 * `active`: what countdowns to the server's deadlines (a hold's end) read, so a phone whose clock
 * is wrong still shows the right time left.
 */
export function useServerNow(active: boolean, intervalMs = 1000): number {
  const [now, setNow] = useState(serverNowMs);
  useEffect(() => {
    if (!active) return undefined;
    setNow(serverNowMs());
    const timer = window.setInterval(() => setNow(serverNowMs()), intervalMs);
    return () => window.clearInterval(timer);
  }, [active, intervalMs]);
  return now;
}
