import { describe, expect, it } from 'vitest';
import { epochFromZonedInput, quickExits, zonedInputValues } from './top-up-choices';

describe('quickExits', () => {
  it('adds 30 minutes, 1 hour and 2 hours to the current exit', () => {
    expect(quickExits(1_000)).toEqual([
      { minutes: 30, exit: 2_800 },
      { minutes: 60, exit: 4_600 },
      { minutes: 120, exit: 8_200 },
    ]);
  });
});

describe('site-zone inputs', () => {
  // 2026-01-15 09:30 in Auckland (NZDT, UTC+13) is 2026-01-14 20:30 UTC.
  const aucklandMorning = Date.UTC(2026, 0, 14, 20, 30) / 1000;

  it('shows an instant as the site local date and time', () => {
    expect(zonedInputValues(aucklandMorning, 'Pacific/Auckland')).toEqual({ date: '2026-01-15', time: '09:30' });
    expect(zonedInputValues(aucklandMorning, undefined)).toEqual({ date: '2026-01-14', time: '20:30' });
  });

  it('reads a typed site local time back as the same instant', () => {
    expect(epochFromZonedInput('2026-01-15', '09:30', 'Pacific/Auckland')).toBe(aucklandMorning);
    expect(epochFromZonedInput('2026-01-14', '20:30', undefined)).toBe(aucklandMorning);
  });

  it('round-trips across a daylight-saving change', () => {
    // NZ standard time (UTC+12) in July.
    const july = Date.UTC(2026, 6, 1, 0, 0) / 1000;
    const { date, time } = zonedInputValues(july, 'Pacific/Auckland');
    expect({ date, time }).toEqual({ date: '2026-07-01', time: '12:00' });
    expect(epochFromZonedInput(date, time, 'Pacific/Auckland')).toBe(july);
  });

  it('refuses incomplete or impossible input', () => {
    expect(epochFromZonedInput('', '09:30', 'Pacific/Auckland')).toBeNull();
    expect(epochFromZonedInput('2026-01-15', '', 'Pacific/Auckland')).toBeNull();
    expect(epochFromZonedInput('2026-02-30', '09:30', 'Pacific/Auckland')).toBeNull();
    expect(epochFromZonedInput('2026-01-15', '25:00', 'Pacific/Auckland')).toBeNull();
  });
});
