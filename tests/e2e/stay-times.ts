/**
 * Times for bookings made by browser tests and the screenshot journeys. No Playwright import, so
 * scripts can use it too.
 */

/** The server's clock minus this machine's, in ms (0 until a browser test learns it). */
let serverClockOffsetMs = 0;

/**
 * Tells the stay times the server's clock: specs move it forward (an expired code, a scheduled
 * publish), so 'from now' means from the server's now. The browser tests' `test` sets it before
 * every test (tests/e2e/test.ts); scripts leave it at 0.
 */
export function setServerClockOffset(ms: number): void {
  serverClockOffsetMs = ms;
}

/** A time `hoursAhead` from the server's now, whole seconds, rounded to the next quarter hour. */
export function secondsFromNow(hoursAhead: number): number {
  const at = Math.floor((Date.now() + serverClockOffsetMs) / 1000) + Math.round(hoursAhead * 3600);
  return Math.ceil(at / 900) * 900;
}
