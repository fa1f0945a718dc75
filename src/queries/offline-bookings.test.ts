import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/client';
import type { ParkingBooking } from '../generated/api/parking-booking';
import { createOfflineStore } from '../offline/offline-store';
import { OFFLINE_KINDS } from '../offline/offline-kinds';
import { keepUpcomingOnPhone, savedBookings } from './offline-bookings';

const NOW = 1_800_000_000;

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function booking(id: string, status: ParkingBooking['status'], passCodes: string[]): ParkingBooking {
  return {
    bookingId: id,
    status,
    entry: NOW + 3600,
    exit: NOW + 7200,
    lotName: `Lot ${id}`,
    timeZone: 'Pacific/Auckland',
    passes: passCodes.map((passCode, i) => ({
      ticketNo: `${id}-${i + 1}`,
      passCode,
      inside: false,
      lastEntry: null,
      lastExit: null,
      penalty: 0,
    })),
  } as unknown as ParkingBooking;
}

/** A client answering bookingSummary with `list` and qrcode/gen with a payload per pass code. */
function clients(list: ParkingBooking[] | 'down') {
  const calls: Array<{ path: string; payload: unknown }> = [];
  const client: ApiClient = {
    post<T extends object>(path: string, payload: unknown) {
      calls.push({ path, payload });
      if (path === '/api/ticket/bookingSummary') {
        if (list === 'down') return Promise.reject(new Error('offline'));
        return Promise.resolve({ success: true, result: { rtn: 1, list, total: list.length } } as unknown as T);
      }
      const { passCode } = payload as { passCode: string };
      return Promise.resolve({ success: true, result: { rtn: 1, payload: `QR:${passCode}` } } as unknown as T);
    },
  } as ApiClient;
  return { client, calls };
}

describe('keepUpcomingOnPhone (at sign-in)', () => {
  it('keeps every upcoming booking and all its passes without any being opened', async () => {
    const store = createOfflineStore(memoryStorage(), () => NOW * 1000);
    store.setCurrentAccount('t', 'a');
    const shelf = store.currentShelf('t');
    if (!shelf) throw new Error('no shelf');
    const { client, calls } = clients([booking('b1', 'booked', ['P1']), booking('b2', 'topped_up', ['P2', 'P3'])]);
    expect(await keepUpcomingOnPhone(client, client, shelf, NOW)).toBe(3);
    expect(calls[0]).toEqual({
      path: '/api/ticket/bookingSummary',
      payload: { status: ['booked', 'topped_up'], order: 'soonest', pageSize: 100, currPage: 1 },
    });
    expect(
      savedBookings(shelf)
        ?.bookings.map((b) => b.bookingId)
        .sort(),
    ).toEqual(['b1', 'b2']);
    for (const code of ['P1', 'P2', 'P3']) expect(shelf.get(OFFLINE_KINDS.parkingPass, code)?.value).toBe(`QR:${code}`);
  });

  it('keeps nothing, quietly, when the bookings cannot be read', async () => {
    const store = createOfflineStore(memoryStorage(), () => NOW * 1000);
    store.setCurrentAccount('t', 'a');
    const shelf = store.currentShelf('t');
    if (!shelf) throw new Error('no shelf');
    const { client } = clients('down');
    expect(await keepUpcomingOnPhone(client, client, shelf, NOW)).toBeNull();
    expect(savedBookings(shelf)).toBeNull();
  });
});
