import { describe, expect, it } from 'vitest';
import { canCancel, canPayNow, canTopUp, passesWithQr, statusChipOf, type BookingStatus } from './booking-status';

const pass = (passCode: string) => ({
  ticketNo: 'ABCD-EFGH-1',
  passCode,
  inside: false,
  lastEntry: null,
  lastExit: null,
  penalty: 0,
});

describe('statusChipOf', () => {
  it.each<[BookingStatus, string, string, string, string | null]>([
    ['booked', 'success', 'filled', 'success', null],
    ['topped_up', 'info', 'filled', 'info', null],
    ['pending_payment', 'warning', 'filled', 'warning', null],
    ['cancelled', 'default', 'filled', 'info', null],
    ['expired', 'default', 'outlined', 'info', 'statusNote.expired'],
    ['released', 'error', 'outlined', 'error', 'statusNote.released'],
  ])('%s has its label, colour, variant, note severity and note', (status, colour, variant, severity, note) => {
    expect(statusChipOf(status)).toEqual({ labelKey: `status.${status}`, colour, variant, severity, noteKey: note });
  });
});

describe('passesWithQr', () => {
  it('lists the passes with codes of booked, topped-up and expired bookings', () => {
    for (const status of ['booked', 'topped_up', 'expired'] as const) {
      expect(passesWithQr({ status, passes: [pass('a'), pass('')] })).toEqual([pass('a')]);
    }
  });
  it('lists none for unpaid, released or cancelled bookings', () => {
    for (const status of ['pending_payment', 'released', 'cancelled'] as const) {
      expect(passesWithQr({ status, passes: [pass('a')] })).toEqual([]);
    }
  });
});

describe('actions', () => {
  const now = 1_000_000;
  it('offers Pay now while the hold lasts', () => {
    expect(canPayNow({ status: 'pending_payment', holdExpiresAt: now + 1 }, now)).toBe(true);
    expect(canPayNow({ status: 'pending_payment', holdExpiresAt: now }, now)).toBe(false);
    expect(canPayNow({ status: 'pending_payment', holdExpiresAt: null }, now)).toBe(true);
    expect(canPayNow({ status: 'booked', holdExpiresAt: null }, now)).toBe(false);
  });
  it('offers a top-up of paid bookings before exit, only when the tenant has top-ups', () => {
    expect(canTopUp({ status: 'booked', exit: now + 60 }, now, true)).toBe(true);
    expect(canTopUp({ status: 'topped_up', exit: now + 60 }, now, true)).toBe(true);
    expect(canTopUp({ status: 'booked', exit: now + 60 }, now, false)).toBe(false);
    expect(canTopUp({ status: 'booked', exit: now }, now, true)).toBe(false);
    expect(canTopUp({ status: 'pending_payment', exit: now + 60 }, now, true)).toBe(false);
    expect(canTopUp({ status: 'cancelled', exit: now + 60 }, now, true)).toBe(false);
    // A pass at (or within the minimum interval of) the latest exit its conditions allow cannot be extended.
    expect(canTopUp({ status: 'booked', exit: now + 60, latestExit: now + 60 }, now, true, 30)).toBe(false);
    expect(canTopUp({ status: 'booked', exit: now + 60, latestExit: now + 60 + 29 * 60 }, now, true, 30)).toBe(false);
    expect(canTopUp({ status: 'booked', exit: now + 60, latestExit: now + 60 + 30 * 60 }, now, true, 30)).toBe(true);
    expect(canTopUp({ status: 'booked', exit: now + 60, latestExit: null }, now, true, 30)).toBe(true);
  });
  it('offers cancelling before entry for booked, topped-up and unpaid bookings', () => {
    for (const status of ['booked', 'topped_up', 'pending_payment'] as const) {
      expect(canCancel({ status, entry: now + 1 }, now)).toBe(true);
      expect(canCancel({ status, entry: now }, now)).toBe(false);
    }
    for (const status of ['cancelled', 'expired', 'released'] as const)
      expect(canCancel({ status, entry: now + 1 }, now)).toBe(false);
  });
});
