import { describe, expect, it } from 'vitest';
import enGb from '../../../i18n/locales/en-gb/parking.json';
import zhHans from '../../../i18n/locales/zh-hans/parking.json';
import { BOOKING_STATUS_KEYS, hasPasses } from './booking-status-key';

const lookup = (tree: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined),
      tree,
    );

describe('booking status labels', () => {
  it.each([
    ['en-gb', enGb],
    ['zh-hans', zhHans],
  ])('%s has a label for every status', (_locale, locale) => {
    for (const key of Object.values(BOOKING_STATUS_KEYS)) expect(typeof lookup(locale, key), key).toBe('string');
  });

  it('shows passes of paid bookings only', () => {
    expect(hasPasses('booked')).toBe(true);
    expect(hasPasses('topped_up')).toBe(true);
    expect(hasPasses('expired')).toBe(true);
    expect(hasPasses('pending_payment')).toBe(false);
    expect(hasPasses('released')).toBe(false);
    expect(hasPasses('cancelled')).toBe(false);
  });
});
