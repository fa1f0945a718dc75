/** Seconds left until a wire time (whole seconds), never below zero. */
export function secondsLeft(untilSeconds: number, nowMs: number): number {
  return Math.max(0, untilSeconds - Math.floor(nowMs / 1000));
}

/** 'm:ss', or 'h:mm:ss' from an hour up: the time left to pay. */
export function formatTimeLeft(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
