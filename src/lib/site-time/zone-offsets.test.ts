import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { learnZoneOffsets, wallTimeOf, zoneOffsetsBetween } from '.';

// dayjs with its time-zone plugins is the oracle, as in site-time.test.ts.
dayjs.extend(utc);
dayjs.extend(timezone);

const DAY = 86_400;
// Zones with and without daylight saving, one changing by half an hour, one 45 minutes off the hour.
const ZONES = ['UTC', 'Pacific/Auckland', 'Europe/London', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata', 'Pacific/Chatham', 'America/Sao_Paulo'];
const zones = fc.constantFrom(...ZONES);
// 2020-01-01 .. 2040-01-01.
const starts = fc.integer({ min: 1_577_836_800, max: 2_208_988_800 });
const offsetOf = (at: number, zone: string) => dayjs.unix(at).tz(zone).utcOffset() * 60;

describe('zoneOffsetsBetween', () => {
  it("covers the stretch with one span per offset, each the zone's offset throughout, changing on the second the clocks change", () => {
    fc.assert(
      fc.property(zones, starts, fc.integer({ min: 1, max: 32 * DAY }), (zone, from, length) => {
        const { timeZone, spans } = zoneOffsetsBetween(zone, from, from + length);
        expect(timeZone).toBe(zone);
        expect(spans[0]?.from).toBe(from);
        expect(spans.at(-1)?.until).toBe(from + length);
        spans.forEach((span, i) => {
          expect(span.until).toBeGreaterThan(span.from);
          expect(offsetOf(span.from, zone)).toBe(span.offsetSeconds);
          expect(offsetOf(span.until - 1, zone)).toBe(span.offsetSeconds);
          const next = spans[i + 1];
          if (next) {
            expect(next.from).toBe(span.until);
            expect(next.offsetSeconds).not.toBe(span.offsetSeconds);
          }
        });
      }),
      { numRuns: 60 },
    );
  });

  it("finds both of 2026's clock changes in Auckland (NZDT ends 5 April, starts 27 September)", () => {
    const year = zoneOffsetsBetween('Pacific/Auckland', Date.UTC(2026, 0, 1) / 1000, Date.UTC(2027, 0, 1) / 1000);
    expect(year.spans.map((s) => [new Date(s.from * 1000).toISOString(), s.offsetSeconds / 3600])).toEqual([
      ['2026-01-01T00:00:00.000Z', 13],
      ['2026-04-04T14:00:00.000Z', 12],
      ['2026-09-26T14:00:00.000Z', 13],
    ]);
  });

  it('reads an unknown zone as UTC, as the clock does', () => {
    expect(zoneOffsetsBetween('Not/AZone', 0, DAY).spans).toEqual([{ from: 0, until: DAY, offsetSeconds: 0 }]);
  });
});

describe('learnZoneOffsets', () => {
  it('gives the same clock inside the stretch it was sent and outside it', () => {
    fc.assert(
      fc.property(zones, starts, fc.integer({ min: -40 * DAY, max: 40 * DAY }), (zone, from, probe) => {
        learnZoneOffsets(zoneOffsetsBetween(zone, from, from + 32 * DAY));
        const at = from + probe;
        const local = dayjs.unix(at).tz(zone);
        expect(wallTimeOf(at, zone)).toEqual({ date: local.format('YYYY-MM-DD'), time: local.format('HH:mm') });
      }),
      { numRuns: 60 },
    );
  });

  it('reads a learnt zone without making a date format', () => {
    const from = Date.UTC(2026, 10, 20) / 1000;
    learnZoneOffsets({ timeZone: 'Antarctica/Troll', spans: [{ from, until: from + DAY, offsetSeconds: 3600 }] });
    const made = { count: 0 };
    const Real = Intl.DateTimeFormat;
    Intl.DateTimeFormat = new Proxy(Real, { construct: (target, args: ConstructorParameters<typeof Real>) => ((made.count += 1), new target(...args)) });
    try {
      expect(wallTimeOf(from + 3600, 'Antarctica/Troll')).toEqual({ date: '2026-11-20', time: '02:00' });
    } finally {
      Intl.DateTimeFormat = Real;
    }
    expect(made.count).toBe(0);
  });
});
