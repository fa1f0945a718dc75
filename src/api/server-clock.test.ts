import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  noteBookingClocks,
  noteServerTime,
  resetServerClock,
  serverClockOffsetMs,
  serverNowMs,
  withBookingClocks,
} from './server-clock';

const PHONE = Date.parse('2031-03-04T09:00:00Z');

afterEach(() => {
  resetServerClock();
  vi.useRealTimers();
});

describe('the server clock (docs/rules.md#server-clock)', () => {
  it("learns from a held booking how far the phone's clock is off, and corrects now by it", () => {
    vi.useFakeTimers({ now: PHONE });
    // The phone is 3 hours behind: the server says 10 minutes are left of a hold ending at server 12:10.
    const serverNow = PHONE / 1000 + 3 * 3600;
    noteBookingClocks([{ holdExpiresAt: serverNow + 600, holdSecondsLeft: 600 }]);
    expect(serverClockOffsetMs()).toBe(3 * 3600 * 1000);
    expect(serverNowMs()).toBe(PHONE + 3 * 3600 * 1000);
    vi.advanceTimersByTime(60_000);
    expect(Math.floor(serverNowMs() / 1000)).toBe(serverNow + 60);
  });

  it('ignores bookings without a hold, and differences within a second and a half (no countdown jitter)', () => {
    vi.useFakeTimers({ now: PHONE });
    noteBookingClocks([{ holdExpiresAt: null, holdSecondsLeft: null }, undefined]);
    expect(serverClockOffsetMs()).toBe(0);
    noteServerTime(PHONE / 1000 + 1);
    expect(serverClockOffsetMs()).toBe(0);
    noteServerTime(PHONE / 1000 - 7200);
    expect(serverClockOffsetMs()).toBe(-7200 * 1000);
  });

  it('reads the bookings of an answer (result.booking and result.list) and passes the answer on unchanged', () => {
    vi.useFakeTimers({ now: PHONE });
    const answer = {
      success: true,
      result: {
        rtn: 1,
        list: [
          { holdExpiresAt: null, holdSecondsLeft: null },
          { holdExpiresAt: PHONE / 1000 + 900, holdSecondsLeft: 300 },
        ],
      },
    };
    expect(withBookingClocks(answer)).toBe(answer);
    expect(serverClockOffsetMs()).toBe(600 * 1000);
    expect(withBookingClocks(null)).toBeNull();
  });
});
