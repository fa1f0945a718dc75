/**
 * The parking pass in Apple Wallet (docs/wallet.md#ticket-pass): a paid booking's ticket as an
 * eventTicket .pkpass with its QR (the pass code), entry and exit at the site, car park and address,
 * signed and checked exactly as the wallet cards' passes are; only the pass's owner gets it, only
 * once paid, and only where the site offers passes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tenant } from '../../src/generated/tenant';
import {
  generatePassCertificates,
  type GeneratedPassCertificates,
} from '../../server/services/wallet/pass-certificates';
import { siteDateTime } from '../../server/services/wallet/ticket-pass';
import { checkPassSignature, unzip } from '../support/pkpass';
import { describeOnDrivers } from './support/describe-on-drivers';
import { packaged } from './support/app-harness';
import { startParkingSuite, type Envelope, type ParkingSuite } from './support/parking-kit';
import { paymentActions } from './support/payment-kit';
import { walletTenants } from './support/wallet-kit';

const IDENTITY = { passTypeIdentifier: 'pass.test.parkco', teamIdentifier: 'TEAM000001', organizationName: 'Parkco' };
const SECRETS = { walletPassCertificate: { env: 'PARKCO_PASS_CERT' }, walletPassKey: { env: 'PARKCO_PASS_KEY' } };
type PassAnswer = { fileName: string; mimeType: string; pass: string };
type EventTicket = Record<string, Array<{ key: string; label: string; value: unknown }>>;

let certs: GeneratedPassCertificates;
beforeAll(() => {
  certs = generatePassCertificates({ ...IDENTITY, bits: 1024 });
});

function passTenant(): Tenant {
  const [parkco] = walletTenants();
  if (!parkco) throw new Error('fixture tenant missing');
  return {
    ...parkco,
    membership: { ...parkco.membership, walletPass: IDENTITY },
    secrets: { ...parkco.secrets, ...SECRETS },
    sites: parkco.sites.map((site, i) => ({ ...site, addWallet: i === 0 ? 1 : 0 })) as Tenant['sites'],
  };
}

describe('times on the ticket pass', () => {
  it('are written at the site, YYYY-MM-DD HH:mm', () => {
    expect(siteDateTime(new Date('2026-11-29T20:15:00Z'), 'Pacific/Auckland')).toBe('2026-11-30 09:15');
    expect(siteDateTime(new Date('2026-11-29T20:15:00Z'), 'Asia/Kuala_Lumpur')).toBe('2026-11-30 04:15');
  });
});

describeOnDrivers('ticket pass calls', (driver) => {
  let s: ParkingSuite;
  beforeAll(async () => {
    const [, aesparkco] = walletTenants();
    if (!aesparkco) throw new Error('fixture tenant missing');
    s = await startParkingSuite(driver, {}, [passTenant(), aesparkco], undefined, {
      walletPasses: { secrets: { PARKCO_PASS_CERT: certs.certificatePem, PARKCO_PASS_KEY: certs.keyPem } },
    });
  });
  afterAll(async () => s?.close());

  async function ticketPass(token: string, passCode: string, shop = 'park-central'): Promise<Envelope<PassAnswer>> {
    const res = await s.t.app.inject({
      method: 'POST',
      url: `/s/${shop}/pro/account/ticketPassWallet`,
      payload: packaged('plain', { passCode }) as object,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Envelope<PassAnswer>>();
  }

  it('signs an eventTicket of a paid pass: QR of the pass code, times, car park, address; the signature verifies', async () => {
    const { token, booking } = await paymentActions(s).paid(3, 2);
    const ticket = booking.passes[0];
    if (!ticket) throw new Error('no pass');
    const answer = await ticketPass(token, ticket.passCode);
    expect(answer.result).toMatchObject({ rtn: 1, mimeType: 'application/vnd.apple.pkpass' });
    expect(answer.result.fileName).toBe(`${ticket.ticketNo.replace(/[^A-Za-z0-9_-]/g, '-')}.pkpass`);
    const files = unzip(Buffer.from(answer.result.pass, 'base64'));
    const passJson = JSON.parse(files.get('pass.json')?.toString('utf8') ?? '{}') as Record<string, unknown> & {
      eventTicket: EventTicket;
    };
    expect(passJson).toMatchObject({
      formatVersion: 1,
      ...IDENTITY,
      serialNumber: `${booking.bookingId}:${ticket.ticketNo}`,
      barcodes: [
        {
          format: 'PKBarcodeFormatQR',
          message: ticket.passCode,
          messageEncoding: 'iso-8859-1',
          altText: ticket.ticketNo,
        },
      ],
      relevantDate: expect.any(String),
      expirationDate: expect.any(String),
    });
    expect(new Date(String(passJson.relevantDate)).getTime() / 1000).toBe(booking.entry);
    expect(new Date(String(passJson.expirationDate)).getTime() / 1000).toBe(booking.exit);
    expect(passJson.eventTicket.primaryFields).toEqual([{ key: 'carPark', label: 'CAR_PARK', value: booking.lotName }]);
    expect(passJson.eventTicket.secondaryFields).toEqual([
      { key: 'entry', label: 'ENTRY', value: siteDateTime(new Date(booking.entry * 1000), booking.timeZone) },
      { key: 'exit', label: 'EXIT', value: siteDateTime(new Date(booking.exit * 1000), booking.timeZone) },
    ]);
    expect(passJson.eventTicket.auxiliaryFields?.slice(0, 2)).toEqual([
      { key: 'address', label: 'ADDRESS', value: booking.address },
      { key: 'reference', label: 'REFERENCE', value: booking.reference },
    ]);
    expect(files.get('zh-Hans.lproj/pass.strings')?.toString('utf8')).toContain('"CAR_PARK" = "停车场";');
    expect(checkPassSignature(files, certs.signerPem)).toEqual({
      manifestFiles: ['en.lproj/pass.strings', 'icon.png', 'icon@2x.png', 'pass.json', 'zh-Hans.lproj/pass.strings'],
      certificateNames: [
        'Kerbside stand-in WWDR (not Apple; demo and tests only)',
        `Pass Type ID: ${IDENTITY.passTypeIdentifier}`,
      ],
      digestMatches: true,
      signatureVerifies: true,
      detached: true,
    });
  });

  it("an unpaid pass, another customer's pass and an unknown code all answer 'Unknown pass'", async () => {
    const held = await paymentActions(s).held(3, 2);
    const paid = await paymentActions(s).paid(3, 2);
    const unpaidCode = held.booking.passes[0]?.passCode ?? '';
    const paidCode = paid.booking.passes[0]?.passCode ?? '';
    for (const [token, code] of [
      [held.token, unpaidCode || 'none-yet'],
      [held.token, paidCode],
      [held.token, 'NOPE-NOPE-NOPE'],
    ] as const) {
      expect((await ticketPass(token, code)).result).toMatchObject({ rtn: 0, problem: { code: 'PASS_UNKNOWN' } });
    }
  });

  it('a site whose addWallet is not 1 does not sign ticket passes', async () => {
    const { token, booking } = await paymentActions(s).paid(3, 2);
    const otherSite = passTenant().sites[1]?.shopCode;
    if (!otherSite) throw new Error('fixture has one site');
    expect((await ticketPass(token, booking.passes[0]?.passCode ?? '', otherSite)).result).toMatchObject({
      rtn: 0,
      problem: { code: 'WALLET_PASS_OFF' },
    });
  });
});
