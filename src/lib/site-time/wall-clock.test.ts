import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { learnZoneOffsets, wallSecondsAt, zoneOffsetsFrom } from './wall-clock';

/** The oracle: the wall clock Intl shows at that very instant, with a formatter of the test's own (no memory of offsets). */
function shownByIntl(epochSeconds: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(new Date(epochSeconds * 1000));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) / 1000;
}

const ZONES = [
  'UTC',
  'Pacific/Auckland',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
  'Pacific/Chatham',
  'Europe/London',
  'America/New_York',
  'America/St_Johns',
  'Africa/Monrovia',
];

// Offset changes in 2026 (UTC): Sydney's two, Lord Howe's half-hour ones, Chatham's (+13:45 / +12:45),
// London's, New York's and St John's (-2:30 / -3:30); and one inside a quarter hour of UTC: Monrovia's
// -0:44:30 to UTC on 1972-01-07 at 00:44:30 UTC (the quarter hour that holds it is read second by second).
const CHANGES = [
  Date.UTC(1972, 0, 7, 0, 44, 30) / 1000,
  Date.UTC(2026, 3, 4, 16) / 1000,
  Date.UTC(2026, 9, 3, 16) / 1000,
  Date.UTC(2026, 3, 4, 15) / 1000,
  Date.UTC(2026, 9, 3, 15, 30) / 1000,
  Date.UTC(2026, 3, 4, 14) / 1000,
  Date.UTC(2026, 8, 26, 14) / 1000,
  Date.UTC(2026, 2, 29, 1) / 1000,
  Date.UTC(2026, 9, 25, 1) / 1000,
  Date.UTC(2026, 2, 8, 7) / 1000,
  Date.UTC(2026, 10, 1, 6) / 1000,
  Date.UTC(2026, 2, 8, 5, 30) / 1000,
  Date.UTC(2026, 10, 1, 4, 30) / 1000,
];

describe('wallSecondsAt', () => {
  it('reads what Intl shows at every instant, whether its quarter hour was asked before or not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800 }), fc.constantFrom(...ZONES), (at, zone) => {
        expect(wallSecondsAt(at, zone)).toBe(shownByIntl(at, zone));
        // The same quarter hour again, from its memory this time.
        expect(wallSecondsAt(at + 1, zone)).toBe(shownByIntl(at + 1, zone));
      }),
      { numRuns: 500 },
    );
  });

  it('is exact around every offset change, including the second before and the second of it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CHANGES),
        fc.integer({ min: -3 * 3600, max: 3 * 3600 }),
        fc.constantFrom(...ZONES),
        (change, shift, zone) => {
          const at = change + shift;
          expect(wallSecondsAt(at, zone)).toBe(shownByIntl(at, zone));
        },
      ),
      { numRuns: 2000 },
    );
    for (const change of CHANGES) {
      for (const zone of ZONES) {
        for (const at of [change - 1, change, change + 1]) expect(wallSecondsAt(at, zone)).toBe(shownByIntl(at, zone));
      }
    }
  });

  it('drops fractions of a second as Intl does, before 1970 too', () => {
    expect(wallSecondsAt(1.9, 'UTC')).toBe(1);
    expect(wallSecondsAt(-1.5, 'UTC')).toBe(-2);
    expect(wallSecondsAt(Date.UTC(2026, 10, 20, 19, 15) / 1000 + 0.75, 'Pacific/Auckland')).toBe(
      Date.UTC(2026, 10, 21, 8, 15) / 1000,
    );
  });

  it('reads UTC for an unknown zone', () => {
    expect(wallSecondsAt(1_800_000_000, 'Not/AZone')).toBe(1_800_000_000);
    expect(wallSecondsAt(1_800_000_000, 'constructor')).toBe(1_800_000_000);
  });
});

describe('offsets read by the server, taken by the browser', () => {
  afterEach(() => vi.restoreAllMocks());

  it('zoneOffsetsFrom gives the offsets Intl shows for the next quarter hours, and leaves out one that holds a change', () => {
    const at = Date.UTC(2026, 9, 3, 15, 40) / 1000;
    const pairs = zoneOffsetsFrom(at, 'Australia/Sydney', 4)
      .split(' ')
      .map((pair) => pair.split(':').map(Number) as [number, number]);
    expect(pairs.map(([quarter]) => quarter)).toEqual([0, 1, 2, 3].map((i) => Math.floor(at / 900) + i));
    // 16:00 UTC the clocks go forward (+10 -> +11): the first two quarter hours before it, the last two after.
    expect(pairs.map(([, offset]) => offset)).toEqual([36_000, 36_000, 39_600, 39_600]);
    for (const [quarter, offset] of pairs)
      expect(shownByIntl(quarter * 900, 'Australia/Sydney') - quarter * 900).toBe(offset);
    const monrovia = Date.UTC(1972, 0, 7, 0, 30) / 1000;
    expect(zoneOffsetsFrom(monrovia, 'Africa/Monrovia', 2)).toBe(`${Math.floor(monrovia / 900) + 1}:0`);
  });

  it('learnt offsets answer the wall clock without formatting a date', () => {
    // A zone no other test here reads, so this process has no formatter for it yet.
    const at = Date.UTC(2026, 10, 24, 6, 5) / 1000;
    const encoded = `${Math.floor(at / 900)}:32400 ${Math.floor(at / 900) + 1}:32400`;
    // The wall clock formats with DateTimeFormat's format, a getter (typed as a method, hence the
    // cast); the oracle here uses formatToParts.
    const made = vi.spyOn(Intl.DateTimeFormat.prototype as unknown as { format: object }, 'format', 'get');
    expect(learnZoneOffsets('Asia/Tokyo', encoded)).toBe(2);
    expect(wallSecondsAt(at, 'Asia/Tokyo')).toBe(at + 9 * 3600);
    expect(wallSecondsAt(at + 1000, 'Asia/Tokyo')).toBe(at + 1000 + 9 * 3600);
    expect(made).not.toHaveBeenCalled();
    // Past what was learnt, Intl is asked as before.
    expect(wallSecondsAt(at + 7200, 'Asia/Tokyo')).toBe(shownByIntl(at + 7200, 'Asia/Tokyo'));
    expect(made).toHaveBeenCalled();
  });

  it('ignores what is not a quarter hour and an offset within a day', () => {
    expect(learnZoneOffsets('Asia/Seoul', '')).toBe(0);
    expect(learnZoneOffsets('Asia/Seoul', 'x:1 1.5:3600 2:90000 3:-86400 4: :5 1e3:0')).toBe(0);
    expect(learnZoneOffsets('Asia/Seoul', '7:32400 junk 8:-3600')).toBe(2);
  });
});
