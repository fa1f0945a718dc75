/**
 * My spots' saved vehicles (docs/customer-places.md#my-spots): a customer keeps up to
 * SAVED_VEHICLES_MAX plates with a name of their own. Every call takes the account from the
 * session; another customer's vehicle answers like a missing one. The limit is counted under the
 * account's row lock, so concurrent saves never pass it.
 */
import { randomUUID } from 'node:crypto';
import { SAVED_VEHICLES_MAX } from '../../../src/lib/limits';
import { normalPlate } from '../../../src/lib/plates';
import { ok, refused, type ApiEnvelope, type Refusal } from '../../../src/protocol';
import {
  deleteSavedVehicle,
  insertSavedVehicle,
  listSavedVehicles,
  lockAccountRow,
  type SavedVehicleRecord,
} from '../../db/repositories/saved-vehicle-repository';
import { transactionOrRefusal } from '../shared/transaction-refusal';
import type { AccountDeps, SessionIdentity } from './account-deps';

type Vehicles = ApiEnvelope<{ vehicles: SavedVehicleRecord[]; max: number }>;

async function answer(deps: AccountDeps, identity: SessionIdentity): Promise<Vehicles> {
  return ok({
    vehicles: await listSavedVehicles(deps.db, identity.tenantId, identity.accountId),
    max: SAVED_VEHICLES_MAX,
  });
}

export function savedVehicles(deps: AccountDeps, identity: SessionIdentity): Promise<Vehicles> {
  return answer(deps, identity);
}

export async function saveVehicle(
  deps: AccountDeps,
  identity: SessionIdentity,
  body: { plate: string; nickname?: string },
): Promise<Vehicles | Refusal> {
  const plate = normalPlate(body.plate);
  if (plate === null) return refused('VEHICLE_PLATE_INVALID');
  const nickname = (body.nickname ?? '').trim();
  const done = await transactionOrRefusal<true, Refusal>(deps.db, async (tx, refuse) => {
    if (!(await lockAccountRow(tx, identity.tenantId, identity.accountId))) return refuse(refused('LOGIN_EXPIRED'));
    const saved = await listSavedVehicles(tx, identity.tenantId, identity.accountId);
    if (saved.some((v) => v.plate === plate)) return refuse(refused('VEHICLE_EXISTS'));
    if (saved.length >= SAVED_VEHICLES_MAX) return refuse(refused('VEHICLE_LIMIT', { max: SAVED_VEHICLES_MAX }));
    const row = await insertSavedVehicle(tx, {
      id: randomUUID(),
      tenantId: identity.tenantId,
      accountId: identity.accountId,
      plate,
      nickname,
      now: deps.now(),
    });
    return row ? true : refuse(refused('VEHICLE_EXISTS'));
  });
  return done === true ? answer(deps, identity) : done;
}

export async function removeVehicle(
  deps: AccountDeps,
  identity: SessionIdentity,
  body: { vehicleId: string },
): Promise<Vehicles | Refusal> {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(body.vehicleId);
  if (!uuid || !(await deleteSavedVehicle(deps.db, identity.tenantId, identity.accountId, body.vehicleId)))
    return refused('VEHICLE_NOT_FOUND');
  return answer(deps, identity);
}
