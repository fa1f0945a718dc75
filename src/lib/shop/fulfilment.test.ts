import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ShopSettings } from '../../generated/tenant';
import { PICKUP_LATE_GRACE_SECONDS } from '../limits';
import { epochOfWallTime } from '../site-time';
import {
  checkDelivery,
  checkPickup,
  checkTable,
  isOpenAt,
  onPickupGrid,
  pickupSlots,
  shopStateProblem,
  slotsStillOffered,
  zoneFor,
} from './fulfilment';

const zone = 'Australia/Sydney';
const at = (date: string, time: string) => epochOfWallTime({ date, time }, zone)!;

const settings: ShopSettings = {
  // 2026-11-23 is a Monday.
  openingHours: [{ days: [1, 2, 3, 4, 5], open: '08:00', close: '20:00' }],
  minimumWaitMinutes: 20,
  pickup: { enabled: true, slotMinutes: 15, daysAhead: 1 },
  delivery: {
    enabled: true,
    minimumAmount: 1000,
    freeDeliveryAmount: 5000,
    zones: [
      { id: 'city', name: { 'en-gb': 'City' }, postcodes: ['2000'], fee: 500, minimum: 1500 },
      { id: 'near', name: { 'en-gb': 'Near' }, radiusKm: 2, fee: 300, minimum: 0 },
    ],
  },
  table: { enabled: true, tables: ['T1'] },
  serviceExpiry: '2026-12-31',
};
const site = { lat: -33.8793, lng: 151.2039 };
const address = (postcode: string, extra: { lat?: number; lng?: number } = {}) => ({
  line1: '1 George Street',
  postcode,
  ...extra,
});

describe('delivery (docs/shop.md#delivery)', () => {
  it('finds the zone by postcode (spaces and case ignored) or by radius', () => {
    expect(zoneFor(settings, address(' 2000 '), site)?.id).toBe('city');
    expect(zoneFor(settings, address('2010', { lat: -33.88, lng: 151.21 }), site)?.id).toBe('near');
    expect(zoneFor(settings, address('2010', { lat: -33.95, lng: 151.3 }), site)).toBeUndefined();
  });

  it("refuses with the rule's message", () => {
    expect(checkDelivery(settings, undefined, 2000, site)).toEqual({
      ok: false,
      problem: { code: 'SHOP_DELIVERY_ADDRESS_REQUIRED' },
    });
    expect(checkDelivery(settings, address('3000'), 2000, site)).toEqual({
      ok: false,
      problem: { code: 'SHOP_OUT_OF_ZONE' },
    });
    expect(checkDelivery(settings, address('2000'), 1400, site)).toEqual({
      ok: false,
      problem: { code: 'SHOP_DELIVERY_MINIMUM' },
      minimum: 1500,
    });
    expect(
      checkDelivery({ ...settings, delivery: { ...settings.delivery, enabled: false } }, address('2000'), 2000, site),
    ).toEqual({ ok: false, problem: { code: 'SHOP_DELIVERY_OFF' } });
    expect(checkDelivery(settings, address('2000'), 1500, site)).toMatchObject({ ok: true, zone: { id: 'city' } });
  });
});

describe("opening hours and the shop's state", () => {
  it("open inside [open, close) on its weekdays, in the site's zone", () => {
    expect(isOpenAt(settings, at('2026-11-23', '08:00'), zone)).toBe(true);
    expect(isOpenAt(settings, at('2026-11-23', '20:00'), zone)).toBe(false);
    expect(isOpenAt(settings, at('2026-11-22', '12:00'), zone)).toBe(false);
  });

  it('closed and service expired are states with their messages', () => {
    expect(shopStateProblem(settings, at('2026-11-23', '07:00'), zone)).toEqual({ code: 'SHOP_CLOSED' });
    expect(shopStateProblem(settings, at('2027-01-04', '12:00'), zone)).toEqual({ code: 'SHOP_SERVICE_EXPIRED' });
    expect(shopStateProblem(settings, at('2026-11-23', '12:00'), zone)).toBeNull();
  });
});

describe('pickup (docs/shop.md#pickup)', () => {
  const now = at('2026-11-23', '12:07');

  it('offers slots on the slot boundaries from now + the waiting time, inside opening hours', () => {
    const slots = pickupSlots(settings, now, zone);
    expect(slots[0]).toBe(at('2026-11-23', '12:30'));
    expect(slots).toContain(at('2026-11-23', '19:45'));
    expect(slots).not.toContain(at('2026-11-23', '20:00'));
    expect(slots).toContain(at('2026-11-24', '08:00'));
    expect(slots.at(-1)).toBe(at('2026-11-24', '19:45'));
  });

  it('refuses inside the waiting time, outside opening hours, too far ahead', () => {
    expect(checkPickup(settings, at('2026-11-23', '12:15'), now, zone)).toEqual({
      code: 'SHOP_PICKUP_TOO_SOON',
      params: { minutes: 20 },
    });
    expect(checkPickup(settings, at('2026-11-23', '21:00'), now, zone)).toEqual({ code: 'SHOP_PICKUP_OUTSIDE_HOURS' });
    expect(checkPickup(settings, at('2026-11-25', '12:00'), now, zone)).toEqual({
      code: 'SHOP_PICKUP_TOO_FAR',
      params: { day: 1 },
    });
    expect(checkPickup(settings, at('2026-11-23', '12:30'), now, zone)).toBeNull();
    // 12:30 leaves the offered slots at 12:10; an order for it placed then is still taken for a minute.
    expect(checkPickup(settings, at('2026-11-23', '12:30'), at('2026-11-23', '12:11'), zone)).toBeNull();
    expect(checkPickup(settings, at('2026-11-23', '12:30'), at('2026-11-23', '12:11') + 1, zone)?.code).toBe(
      'SHOP_PICKUP_TOO_SOON',
    );
    expect(
      checkPickup(
        { ...settings, pickup: { ...settings.pickup, enabled: false } },
        at('2026-11-23', '12:30'),
        now,
        zone,
      ),
    ).toEqual({ code: 'SHOP_PICKUP_OFF' });
  });

  it('a list read earlier keeps, at a later moment, exactly the slots the order would still take, in order', () => {
    const read = pickupSlots(settings, now, zone);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 36 * 3600 }), (later) => {
        const kept = slotsStillOffered(read, settings, now + later);
        // Every slot kept is taken; every slot dropped is refused once the grace for a request on its way is over.
        for (const slot of kept) expect(checkPickup(settings, slot, now + later, zone)).toBeNull();
        for (const slot of read.filter((s) => !kept.includes(s))) {
          expect(checkPickup(settings, slot, now + later + PICKUP_LATE_GRACE_SECONDS + 1, zone)?.code).toBe(
            'SHOP_PICKUP_TOO_SOON',
          );
        }
        // The slots fresh at that moment start no later than what is kept (a later read may add a day's slots at the end).
        expect(pickupSlots(settings, now + later, zone).slice(0, kept.length)).toEqual(kept);
      }),
    );
    // The first slot (12:30) goes at 12:10, when it comes inside the 20 minutes' wait.
    expect(slotsStillOffered(read, settings, at('2026-11-23', '12:10'))[0]).toBe(at('2026-11-23', '12:30'));
    expect(slotsStillOffered(read, settings, at('2026-11-23', '12:10') + 1)[0]).toBe(at('2026-11-23', '12:45'));
  });
});

describe('pickup times on the slot grid only (docs/shop.md#pickup)', () => {
  const now = at('2026-11-23', '12:07');

  it('a time 7 seconds (or a minute) off a slot is refused with its own message; the slot itself is taken', () => {
    const slot = at('2026-11-23', '12:30');
    expect(checkPickup(settings, slot, now, zone)).toBeNull();
    expect(checkPickup(settings, slot + 7, now, zone)).toEqual({ code: 'SHOP_PICKUP_NOT_A_SLOT' });
    expect(checkPickup(settings, slot - 7, now, zone)).toEqual({ code: 'SHOP_PICKUP_NOT_A_SLOT' });
    expect(checkPickup(settings, at('2026-11-23', '12:31'), now, zone)).toEqual({ code: 'SHOP_PICKUP_NOT_A_SLOT' });
    expect(onPickupGrid(settings, 1.5, zone)).toBe(false);
  });

  // Zones with clock changes (whole hour, half hour, at 02:00 and at midnight), and none.
  const zones = [
    'Australia/Sydney',
    'Australia/Lord_Howe',
    'America/Santiago',
    'Europe/London',
    'Pacific/Auckland',
    'Asia/Kolkata',
    undefined,
  ];
  const allDay: ShopSettings = {
    ...settings,
    openingHours: [{ days: [1, 2, 3, 4, 5, 6, 7], open: '00:00', close: '24:00' }],
    minimumWaitMinutes: 0,
  };
  // Any instant of a year, or one within three days of a clock change of these zones in 2026.
  const start = Date.UTC(2026, 0, 1) / 1000;
  const changes = ['2026-03-29', '2026-04-05', '2026-09-06', '2026-09-27', '2026-10-04', '2026-10-25'].map(
    (d) => Date.parse(`${d}T00:00:00Z`) / 1000,
  );
  const instant = fc.oneof(
    fc.integer({ min: start, max: start + 400 * 86_400 }),
    fc
      .tuple(fc.constantFrom(...changes), fc.integer({ min: -3 * 86_400, max: 3 * 86_400 }))
      .map(([change, shift]) => change + shift),
  );

  it('every slot offered is on the grid, and on the days around any instant the grid is exactly the slots offered', () => {
    fc.assert(
      fc.property(
        instant,
        fc.constantFrom(...zones),
        fc.constantFrom(5, 10, 15, 20, 30, 60),
        fc.integer({ min: -90, max: 90 }),
        (t, tz, slotMinutes, offset) => {
          const s: ShopSettings = { ...allDay, pickup: { enabled: true, slotMinutes, daysAhead: 2 } };
          const offered = pickupSlots(s, t - 86_400, tz, 10_000);
          for (const slot of offered.slice(0, 50)) expect(onPickupGrid(s, slot, tz)).toBe(true);
          // An instant on the middle day: on the grid exactly when it is offered (the list covers the day before and after).
          const candidate = (offered.find((slot) => slot >= t) ?? t) + offset * 60 + (offset % 7);
          if (candidate >= t - 86_400 + 3600 && candidate <= t + 86_400)
            expect(onPickupGrid(s, candidate, tz)).toBe(offered.includes(candidate));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('on a day a clock change skips an hour, the grid time it skips is the instant pickupSlots offers for it', () => {
    // Sydney skips 02:00-03:00 on 2026-10-04: 02:30 reads as 03:30, which pickupSlots offers once.
    const tz = 'Australia/Sydney';
    const s: ShopSettings = { ...allDay, pickup: { enabled: true, slotMinutes: 15, daysAhead: 1 } };
    const skipped = epochOfWallTime({ date: '2026-10-04', time: '02:30' }, tz)!;
    expect(pickupSlots(s, epochOfWallTime({ date: '2026-10-04', time: '00:00' }, tz)!, tz, 10_000)).toContain(skipped);
    expect(onPickupGrid(s, skipped, tz)).toBe(true);
    expect(onPickupGrid(s, skipped + 7, tz)).toBe(false);
    // Lord Howe skips half an hour (02:00-02:30): with hourly slots, 02:00 is offered as the instant that reads 02:30.
    const lordHowe = 'Australia/Lord_Howe';
    const hourly: ShopSettings = { ...allDay, pickup: { enabled: true, slotMinutes: 60, daysAhead: 1 } };
    const two = epochOfWallTime({ date: '2026-10-04', time: '02:00' }, lordHowe)!;
    expect(two).toBe(epochOfWallTime({ date: '2026-10-04', time: '02:30' }, lordHowe));
    expect(
      pickupSlots(hourly, epochOfWallTime({ date: '2026-10-04', time: '00:00' }, lordHowe)!, lordHowe, 10_000),
    ).toContain(two);
    expect(onPickupGrid(hourly, two, lordHowe)).toBe(true);
  });
});

describe('table', () => {
  it('a known table of a shop taking table orders', () => {
    expect(checkTable(settings, 'T1')).toBeNull();
    expect(checkTable(settings, 'T9')).toEqual({ code: 'SHOP_TABLE_UNKNOWN' });
    expect(checkTable({ ...settings, table: { enabled: false } }, 'T1')).toEqual({ code: 'SHOP_TABLE_OFF' });
  });
});
