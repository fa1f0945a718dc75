/**
 * The server's clock as the phone can know it (docs/rules.md#server-clock): a phone whose clock is
 * wrong (set by hand, another time zone's time) would count a booking's hold down wrongly. Each
 * booking the server sends carries its hold's seconds left by the server's own clock; from those
 * the browser learns how far the phone's clock is off, and every countdown reads `serverNowMs()`.
 * Until a booking has been seen the phone's clock is taken as right.
 */

let offsetMs = 0;

// Seconds on the wire are whole and answers take a moment to arrive: a difference within this is
// noise, and following it would make a countdown jump back and forth by a second.
const NOISE_MS = 1_500;

/** Notes the server's time `serverSeconds`, as of `receivedAtMs` on the phone's clock. */
export function noteServerTime(serverSeconds: number, receivedAtMs: number = Date.now()): void {
  const next = serverSeconds * 1000 - receivedAtMs;
  if (Math.abs(next - offsetMs) > NOISE_MS) offsetMs = next;
}

/** Now by the server's clock, in ms since the epoch (the phone's clock corrected by what was learnt). */
export function serverNowMs(): number {
  return Date.now() + offsetMs;
}

/** How far the phone's clock is behind the server's, in ms (negative: ahead). */
export function serverClockOffsetMs(): number {
  return offsetMs;
}

interface HeldBooking {
  holdExpiresAt?: number | null;
  holdSecondsLeft?: number | null;
}

/** Learns the server's time from the bookings of an answer (a held one says its hold's seconds left). */
export function noteBookingClocks(
  bookings: readonly (HeldBooking | undefined)[],
  receivedAtMs: number = Date.now(),
): void {
  for (const booking of bookings) {
    if (booking?.holdExpiresAt === null || booking?.holdExpiresAt === undefined) continue;
    if (booking.holdSecondsLeft === null || booking.holdSecondsLeft === undefined || booking.holdSecondsLeft <= 0)
      continue;
    noteServerTime(booking.holdExpiresAt - booking.holdSecondsLeft, receivedAtMs);
    return;
  }
}

/** The answer of a call that may carry bookings (result.booking, result.list), after learning from them. */
export function withBookingClocks<T>(answer: T): T {
  const result = (answer as { result?: { booking?: HeldBooking; list?: unknown } } | null)?.result;
  if (result) {
    const list = Array.isArray(result.list) ? (result.list as HeldBooking[]) : [];
    noteBookingClocks([result.booking, ...list]);
  }
  return answer;
}

/** For tests: forget what was learnt. */
export function resetServerClock(): void {
  offsetMs = 0;
}
