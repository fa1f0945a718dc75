import { describe, expect, it, vi } from 'vitest';
import type { TenantLoad } from '../../config/tenant-loader';
import { createReservationPatcher } from './reservation-patch';

function loaderFor(reservation: boolean) {
  return vi.fn(async (): Promise<TenantLoad> => ({ kind: 'ready', bundle: { tenant: { features: { reservation } } } }) as unknown as TenantLoad);
}

async function run(patcher: ReturnType<typeof createReservationPatcher>, path: string) {
  const patch = vi.fn();
  await patcher({ path, patch, matches: [], signal: new AbortController().signal, fetcherKey: undefined });
  return patch;
}

describe('createReservationPatcher', () => {
  const route = () => ({ path: 'reservation' });

  it('registers reservation for a tenant that enables it', async () => {
    const patcher = createReservationPatcher(loaderFor(true), route);
    const patch = await run(patcher, '/shop/harbour-central/reservation');
    expect(patch).toHaveBeenCalledWith('layout-shop', [{ path: 'reservation' }]);
  });

  it('does not register it when the flag is off', async () => {
    const patch = await run(createReservationPatcher(loaderFor(false), route), '/shop/x/reservation');
    expect(patch).not.toHaveBeenCalled();
  });

  it('ignores other paths and the embed layout without loading the tenant', async () => {
    const load = loaderFor(true);
    const patcher = createReservationPatcher(load, route);
    expect(await run(patcher, '/shop/x/home')).not.toHaveBeenCalled();
    expect(await run(patcher, '/embed/x/reservation')).not.toHaveBeenCalled();
    expect(await run(patcher, '/404')).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });

  it('registers once per layout', async () => {
    const patcher = createReservationPatcher(loaderFor(true), route);
    await run(patcher, '/app/x/reservation');
    expect(await run(patcher, '/app/y/reservation')).not.toHaveBeenCalled();
  });
});
