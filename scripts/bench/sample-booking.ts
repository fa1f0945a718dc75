/**
 * svc/order's one-statement booking with realistic values (the demo tenant's hot offer and its
 * tariff, an answer the size of a booking view with one ticket), for the statement diagnostics
 * (pglite-statements.ts, pg-booking-statements.ts) that run it without the server around it.
 */
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Queryable } from '../../server/db/database';
import {
  bookInOneStatement,
  type OneStatementOutcome,
  type SessionProof,
} from '../../server/db/repositories/booking-order-repository';
import { newBookingReference, newPassCode, ticketNumber } from '../../server/services/parking/booking-codes';
import { tariffOf } from '../../server/services/parking/site-offers';
import type { ParkingTariff } from '../../src/lib/parking-fee';
import type { Tenant } from '../../src/generated/tenant';
import type { BenchCustomer, BenchPool } from './bench-data';

const HOUR_MS = 3_600_000;
/** An answer the size of svc/order's (a booking view with one ticket). */
const ANSWER = { success: true, result: { rtn: 1, booking: { filler: 'x'.repeat(1400) } } };

/** The tariff of harbourpark's hot offer, as a booking stores it. */
export function hotOfferTariff(): ParkingTariff {
  const tenant = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../../tenants/harbourpark.json'), 'utf8'),
  ) as Tenant;
  const offer = tenant.sites.find((s) => s.siteId === 'HP-CEN-01')?.offers?.find((o) => o.code === 'hourly');
  if (!offer) throw new Error('no hot offer in tenants/harbourpark.json');
  return tariffOf(offer);
}

/** Books one ticket of `pool` for `customer` with svc/order's statement; `n` spreads the stays over two days. */
export function bookSample(
  db: Queryable,
  customer: BenchCustomer,
  pool: BenchPool,
  capacity: number,
  tariff: ParkingTariff,
  n: number,
  proof?: SessionProof,
): Promise<OneStatementOutcome> {
  const now = new Date();
  const entry = new Date(Math.ceil(Date.now() / HOUR_MS) * HOUR_MS + (24 + (n % 48)) * HOUR_MS);
  const reference = newBookingReference();
  const key = randomUUID();
  return bookInOneStatement(
    db,
    {
      claim: {
        accountId: customer.accountId,
        key,
        requestHash: createHash('sha256').update(key).digest('hex'),
        response: ANSWER,
      },
      capacity,
      booking: {
        id: randomUUID(),
        reference,
        pool,
        accountId: customer.accountId,
        shopCode: 'harbour-central',
        lotName: 'Harbour Central',
        address: '1 Harbour Street',
        timeZone: 'Australia/Sydney',
        offerName: 'Hourly',
        offerNames: { 'en-gb': 'Hourly' },
        offerConditions: null,
        tariff,
        tickets: 1,
        entryAt: entry,
        exitAt: new Date(entry.getTime() + 2 * HOUR_MS),
        fee: 800,
        surcharge: 0,
        paymentCode: 201,
        licensePlate: '',
        holdExpiresAt: new Date(now.getTime() + 15 * 60_000),
        now,
      },
      tickets: [{ position: 1, ticketNo: ticketNumber(reference, 1), passCode: newPassCode() }],
    },
    undefined,
    proof,
  );
}
