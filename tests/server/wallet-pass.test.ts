/**
 * Apple Wallet passes (docs/wallet.md#passes): offered only where the site's addWallet is 1 and the
 * tenant can sign; the pass of the customer's own card only (another customer's card answers as a
 * missing one); its content (pass.json, QR barcode, balance, points, next ticket) and its signature
 * structure, with a certificate the test makes itself.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletCard } from '../../src/generated/api/wallet-card';
import type { Tenant } from '../../src/generated/tenant';
import {
  generatePassCertificates,
  type GeneratedPassCertificates,
} from '../../server/services/wallet/pass-certificates';
import { passReadiness, passWarnings, ticketWindow } from '../../server/services/wallet/wallet-pass';
import { issueWalletCard } from '../../server/services/wallet';
import { checkPassSignature, unzip } from '../support/pkpass';
import { packaged } from './support/app-harness';
import { describeOnDrivers } from './support/describe-on-drivers';
import { startParkingSuite, stay, type Envelope, type ParkingSuite } from './support/parking-kit';
import { paymentActions } from './support/payment-kit';
import { fundedStoredValueCard, PARKCO_WALLET, TEST_WALLET_PIN, walletTenants } from './support/wallet-kit';

const IDENTITY = { passTypeIdentifier: 'pass.test.parkco', teamIdentifier: 'TEAM000001', organizationName: 'Parkco' };
const SECRETS = { walletPassCertificate: { env: 'PARKCO_PASS_CERT' }, walletPassKey: { env: 'PARKCO_PASS_KEY' } };

let certs: GeneratedPassCertificates;
let otherCerts: GeneratedPassCertificates;
beforeAll(() => {
  certs = generatePassCertificates({ ...IDENTITY, bits: 1024 });
  otherCerts = generatePassCertificates({ ...IDENTITY, bits: 1024 });
});

function passTenant(addWallet: 0 | 1 = 1): Tenant {
  const [parkco] = walletTenants();
  if (!parkco) throw new Error('fixture tenant missing');
  return {
    ...parkco,
    membership: { ...parkco.membership, walletPass: IDENTITY },
    secrets: { ...parkco.secrets, ...SECRETS },
    sites: parkco.sites.map((site, i) => ({ ...site, addWallet: i === 0 ? addWallet : 0 })) as Tenant['sites'],
  };
}

describe('whether a tenant can sign passes', () => {
  it('is ready with the identity and both secrets set and usable', () => {
    expect(
      passReadiness(passTenant(), { PARKCO_PASS_CERT: certs.certificatePem, PARKCO_PASS_KEY: certs.keyPem }).ready,
    ).toBe(true);
  });

  it('names every gap: the identity, a secret not referenced, a variable not set, a certificate without its WWDR, a key of another certificate', () => {
    const bare: Tenant = { ...passTenant(), membership: {}, secrets: {} };
    expect(passReadiness(bare, {})).toEqual({
      ready: false,
      gaps: [
        { pointer: '/membership/walletPass', message: expect.stringMatching(/is missing/) },
        { pointer: '/secrets/walletPassCertificate', message: expect.stringMatching(/is missing/) },
        { pointer: '/secrets/walletPassKey', message: expect.stringMatching(/is missing/) },
      ],
    });
    expect(passReadiness(passTenant(), { PARKCO_PASS_KEY: certs.keyPem })).toEqual({
      ready: false,
      gaps: [
        {
          pointer: '/secrets/walletPassCertificate',
          message: 'names PARKCO_PASS_CERT, which is not set in this environment',
        },
      ],
    });
    const alone = passReadiness(passTenant(), { PARKCO_PASS_CERT: certs.signerPem, PARKCO_PASS_KEY: certs.keyPem });
    expect(alone).toMatchObject({
      ready: false,
      gaps: [{ message: expect.stringMatching(/followed by the WWDR intermediate/) }],
    });
    const mixed = passReadiness(passTenant(), {
      PARKCO_PASS_CERT: `${certs.signerPem}${otherCerts.authorityPem}`,
      PARKCO_PASS_KEY: certs.keyPem,
    });
    expect(mixed).toMatchObject({
      ready: false,
      gaps: [{ message: expect.stringMatching(/did not issue the first/) }],
    });
    const otherKey = passReadiness(passTenant(), {
      PARKCO_PASS_CERT: certs.certificatePem,
      PARKCO_PASS_KEY: otherCerts.keyPem,
    });
    expect(otherKey).toMatchObject({
      ready: false,
      gaps: [{ message: expect.stringMatching(/the key is not the pass certificate's/) }],
    });
  });

  it('the demo certificate stands in only while both variables are unset', () => {
    const demo = { certificatePem: certs.certificatePem, keyPem: certs.keyPem, folder: '/tmp' };
    expect(passReadiness(passTenant(), {}, demo).ready).toBe(true);
    expect(passReadiness(passTenant(), { PARKCO_PASS_CERT: otherCerts.certificatePem }, demo).ready).toBe(false);
  });

  it("tenants:check's warnings name the missing secret and the sites that hide the button; none without addWallet 1", () => {
    const warnings = passWarnings(passTenant(), {});
    expect(warnings.map((w) => w.pointer)).toEqual(['/secrets/walletPassCertificate', '/secrets/walletPassKey']);
    expect(warnings[0]?.message).toMatch(
      /^names PARKCO_PASS_CERT, which is not set in this environment, so park-central \(addWallet 1\) hides 'Add to Apple Wallet'/,
    );
    expect(passWarnings(passTenant(0), {})).toEqual([]);
    expect(
      passWarnings(passTenant(), { PARKCO_PASS_CERT: certs.certificatePem, PARKCO_PASS_KEY: certs.keyPem }),
    ).toEqual([]);
  });

  it('writes the ticket window at the site', () => {
    const entryAt = new Date('2031-03-04T20:00:00Z');
    expect(ticketWindow({ entryAt, exitAt: new Date('2031-03-04T22:30:00Z'), timeZone: 'Pacific/Auckland' })).toBe(
      '2031-03-05 09:00 – 11:30',
    );
    expect(ticketWindow({ entryAt, exitAt: new Date('2031-03-05T12:00:00Z'), timeZone: 'Pacific/Auckland' })).toBe(
      '2031-03-05 09:00 – 2031-03-06 01:00',
    );
  });
});

type PassAnswer = { fileName: string; mimeType: string; pass: string };

describeOnDrivers('wallet pass calls', (driver) => {
  let s: ParkingSuite;
  beforeAll(async () => {
    const [, aesparkco] = walletTenants();
    if (!aesparkco) throw new Error('fixture tenant missing');
    s = await startParkingSuite(driver, {}, [passTenant(), aesparkco], undefined, {
      walletPasses: { secrets: { PARKCO_PASS_CERT: certs.certificatePem, PARKCO_PASS_KEY: certs.keyPem } },
    });
  });
  afterAll(async () => s?.close());

  async function call<T extends object>(
    shop: string,
    path: string,
    payload: unknown,
    token: string,
  ): Promise<Envelope<T>> {
    const res = await s.t.app.inject({
      method: 'POST',
      url: `/s/${shop}${path}`,
      payload: packaged('plain', payload) as object,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    return res.json<Envelope<T>>();
  }
  const cards = (token: string, shop = 'park-central') =>
    call<{ cards: WalletCard[]; walletPass?: boolean }>(shop, '/api/account/loadUserValuePass', {}, token);
  const pass = (token: string, cardId: string, shop = 'park-central') =>
    call<PassAnswer>(shop, '/pro/account/valuePassWallet', { cardId }, token);

  async function customerWithCards() {
    const customer = await s.customer();
    const now = s.clock.now();
    await fundedStoredValueCard(s.db, customer.accountId, 2550, now);
    await s.db.transaction((tx) =>
      issueWalletCard(tx, {
        tenant: { id: 'parkco', wallet: PARKCO_WALLET },
        accountId: customer.accountId,
        programmeCode: 'PK-POINTS',
        via: 'signup',
        now,
      }),
    );
    const listed = await cards(customer.token);
    const value = listed.result.cards.find((c) => c.kind === 'stored-value');
    const points = listed.result.cards.find((c) => c.kind === 'loyalty');
    if (!value || !points) throw new Error('cards missing');
    return { ...customer, value, points, offered: listed.result.walletPass };
  }

  it("signs a storeCard pass of the customer's own card: balance, points, QR payload, and a signature that verifies", async () => {
    const { token, value, offered } = await customerWithCards();
    expect(offered).toBe(true);
    const answer = await pass(token, value.cardId);
    expect(answer.result).toMatchObject({
      rtn: 1,
      mimeType: 'application/vnd.apple.pkpass',
      fileName: expect.stringMatching(/^PK-VALUE-.*\.pkpass$/),
    });
    const files = unzip(Buffer.from(answer.result.pass, 'base64'));
    const passJson = JSON.parse(files.get('pass.json')?.toString('utf8') ?? '{}') as Record<string, unknown> & {
      storeCard: Record<string, Array<{ key: string; value: unknown }>>;
    };
    expect(passJson).toMatchObject({
      formatVersion: 1,
      ...IDENTITY,
      serialNumber: value.cardId,
      description: 'Parkco Wallet',
      barcodes: [
        {
          format: 'PKBarcodeFormatQR',
          message: value.qrCode,
          messageEncoding: 'iso-8859-1',
          altText: value.cardNumber,
        },
      ],
    });
    expect(passJson.storeCard.primaryFields).toEqual([{ key: 'balance', label: 'BALANCE', value: '$25.50' }]);
    expect(passJson.storeCard.secondaryFields).toEqual([{ key: 'points', label: 'POINTS', value: 0 }]);
    expect(passJson.storeCard.auxiliaryFields).toEqual([
      { key: 'card', label: 'CARD', value: value.cardNumber },
      { key: 'expires', label: 'EXPIRES', value: value.expiresOn },
    ]);
    // No next ticket yet: nothing about one.
    expect(passJson.storeCard.backFields ?? []).toEqual([]);
    expect(files.get('zh-Hans.lproj/pass.strings')?.toString('utf8')).toContain('"BALANCE" = "余额";');
    const check = checkPassSignature(files, certs.signerPem);
    expect(check).toEqual({
      manifestFiles: ['en.lproj/pass.strings', 'icon.png', 'icon@2x.png', 'pass.json', 'zh-Hans.lproj/pass.strings'],
      certificateNames: [
        'Kerbside stand-in WWDR (not Apple; demo and tests only)',
        `Pass Type ID: ${IDENTITY.passTypeIdentifier}`,
      ],
      digestMatches: true,
      signatureVerifies: true,
      detached: true,
    });
    // The check is real: another key does not verify, a changed file breaks the manifest.
    expect(checkPassSignature(files, otherCerts.signerPem).signatureVerifies).toBe(false);
    const tampered = new Map(files).set('pass.json', Buffer.from('{}'));
    expect(() => checkPassSignature(tampered, certs.signerPem)).toThrow(/pass.json has/);
  });

  it("carries the customer's next parking ticket: its number on the front, its time window, car park and reference on the back", async () => {
    const { token, points } = await customerWithCards();
    const booking = await s.client().book(token, stay(s.clock.now(), 4, 2));
    await paymentActions(s).pay(token, booking.bookingId, { paymentCode: 205, pin: TEST_WALLET_PIN });
    const answer = await pass(token, points.cardId);
    const passJson = JSON.parse(
      unzip(Buffer.from(answer.result.pass, 'base64')).get('pass.json')?.toString('utf8') ?? '{}',
    ) as { storeCard: Record<string, Array<{ key: string; value: unknown }>> };
    expect(passJson.storeCard.primaryFields).toEqual([{ key: 'points', label: 'POINTS', value: 13 }]);
    const ticketNo = booking.passes[0]?.ticketNo;
    expect(passJson.storeCard.secondaryFields).toEqual([{ key: 'nextTicket', label: 'NEXT_TICKET', value: ticketNo }]);
    expect(passJson.storeCard.backFields?.map((f) => f.key)).toEqual(['ticketWindow', 'ticketLot', 'ticketReference']);
    expect(passJson.storeCard.backFields?.[2]?.value).toBe(booking.reference);
  });

  it("another customer's card answers exactly as a missing one", async () => {
    const { value } = await customerWithCards();
    const other = await customerWithCards();
    const foreign = await pass(other.token, value.cardId);
    const missing = await pass(other.token, randomUUID());
    expect(foreign.result).toEqual(missing.result);
    expect(foreign.result).toMatchObject({ rtn: 0, problem: { code: 'WALLET_CARD_NOT_FOUND' } });
    const bad = await s.t.app.inject({
      method: 'POST',
      url: '/s/park-central/pro/account/valuePassWallet',
      payload: { cardId: 'x\u0000' },
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await s.t.app.inject({
      method: 'POST',
      url: '/s/park-central/pro/account/valuePassWallet',
      payload: { cardId: value.cardId },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a site whose addWallet is not 1 neither offers nor signs passes', async () => {
    const { token, value } = await customerWithCards();
    const otherSite = passTenant().sites[1]?.shopCode;
    if (!otherSite) throw new Error('fixture has one site');
    expect((await cards(token, otherSite)).result.walletPass).toBe(false);
    expect((await pass(token, value.cardId, otherSite)).result).toMatchObject({
      rtn: 0,
      problem: { code: 'WALLET_PASS_OFF' },
    });
  });
});
