/** /cloud/{tenant}/qrcode/gen: the QR payload of a paid pass, for its owner only. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDrivers } from './support/describe-on-drivers';
import { startParkingSuite, type ParkingSuite } from './support/parking-kit';
import { paymentActions, paymentTenants } from './support/payment-kit';

describeOnDrivers('pass QR payload', (driver) => {
  let s: ParkingSuite;
  let actions: ReturnType<typeof paymentActions>;

  beforeAll(async () => {
    s = await startParkingSuite(driver, {}, paymentTenants());
    actions = paymentActions(s);
  });
  afterAll(async () => {
    await s?.close();
  });

  const gen = (token: string | undefined, passCode: string) =>
    s.client().raw('/cloud/parkco/qrcode/gen', { passCode }, token);

  it('gives the owner the payload of a paid pass, and nobody else', async () => {
    const { token, booking } = await actions.paid();
    const pass = booking.passes[0];
    if (!pass) throw new Error('no pass');
    const res = await gen(token, pass.passCode);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      result: {
        rtn: 1,
        payload: pass.passCode,
        errorCorrectionLevel: 'M',
        ticketNo: pass.ticketNo,
        reference: booking.reference,
        siteId: booking.siteId,
        lotName: booking.lotName,
        entry: booking.entry,
        exit: booking.exit,
        status: 'booked',
        statusMessage: '',
      },
    });
    const stranger = await s.customer();
    expect((await gen(stranger.token, pass.passCode)).json()).toMatchObject({
      result: { rtn: 0, dispMsg: 'Unknown pass', problem: { code: 'PASS_UNKNOWN' } },
    });
    expect((await gen(undefined, pass.passCode)).statusCode).toBe(401);
  });

  it('does not give out the pass of an unpaid booking', async () => {
    const { token, booking } = await actions.held();
    const rows = await s.db.query<{ passCode: string }>(
      'SELECT pass_code AS "passCode" FROM booking_tickets WHERE booking_id = $1',
      [booking.bookingId],
    );
    expect((await gen(token, rows[0]?.passCode ?? '')).json()).toMatchObject({
      result: { rtn: 0, problem: { code: 'PASS_UNKNOWN' } },
    });
  });
});
