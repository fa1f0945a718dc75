/**
 * Times for bookings made by browser tests and the screenshot journeys. No Playwright import, so
 * scripts can use it too.
 */

/** A time `hoursAhead` from now, whole seconds, rounded to the next quarter hour. */
export function secondsFromNow(hoursAhead: number): number {
  const at = Math.floor(Date.now() / 1000) + Math.round(hoursAhead * 3600);
  return Math.ceil(at / 900) * 900;
}
