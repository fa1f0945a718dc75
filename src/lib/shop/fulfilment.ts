/**
 * Where and when a shop order is fulfilled (docs/shop.md#fulfilment): opening hours in the site's
 * zone, service expiry, delivery zones and minimums, pickup slots after the minimum waiting time,
 * table ordering. Pure and shared by the browser (to offer) and the server (to refuse).
 */
import type { ShopSettings } from '../../generated/tenant';
import type { Message } from '../../protocol/message';
import { addDays, calendarDayInTimeZone, epochOfWallTime, wallTimeOf } from '../site-time';
import { PICKUP_LATE_GRACE_SECONDS } from '../limits';

export type DeliveryZone = NonNullable<ShopSettings['delivery']['zones']>[number];

export interface DeliveryAddress {
  line1: string;
  postcode: string;
  /** Where the address is, when the browser knows it (radius zones). */
  lat?: number;
  lng?: number;
}

export interface Place {
  lat: number;
  lng: number;
}

const normalisePostcode = (p: string): string => p.replace(/\s+/g, '').toUpperCase();

/** Great-circle distance in km. */
export function distanceKm(a: Place, b: Place): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The first zone (in the tenant's order) that contains the address, or undefined. */
export function zoneFor(
  settings: ShopSettings,
  address: DeliveryAddress,
  site: Place | undefined,
): DeliveryZone | undefined {
  const postcode = normalisePostcode(address.postcode);
  // A shop without delivery may leave its zones out: then no address is inside one.
  return (settings.delivery.zones ?? []).find((zone) => {
    if (zone.postcodes) return zone.postcodes.some((p) => normalisePostcode(p) === postcode);
    if (zone.radiusKm !== undefined && site && address.lat !== undefined && address.lng !== undefined) {
      return distanceKm(site, { lat: address.lat, lng: address.lng }) <= zone.radiusKm;
    }
    return false;
  });
}

/** A refusal below the minimum carries that minimum, for the checkout to state how much is missing. */
export type DeliveryCheck = { ok: true; zone: DeliveryZone } | { ok: false; problem: Message; minimum?: number };

/** Delivery needs an address inside a zone, and the goods must reach the shop's and the zone's minimum. */
export function checkDelivery(
  settings: ShopSettings,
  address: DeliveryAddress | undefined,
  goods: number,
  site: Place | undefined,
): DeliveryCheck {
  if (!settings.delivery.enabled) return { ok: false, problem: { code: 'SHOP_DELIVERY_OFF' } };
  if (!address || address.line1.trim() === '' || address.postcode.trim() === '')
    return { ok: false, problem: { code: 'SHOP_DELIVERY_ADDRESS_REQUIRED' } };
  const zone = zoneFor(settings, address, site);
  if (!zone) return { ok: false, problem: { code: 'SHOP_OUT_OF_ZONE' } };
  const minimum = Math.max(zone.minimum, settings.delivery.minimumAmount ?? 0);
  if (goods < minimum) return { ok: false, problem: { code: 'SHOP_DELIVERY_MINIMUM' }, minimum };
  return { ok: true, zone };
}

/** ISO weekday (1 Monday ... 7 Sunday) of a calendar date 'YYYY-MM-DD'. */
function isoWeekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Open at this instant: its wall time falls in [open, close) of an entry for its weekday. */
export function isOpenAt(settings: ShopSettings, at: number, timeZone: string | undefined): boolean {
  const wall = wallTimeOf(at, timeZone);
  const weekday = isoWeekday(wall.date);
  return settings.openingHours.some((h) => h.days.includes(weekday) && h.open <= wall.time && wall.time < h.close);
}

/** Online ordering has expired: today (site's zone) is after the service expiry day. */
export function serviceExpired(settings: ShopSettings, now: number, timeZone: string | undefined): boolean {
  return settings.serviceExpiry !== undefined && wallTimeOf(now, timeZone).date > settings.serviceExpiry;
}

/** Why the shop takes no order now: service expired, or closed; null when it is open. */
export function shopStateProblem(settings: ShopSettings, now: number, timeZone: string | undefined): Message | null {
  if (serviceExpired(settings, now, timeZone)) return { code: 'SHOP_SERVICE_EXPIRED' };
  if (!isOpenAt(settings, now, timeZone)) return { code: 'SHOP_CLOSED' };
  return null;
}

/** The earliest moment a pickup may be: now plus the minimum waiting time. */
export function earliestPickup(settings: Pick<ShopSettings, 'minimumWaitMinutes'>, now: number): number {
  return now + settings.minimumWaitMinutes * 60;
}

const MINUTES_PER_DAY = 24 * 60;
/** How far back of a slot's instant its wall time may read: a clock change skips at most this (real ones: an hour, or half). */
const LONGEST_SKIP_MINUTES = 180;

/** The instant of the grid point `minute` minutes after the wall clock's midnight of `date` (null when malformed). */
function gridInstant(date: string, minute: number, timeZone: string | undefined): number | null {
  const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
  return epochOfWallTime({ date, time }, timeZone);
}

/**
 * The pickup slots offered (epoch seconds): starts on the wall clock's slot boundaries (every
 * slotMinutes from midnight), at or after now + the minimum waiting time, inside opening hours,
 * from today to daysAhead days on. At most `limit` slots.
 */
export function pickupSlots(settings: ShopSettings, now: number, timeZone: string | undefined, limit = 200): number[] {
  if (!settings.pickup.enabled) return [];
  const earliest = earliestPickup(settings, now);
  const step = settings.pickup.slotMinutes;
  const today = wallTimeOf(now, timeZone).date;
  const out: number[] = [];
  for (let d = 0; d <= settings.pickup.daysAhead && out.length < limit; d++) {
    const date = addDays(today, d);
    for (let minute = 0; minute < MINUTES_PER_DAY && out.length < limit; minute += step) {
      const at = gridInstant(date, minute, timeZone);
      if (at === null || at < earliest) continue;
      // A time a clock change skips maps onto another slot: keep each instant once.
      if (out.includes(at)) continue;
      if (isOpenAt(settings, at, timeZone)) out.push(at);
    }
  }
  return out;
}

/**
 * The slots of a list read earlier that are still offered at `now`: those not yet inside the
 * waiting time. A checkout left open moves past its first slots; offering them would only earn
 * the refusal 'Pickup can be at the earliest…' (docs/shop.md#pickup).
 */
export function slotsStillOffered(
  slots: readonly number[],
  settings: Pick<ShopSettings, 'minimumWaitMinutes'>,
  now: number,
): number[] {
  const earliest = earliestPickup(settings, now);
  return slots.filter((slot) => slot >= earliest);
}

/**
 * Whether `at` is a point of the slot grid pickupSlots offers from (every slotMinutes of the wall
 * clock from midnight, each read as pickupSlots reads it): a time 7 seconds off a slot is not. A
 * grid time a clock change skips lands later than it reads, so grid points up to
 * LONGEST_SKIP_MINUTES before `at`'s wall time are tried too (a few; usually the first is it).
 */
export function onPickupGrid(
  settings: Pick<ShopSettings, 'pickup'>,
  at: number,
  timeZone: string | undefined,
): boolean {
  if (!Number.isSafeInteger(at)) return false;
  const step = settings.pickup.slotMinutes;
  const wall = wallTimeOf(at, timeZone);
  const [hours, minutes] = wall.time.split(':').map(Number) as [number, number];
  const minuteOfDay = hours * 60 + minutes;
  for (
    let minute = minuteOfDay - (minuteOfDay % step);
    minute >= Math.max(0, minuteOfDay - LONGEST_SKIP_MINUTES);
    minute -= step
  ) {
    if (gridInstant(wall.date, minute, timeZone) === at) return true;
  }
  // Just after midnight: the skipped grid time may be the day before's.
  const dayBefore = addDays(wall.date, -1);
  const lastOfDay = Math.floor((MINUTES_PER_DAY - 1) / step) * step;
  for (let minute = lastOfDay; minute >= MINUTES_PER_DAY + minuteOfDay - LONGEST_SKIP_MINUTES; minute -= step) {
    if (gridInstant(dayBefore, minute, timeZone) === at) return true;
  }
  return false;
}

/**
 * Pickup at `at`: not before now + the waiting time (less PICKUP_LATE_GRACE_SECONDS for a request
 * on its way), not beyond daysAhead, inside opening hours, and one of the slot grid's times.
 */
export function checkPickup(
  settings: ShopSettings,
  at: number,
  now: number,
  timeZone: string | undefined,
): Message | null {
  if (!settings.pickup.enabled) return { code: 'SHOP_PICKUP_OFF' };
  if (at < earliestPickup(settings, now) - PICKUP_LATE_GRACE_SECONDS)
    return { code: 'SHOP_PICKUP_TOO_SOON', params: { minutes: settings.minimumWaitMinutes } };
  if (calendarDayInTimeZone(at, timeZone) - calendarDayInTimeZone(now, timeZone) > settings.pickup.daysAhead)
    return { code: 'SHOP_PICKUP_TOO_FAR', params: { day: settings.pickup.daysAhead } };
  if (!isOpenAt(settings, at, timeZone)) return { code: 'SHOP_PICKUP_OUTSIDE_HOURS' };
  if (!onPickupGrid(settings, at, timeZone)) return { code: 'SHOP_PICKUP_NOT_A_SLOT' };
  return null;
}

/** A table order names a table the shop lists, and the shop takes table orders. */
export function checkTable(settings: ShopSettings, table: string): Message | null {
  if (!settings.table.enabled) return { code: 'SHOP_TABLE_OFF' };
  if (!(settings.table.tables ?? []).includes(table)) return { code: 'SHOP_TABLE_UNKNOWN' };
  return null;
}
