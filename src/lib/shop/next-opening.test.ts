import { describe, expect, it } from 'vitest';
import type { ShopSettings } from '../../generated/tenant';
import { epochOfWallTime } from '../site-time';
import { nextOpening } from './next-opening';

const zone = 'Pacific/Auckland';
const at = (date: string, time: string) => epochOfWallTime({ date, time }, zone)!;

const settings: ShopSettings = {
  // 2026-11-23 is a Monday: weekdays 07:00-22:00, Saturday 09:00-14:00, closed on Sunday.
  openingHours: [
    { days: [1, 2, 3, 4, 5], open: '07:00', close: '22:00' },
    { days: [6], open: '09:00', close: '14:00' },
  ],
  minimumWaitMinutes: 20,
  pickup: { enabled: true, slotMinutes: 15, daysAhead: 1 },
  delivery: { enabled: false, minimumAmount: 0, freeDeliveryAmount: 0 },
  table: { enabled: false, tables: [] },
} as ShopSettings;

describe('nextOpening', () => {
  it('is the next morning after closing time', () => {
    expect(nextOpening(settings, at('2026-11-24', '22:30'), zone)).toBe(at('2026-11-25', '07:00'));
  });

  it('is later today before opening time', () => {
    expect(nextOpening(settings, at('2026-11-24', '05:10'), zone)).toBe(at('2026-11-24', '07:00'));
  });

  it("skips a closed day: Saturday afternoon opens Monday, the weekend's own hours kept", () => {
    expect(nextOpening(settings, at('2026-11-27', '23:00'), zone)).toBe(at('2026-11-28', '09:00'));
    expect(nextOpening(settings, at('2026-11-28', '15:00'), zone)).toBe(at('2026-11-30', '07:00'));
  });

  it('is none when the shop has no hours or its online ordering ends first', () => {
    expect(
      nextOpening({ ...settings, openingHours: [] } as unknown as ShopSettings, at('2026-11-24', '23:00'), zone),
    ).toBeNull();
    expect(nextOpening({ ...settings, serviceExpiry: '2026-11-24' }, at('2026-11-24', '23:00'), zone)).toBeNull();
  });
});
