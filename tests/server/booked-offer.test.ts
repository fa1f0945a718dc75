/**
 * A booking keeps its offer as sold (docs/rules.md#booked-offer): the name as the tenant wrote it
 * (one text or per language, so each reader sees their own language, whatever the tenant later does
 * to the offer), and the hold's time left counted by the server's clock (docs/rules.md#server-clock).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Tenant, TicketOffer } from '../../src/generated/tenant';
import { describeOnDrivers } from './support/describe-on-drivers';
import { MINUTE, parkingTenants, stay, startParkingSuite, type ParkingSuite } from './support/parking-kit';

const NAMES = { 'en-gb': 'Hourly', 'zh-hans': '按小时' };

/** The tenant's sites with each offer changed by `change` (undefined: dropped). */
function withOffers(tenant: Tenant, change: (offer: TicketOffer) => TicketOffer | undefined): Tenant {
  const [first, ...rest] = tenant.sites.map((site) => ({
    ...site,
    offers: site.offers?.flatMap((offer) => change(offer) ?? []),
  }));
  if (!first) throw new Error('fixture sites missing');
  return { ...tenant, sites: [first, ...rest] };
}

function namedTenants(): Tenant[] {
  const [parkco, ...rest] = parkingTenants();
  if (!parkco) throw new Error('fixture tenant missing');
  const named = withOffers(parkco, (offer) => (offer.code === 'hourly' ? { ...offer, name: NAMES } : offer));
  return [{ ...named, locale: { ...parkco.locale, languages: ['en-gb', 'zh-hans'] } }, ...rest];
}

describeOnDrivers('the booked offer', (driver) => {
  let s: ParkingSuite;
  beforeAll(async () => {
    s = await startParkingSuite(driver, {}, namedTenants());
  });
  afterAll(async () => {
    await s?.close();
  });

  it('keeps the name in every language the tenant wrote, read back from the database, after the offer is renamed and after it is dropped', async () => {
    const { token } = await s.customer();
    const booked = await s.client().book(token, stay(s.clock.now(), 2, 1));
    expect(booked).toMatchObject({ offerCode: 'hourly', offerName: 'Hourly', offerNames: NAMES });
    const [tenant] = namedTenants();
    if (!tenant) throw new Error('fixture tenant missing');
    await s.replaceTenant(
      withOffers(tenant, (offer) => (offer.code === 'hourly' ? { ...offer, name: 'Per hour' } : offer)),
    );
    expect((await s.client().summary(token, { bookingId: booked.bookingId })).result.list[0]).toMatchObject({
      offerName: 'Hourly',
      offerNames: NAMES,
    });
    await s.replaceTenant(withOffers(tenant, (offer) => (offer.code === 'hourly' ? undefined : offer)));
    expect((await s.client().summary(token, { bookingId: booked.bookingId })).result.list[0]).toMatchObject({
      offerNames: NAMES,
    });
    await s.replaceTenant(tenant);
  });

  it("counts the hold's time left by the server's clock, and only while it is held", async () => {
    const { token } = await s.customer();
    const booked = await s.client().book(token, stay(s.clock.now(), 2, 1));
    expect(booked.status).toBe('pending_payment');
    expect(booked.holdExpiresAt).not.toBeNull();
    expect(booked.holdSecondsLeft).toBe((booked.holdExpiresAt ?? 0) - Math.floor(s.clock.now().getTime() / 1000));
    expect(booked.holdSecondsLeft).toBeGreaterThan(0);
    s.clock.advanceSeconds(2 * MINUTE);
    const later = (await s.client().summary(token, { bookingId: booked.bookingId })).result.list[0];
    expect(later?.holdSecondsLeft).toBe((booked.holdSecondsLeft ?? 0) - 2 * MINUTE);
    // Past the hold: released, nothing left to count.
    s.clock.advanceSeconds(24 * 60 * MINUTE);
    const released = (await s.client().summary(token, { bookingId: booked.bookingId })).result.list[0];
    expect(released).toMatchObject({ status: 'released', holdExpiresAt: null, holdSecondsLeft: null });
  });
});
