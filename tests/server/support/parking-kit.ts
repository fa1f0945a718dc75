import type { PaymentOptions } from '../../../server/services/payments/payment-services';
/**
 * Drives the parking API the way the app and the gates do: a fixture tenant with offers, customers
 * signed in (accounts and sessions written straight through the server's repositories, so a test
 * can have hundreds), payloads packaged with the tenant's mode, and a clock the test moves.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database, Queryable } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { insertAccount } from '../../../server/db/repositories/account-repository';
import type { ParkingOptions } from '../../../server/services/parking/parking-services';
import { createSession } from '../../../server/services/accounts/sessions';
import type { ParkingBooking } from '../../../src/generated/api/parking-booking';
import type { Problem } from '../../../src/generated/api/problem';
import type { Site, Tenant, TicketOffer } from '../../../src/generated/tenant';
import type { PackagingMode } from '../../../src/protocol';
import { testClock, type TestClock } from './account-kit';
import { packaged, startTestApp, type TestApp, type TestAppOptions } from './app-harness';
import { makeSite, makeTenant, writeTenant } from './tenant-fixtures';
import type { TestDriver } from './test-databases';

export const MINUTE = 60;
export const HOUR = 3600;
export const DAY = 86_400;
/** 09:00 on Tuesday 4 March 2031 in Auckland (NZDT, UTC+13): the suite's "now". */
export const START = '2031-03-03T20:00:00Z';
export const START_SECONDS = Date.parse(START) / 1000;

export const OFFERS: Record<'hourly' | 'free' | 'last' | 'flat', TicketOffer> = {
  hourly: {
    code: 'hourly',
    name: 'Hourly',
    tariff: { periodMinutes: 60, pricePerPeriod: 650, dailyMaximum: 3900 },
    capacity: 10,
    maxTicketsAtOnce: 3,
  },
  free: { code: 'free', name: 'Free evening', tariff: { periodMinutes: 60, pricePerPeriod: 0 }, capacity: 3 },
  last: { code: 'last', name: 'Last one', tariff: { periodMinutes: 30, pricePerPeriod: 400 }, capacity: 1 },
  flat: {
    code: 'flat',
    name: 'Flat and daily',
    description: 'Daily with a booking fee',
    tariff: { periodMinutes: 1440, pricePerPeriod: 3500, flatFee: 150 },
    capacity: 50,
  },
};

/** Offers with conditions (docs/rules.md#offer-conditions), sold at park-north. */
export const CONDITIONED_OFFERS: Record<'early' | 'evening', TicketOffer> = {
  early: {
    code: 'early',
    name: 'Early bird',
    tariff: { periodMinutes: 780, pricePerPeriod: 1800 },
    conditions: {
      entryDays: ['mon', 'tue', 'wed', 'thu', 'fri'],
      entryFrom: '06:00',
      entryUntil: '09:30',
      latestExit: { time: '19:00' },
    },
    capacity: 5,
  },
  evening: {
    code: 'evening',
    name: 'Evening',
    tariff: { periodMinutes: 600, pricePerPeriod: 1200 },
    conditions: { entryFrom: '17:00', latestExit: { time: '03:00', daysAfterEntry: 1 } },
    capacity: 5,
  },
};

export function parkingSite(
  shopCode: string,
  offers: TicketOffer[] = Object.values(OFFERS),
  overrides: Partial<Site> = {},
): Site {
  return makeSite(shopCode, { timeZone: 'Pacific/Auckland', address: `1 ${shopCode} Street`, offers, ...overrides });
}

/** parkco (plain): park-central with every fixture offer (capacities overridable) and park-north; aesparkco (aes): aes-park. */
export function parkingTenants(capacities: Partial<Record<keyof typeof OFFERS, number>> = {}): Tenant[] {
  const central = (Object.keys(OFFERS) as Array<keyof typeof OFFERS>).map((code) => ({
    ...OFFERS[code],
    capacity: capacities[code] ?? OFFERS[code].capacity,
  }));
  const payment: Tenant['payment'] = {
    methods: [
      {
        name: 'Card',
        paymentType: 'card',
        code: 201,
        visible: true,
        surchargeType: 'rate',
        rate: 1.5,
        provider: 'sandbox',
      },
      {
        name: 'Cash',
        paymentType: 'cash',
        code: 200,
        visible: true,
        surchargeType: 'fixed',
        surcharge: 50,
        provider: 'none',
      },
      { name: 'WeChat', paymentType: 'wechat', code: 202, visible: false, provider: 'omipay' },
    ],
  };
  const booking: Tenant['booking'] = {
    bookingBeforeDay: 2,
    bookingBeforeTime: 30,
    minimumStayMinutes: 30,
    maximumBookingDays: 3,
    maxTicketsPerBooking: 4,
  };
  return [
    makeTenant(
      'parkco',
      'plain',
      [
        parkingSite('park-central', central),
        parkingSite('park-north', [OFFERS.hourly, CONDITIONED_OFFERS.early, CONDITIONED_OFFERS.evening]),
      ],
      { payment, booking },
    ),
    makeTenant('aesparkco', 'aes', [parkingSite('aes-park', [OFFERS.hourly, OFFERS.last])], { payment, booking }),
  ];
}

export interface Envelope<T extends object = Record<string, unknown>> {
  success: boolean;
  result: { rtn: number; dispMsg?: string; problem?: Problem } & T;
}

export type BookingAnswer = Envelope<{ booking?: ParkingBooking }>;

export class ParkingClient {
  constructor(
    private readonly app: FastifyInstance,
    readonly shop: string,
    readonly mode: PackagingMode,
  ) {}

  raw(
    path: string,
    payload: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    return this.app.inject({
      method: 'POST',
      url: path.startsWith('/cloud/') ? path : `/s/${this.shop}/api${path}`,
      payload: packaged(this.mode, payload) as object,
      headers: token === undefined ? headers : { ...headers, authorization: `Bearer ${token}` },
    });
  }

  /** POSTs and expects HTTP 200 with an envelope. */
  async call<T extends object = Record<string, unknown>>(
    path: string,
    payload: unknown,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<Envelope<T>> {
    const res = await this.raw(path, payload, token, headers);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    return res.json<Envelope<T>>();
  }

  order(token: string, payload: Record<string, unknown>): Promise<BookingAnswer> {
    return this.call('/svc/order', { idempotencyKey: randomUUID(), ...payload }, token);
  }

  /** Orders and expects the booking. */
  async book(token: string, payload: Record<string, unknown>): Promise<ParkingBooking> {
    const answer = await this.order(token, payload);
    expect(answer.result.rtn, JSON.stringify(answer)).toBe(1);
    return answer.result.booking as ParkingBooking;
  }

  async summary(
    token: string,
    payload: Record<string, unknown> = {},
  ): Promise<Envelope<{ list: ParkingBooking[]; total: number; pageSize: number; currPage: number }>> {
    return this.call('/ticket/bookingSummary', payload, token);
  }

  async balance(tenant: string, siteId: string, offerCode: string): Promise<number> {
    const pool = await this.call<{ list: Array<{ balance: number }> }>(`/cloud/${tenant}/ticket/loadTicketPool`, {
      siteId,
      offerCode,
    });
    expect(pool.result.rtn, JSON.stringify(pool)).toBe(1);
    return pool.result.list[0]?.balance ?? -1;
  }
}

/** A stay starting `startInHours` from the suite clock's now and lasting `hours`. */
export function stay(
  now: Date,
  startInHours: number,
  hours: number,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const entry = Math.floor(now.getTime() / 1000) + Math.round(startInHours * HOUR);
  return { offerCode: 'hourly', entry, exit: entry + Math.round(hours * HOUR), tickets: 1, ...extra };
}

let phoneSerial = 0;

/** A signed-in customer of the tenant: its account id and session token. */
export async function seedCustomer(
  db: Queryable,
  tenantId: string,
  now: Date,
): Promise<{ accountId: string; token: string }> {
  phoneSerial += 1;
  const accountId = randomUUID();
  const subscriber = String(((process.pid * 7919 + phoneSerial) % 9_000_000) + 1_000_000);
  await insertAccount(db, {
    id: accountId,
    tenantId,
    phone: `+6421${subscriber}`,
    passwordHash: null,
    profile: { firstName: 'Test', lastName: 'Customer' },
    now,
  });
  return { accountId, token: await createSession(db, accountId, now) };
}

export interface PoolState {
  capacity: number;
  available: number;
  /** Tickets of bookings in pending_payment, booked or topped_up. */
  held: number;
  bookings: number;
}

export async function poolState(
  db: Queryable,
  tenantId: string,
  siteId: string,
  offerCode: string,
): Promise<PoolState> {
  const pool = await db.query<{ capacity: number; available: number }>(
    'SELECT capacity, available FROM ticket_pool WHERE tenant_id = $1 AND site_id = $2 AND offer_code = $3',
    [tenantId, siteId, offerCode],
  );
  const held = await db.query<{ held: number; bookings: number }>(
    `SELECT COALESCE(sum(tickets) FILTER (WHERE status IN ('pending_payment', 'booked', 'topped_up')), 0)::int AS held, count(*)::int AS bookings
     FROM bookings WHERE tenant_id = $1 AND site_id = $2 AND offer_code = $3`,
    [tenantId, siteId, offerCode],
  );
  return {
    capacity: pool[0]?.capacity ?? -1,
    available: pool[0]?.available ?? -1,
    held: held[0]?.held ?? -1,
    bookings: held[0]?.bookings ?? -1,
  };
}

export interface ParkingSuite {
  t: TestApp;
  db: Database;
  clock: TestClock;
  client(shop?: string): ParkingClient;
  customer(tenantId?: string): Promise<{ accountId: string; token: string }>;
  /** Rewrites a tenant file and reloads the registry (a config change). */
  replaceTenant(tenant: Tenant): Promise<void>;
  close(): Promise<void>;
}

const SHOP_MODES: Record<string, PackagingMode> = { 'park-central': 'plain', 'park-north': 'plain', 'aes-park': 'aes' };

export async function startParkingSuite(
  driver: TestDriver,
  parking: ParkingOptions = {},
  tenants: Tenant[] = parkingTenants(),
  payments?: PaymentOptions,
  extra: Pick<TestAppOptions, 'vouchers' | 'sandboxLinks' | 'walletPasses' | 'metrics'> = {},
): Promise<ParkingSuite> {
  const db = await driver.open();
  await migrate(db);
  const clock = testClock(START);
  const t = await startTestApp({
    db,
    tenants,
    accounts: { now: clock.now },
    parking,
    ...(payments ? { payments } : {}),
    ...extra,
  });
  return {
    t,
    db,
    clock,
    client: (shop = 'park-central') => new ParkingClient(t.app, shop, SHOP_MODES[shop] ?? 'plain'),
    customer: (tenantId = 'parkco') => seedCustomer(db, tenantId, clock.now()),
    async replaceTenant(tenant) {
      await writeTenant(t.tenantsDir, tenant);
      const outcome = await t.app.tenants.reload();
      expect(outcome.problems).toEqual([]);
    },
    async close() {
      await t.close();
      await db.close();
      await driver.cleanup();
    },
  };
}

/**
 * Pools of the tenant with a live booking that can fall due before the pool's due bound
 * (docs/architecture.md#due-bound): a pending one at its hold's end or its exit, a paid one at its
 * exit. The bound's rule holds when this is empty.
 */
export async function poolsDueBeforeTheirBound(db: Queryable, tenantId: string): Promise<string[]> {
  const rows = await db.query<{ offer: string }>(
    `SELECT p.site_id || '/' || p.offer_code AS offer FROM ticket_pool p
     WHERE p.tenant_id = $1 AND EXISTS (
       SELECT 1 FROM bookings b WHERE b.tenant_id = p.tenant_id AND b.site_id = p.site_id AND b.offer_code = p.offer_code
         AND ((b.status = 'pending_payment' AND LEAST(b.hold_expires_at, b.exit_at) < p.due_not_before)
           OR (b.status IN ('booked', 'topped_up') AND b.exit_at < p.due_not_before)))
     ORDER BY 1`,
    [tenantId],
  );
  return rows.map((r) => r.offer);
}
