/**
 * My spots' saved vehicles (docs/customer-places.md#my-spots): a customer saves, lists and removes
 * their own vehicles; plates are normalised and checked; at most SAVED_VEHICLES_MAX, also under
 * concurrent saves; another customer's vehicle answers like a missing one; no session is a 401.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate';
import { SAVED_VEHICLES_MAX } from '../../src/lib/limits';
import { AccountClient, freshPhone, testClock, type Envelope } from './support/account-kit';
import { packaged, startTestApp, type TestApp } from './support/app-harness';
import { describeOnDrivers } from './support/describe-on-drivers';
import { modeTenants } from './support/tenant-fixtures';

type Vehicle = { vehicleId: string; plate: string; nickname: string; savedAt: number };
type Vehicles = { vehicles: Vehicle[]; max: number };

describeOnDrivers('saved vehicles', (driver) => {
  let t: TestApp;
  const clock = testClock();

  beforeAll(async () => {
    const db = await driver.open();
    await migrate(db);
    t = await startTestApp({
      db,
      tenants: modeTenants(),
      accounts: { now: clock.now, smsSandbox: true },
      parking: { now: clock.now },
    });
  });
  afterAll(async () => {
    await t?.close();
    await t?.db.close();
    await driver.cleanup();
  });

  const raw = (path: string, payload: unknown, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/cloud/plainco${path}`,
      payload: packaged('plain', payload) as object,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });
  async function call(path: string, payload: unknown, token: string): Promise<Envelope<Vehicles>> {
    const res = await raw(path, payload, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Envelope<Vehicles>>();
  }
  const customer = () => new AccountClient(t.app, { tenant: 'plainco', mode: 'plain' }).signUp(freshPhone().typed);

  it('saves a plate (normalised), lists it, refuses a duplicate and a bad plate, and removes it', async () => {
    const token = await customer();
    const saved = await call('/account/vehicle/add', { plate: ' abc 123 ', nickname: 'Work ute' }, token);
    expect(saved.result.vehicles).toMatchObject([{ plate: 'ABC123', nickname: 'Work ute' }]);
    expect(saved.result.max).toBe(SAVED_VEHICLES_MAX);
    expect((await call('/account/vehicle/add', { plate: 'ABC123' }, token)).result).toMatchObject({
      rtn: 0,
      problem: { code: 'VEHICLE_EXISTS' },
    });
    expect((await call('/account/vehicle/add', { plate: 'AB_12' }, token)).result).toMatchObject({
      rtn: 0,
      problem: { code: 'VEHICLE_PLATE_INVALID' },
    });
    const id = saved.result.vehicles[0]?.vehicleId ?? '';
    expect((await call('/account/vehicle/delete', { vehicleId: id }, token)).result.vehicles).toEqual([]);
    expect((await call('/account/vehicles', {}, token)).result.vehicles).toEqual([]);
  });

  it("a customer only sees their own: another's vehicle answers like a missing one", async () => {
    const [mine, theirs] = [await customer(), await customer()];
    const id = (await call('/account/vehicle/add', { plate: 'OWN1' }, mine)).result.vehicles[0]?.vehicleId ?? '';
    expect((await call('/account/vehicles', {}, theirs)).result.vehicles).toEqual([]);
    expect((await call('/account/vehicle/delete', { vehicleId: id }, theirs)).result).toMatchObject({
      rtn: 0,
      problem: { code: 'VEHICLE_NOT_FOUND' },
    });
    expect((await call('/account/vehicle/delete', { vehicleId: randomUUID() }, theirs)).result).toMatchObject({
      problem: { code: 'VEHICLE_NOT_FOUND' },
    });
    expect((await call('/account/vehicles', {}, mine)).result.vehicles).toHaveLength(1);
  });

  it('never passes the limit, also when saves race', async () => {
    const token = await customer();
    const answers = await Promise.all(
      Array.from({ length: SAVED_VEHICLES_MAX + 3 }, (_, i) =>
        call('/account/vehicle/add', { plate: `RACE${i}` }, token),
      ),
    );
    expect(answers.filter((a) => a.result.rtn === 1)).toHaveLength(SAVED_VEHICLES_MAX);
    expect(
      answers
        .filter((a) => a.result.rtn === 0)
        .every((a) => (a.result as { problem?: { code: string } }).problem?.code === 'VEHICLE_LIMIT'),
    ).toBe(true);
    expect((await call('/account/vehicles', {}, token)).result.vehicles).toHaveLength(SAVED_VEHICLES_MAX);
  });

  it('answers no session with 401 and hostile text with 400', async () => {
    expect((await raw('/account/vehicles', {})).statusCode).toBe(401);
    const token = await customer();
    expect((await raw('/account/vehicle/add', { plate: 'A\u0000B' }, token)).statusCode).toBe(400);
    expect((await raw('/account/vehicle/add', { plate: 'x'.repeat(5000) }, token)).statusCode).toBe(400);
    expect((await raw('/account/vehicle/add', { plate: 'AB1', extra: 1 }, token)).statusCode).toBe(400);
  });
});
