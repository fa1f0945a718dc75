/**
 * Vouchers (docs/vouchers-and-invitations.md): collected by code or claimed by a link (a view never
 * claims; one generic answer for every failure; limited attempts; single use even under 50
 * concurrent claims), applied at parking checkout with the discount in the quote and the order,
 * and given back when an unpaid hold is released. A customer only ever sees their own vouchers.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Voucher } from '../../src/generated/api/voucher';
import type { Tenant } from '../../src/generated/tenant';
import { describeOnDrivers } from './support/describe-on-drivers';
import { HOUR, MINUTE, stay, startParkingSuite, type ParkingSuite } from './support/parking-kit';
import { paymentTenants } from './support/payment-kit';

const FAR = '2040-01-01T00:00:00Z';

function voucherTenants(): Tenant[] {
  const [parkco, aesparkco] = paymentTenants();
  if (!parkco || !aesparkco) throw new Error('fixture tenants missing');
  const vouchers: Tenant['vouchers'] = [
    { code: 'TENOFF', name: { 'en-gb': '10% off', 'zh-hans': '九折' }, discount: { percentOff: 10 }, expiresAt: FAR },
    { code: 'FIVEBUCKS', name: { 'en-gb': '$5 off' }, discount: { amountOff: 500, minSpend: 1000 }, expiresAt: FAR },
    {
      code: 'LINKONLY',
      name: { 'en-gb': 'Link only' },
      discount: { amountOff: 200 },
      expiresAt: FAR,
      collectByCode: false,
      claimLinkDays: 2,
    },
    { code: 'BIGONE', name: { 'en-gb': 'All of it' }, discount: { amountOff: 100000 }, expiresAt: FAR },
    { code: 'OLDONE', name: { 'en-gb': 'Gone' }, discount: { amountOff: 100 }, expiresAt: '2030-01-01T00:00:00Z' },
    // A campaign name is tenant text like any other: one string for every language is allowed too.
    { code: 'PLAINNAME', name: 'Two dollars off', discount: { amountOff: 200 }, expiresAt: FAR },
    // Scope (docs/vouchers-and-invitations.md#scope): the shop's goods only, or both.
    { code: 'CAFEONLY', name: 'Coffee treat', discount: { amountOff: 300 }, expiresAt: FAR, appliesTo: 'shop' },
    { code: 'ANYWHERE', name: 'Anywhere', discount: { amountOff: 100 }, expiresAt: FAR, appliesTo: 'both' },
  ];
  return [
    { ...parkco, vouchers },
    {
      ...aesparkco,
      vouchers: [{ code: 'TENOFF', name: { 'en-gb': 'Other tenant' }, discount: { percentOff: 50 }, expiresAt: FAR }],
    },
  ];
}

type VoucherAnswer = { voucher?: Voucher; vouchers?: Voucher[]; campaign?: { code: string } };

describeOnDrivers('vouchers', (driver) => {
  let s: ParkingSuite;
  beforeAll(async () => {
    s = await startParkingSuite(driver, {}, voucherTenants(), undefined, {
      sandboxLinks: true,
      vouchers: { attempts: { perAddress: 10_000, perAccount: 10_000 } },
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  const call = (path: string, payload: unknown, token?: string, shop = 'park-central') =>
    s.client(shop).call<VoucherAnswer>(path, payload, token);
  const collect = (token: string, code: string) => call('/voucher/collect', { code }, token);
  const mint = async (campaign: string, shop = 'park-central') => {
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/sandbox-api/links/voucher',
      payload: { shop, campaign },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ token: string; path: string }>();
  };
  const quote = (token: string | undefined, voucherId: string | undefined, extra: Record<string, unknown> = {}) =>
    s
      .client()
      .call<{ fee?: { amount: number; discount?: number; surcharge: number; total: number } }>(
        '/spot/feeCalc',
        { ...stay(s.clock.now(), 2, 2), paymentCode: 201, ...(voucherId ? { voucherId } : {}), ...extra },
        token,
      );

  it('collects by code once: collecting again answers the same voucher', async () => {
    const { token } = await s.customer();
    const first = await collect(token, 'tenoff');
    expect(first.result).toMatchObject({
      rtn: 1,
      voucher: {
        campaignCode: 'TENOFF',
        status: 'available',
        name: { 'en-gb': '10% off' },
        discount: { percentOff: 10 },
      },
    });
    expect(first.result.voucher?.couponCode).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    const again = await collect(token, 'TENOFF');
    expect(again.result.voucher).toEqual(first.result.voucher);
    expect((await call('/voucher/list', {}, token)).result.vouchers).toEqual([first.result.voucher]);
  });

  it('a campaign named by one string (not a language map) is collected and listed with that name', async () => {
    const { token } = await s.customer();
    const collected = await collect(token, 'PLAINNAME');
    expect(collected.result).toMatchObject({ rtn: 1, voucher: { campaignCode: 'PLAINNAME', name: 'Two dollars off' } });
    expect((await call('/voucher/list', {}, token)).result.vouchers).toEqual([collected.result.voucher]);
  });

  it('says what each voucher applies to, and a shop-only voucher takes nothing off a parking fee', async () => {
    const { token } = await s.customer();
    const parking = (await collect(token, 'TENOFF')).result.voucher!;
    const shopOnly = (await collect(token, 'CAFEONLY')).result.voucher!;
    const both = (await collect(token, 'ANYWHERE')).result.voucher!;
    // A campaign without a scope is for parking.
    expect([parking.appliesTo, shopOnly.appliesTo, both.appliesTo]).toEqual(['parking', 'shop', 'both']);
    expect((await quote(token, shopOnly.id)).result).toMatchObject({ rtn: 0, problem: { code: 'DISCOUNT_FAILED' } });
    expect((await quote(token, both.id)).result.fee?.discount).toBe(100);
    expect((await quote(token, parking.id)).result.fee?.discount).toBeGreaterThan(0);
    // A claim link shows the scope before anything is claimed.
    const viewed = await call('/voucher/linkView', { code: 'CAFEONLY', token: (await mint('CAFEONLY')).token }, token);
    expect(viewed.result).toMatchObject({ rtn: 1, campaign: { code: 'CAFEONLY', appliesTo: 'shop' } });
  });

  it('gives one answer to every code that cannot be collected', async () => {
    const { token } = await s.customer();
    for (const code of ['NOPE', 'LINKONLY', 'OLDONE', 'x'.repeat(40), "'; DROP TABLE vouchers; --"]) {
      expect((await collect(token, code)).result).toEqual({
        rtn: 0,
        dispMsg: 'This voucher is not available',
        problem: { code: 'VOUCHER_UNAVAILABLE', params: {} },
      });
    }
  });

  it('a link: the view shows without claiming, the claim works once, everything else gets the same answer', async () => {
    const link = await mint('LINKONLY');
    expect(link.path).toBe(`/company/park-central/voucher/LINKONLY/token/${link.token}/get`);
    const view = await call('/voucher/linkView', { code: 'LINKONLY', token: link.token });
    expect(view.result).toMatchObject({ rtn: 1, campaign: { code: 'LINKONLY' } });
    // Viewing twice (a mail scanner, then the customer) claims nothing.
    expect((await call('/voucher/linkView', { code: 'LINKONLY', token: link.token })).result.rtn).toBe(1);
    const stored = await s.db.query<{ token_hash: string }>('SELECT token_hash FROM voucher_claim_tokens');
    expect(stored.map((r) => r.token_hash)).not.toContain(link.token);

    const winner = await s.customer();
    const claimed = await call('/voucher/linkClaim', { code: 'LINKONLY', token: link.token }, winner.token);
    expect(claimed.result).toMatchObject({ rtn: 1, voucher: { campaignCode: 'LINKONLY', status: 'available' } });
    const generic = {
      rtn: 0,
      dispMsg: 'This voucher is not available',
      problem: { code: 'VOUCHER_UNAVAILABLE', params: {} },
    };
    const loser = await s.customer();
    expect((await call('/voucher/linkClaim', { code: 'LINKONLY', token: link.token }, loser.token)).result).toEqual(
      generic,
    );
    expect((await call('/voucher/linkView', { code: 'LINKONLY', token: link.token })).result).toEqual(generic);
    // Unknown token, wrong campaign, another tenant's shop, an expired link.
    expect((await call('/voucher/linkClaim', { code: 'LINKONLY', token: 'A'.repeat(43) }, loser.token)).result).toEqual(
      generic,
    );
    const other = await mint('LINKONLY');
    expect((await call('/voucher/linkClaim', { code: 'TENOFF', token: other.token }, loser.token)).result).toEqual(
      generic,
    );
    const aesCustomer = await s.customer('aesparkco');
    expect(
      (await call('/voucher/linkClaim', { code: 'LINKONLY', token: other.token }, aesCustomer.token, 'aes-park'))
        .result,
    ).toEqual(generic);
    s.clock.advanceSeconds(3 * 24 * HOUR);
    expect((await call('/voucher/linkClaim', { code: 'LINKONLY', token: other.token }, loser.token)).result).toEqual(
      generic,
    );
    s.clock.advanceSeconds(-3 * 24 * HOUR);
  });

  it('the quote shows the discount and the order charges it; the voucher is then applied', async () => {
    const { token } = await s.customer();
    const voucher = (await collect(token, 'TENOFF')).result.voucher;
    const plain = await quote(token, undefined);
    expect(plain.result.fee).toMatchObject({ amount: 1300, surcharge: 20, total: 1320 });
    expect(plain.result.fee).not.toHaveProperty('discount');
    const discounted = await quote(token, voucher?.id);
    // 10 % of 13.00 = 1.30 off; the 1.5 % card surcharge on 11.70 = 0.1755 → 0.18.
    expect(discounted.result.fee).toMatchObject({
      amount: 1300,
      discount: 130,
      surcharge: 18,
      total: 1188,
      voucherId: voucher?.id,
    });
    const order = await s
      .client()
      .order(token, { ...stay(s.clock.now(), 2, 2), paymentCode: 201, voucherId: voucher?.id, quotedTotal: 1188 });
    expect(order.result.booking).toMatchObject({ fee: 1170, surcharge: 18, total: 1188 });
    const listed = (await call('/voucher/list', {}, token)).result.vouchers?.[0];
    expect(listed).toMatchObject({ status: 'applied', appliedTo: order.result.booking?.reference, discountGiven: 130 });
    expect((await quote(token, voucher?.id)).result).toMatchObject({ rtn: 0, problem: { code: 'DISCOUNT_FAILED' } });
    expect(
      (await s.client().order(token, { ...stay(s.clock.now(), 5, 1), voucherId: voucher?.id })).result,
    ).toMatchObject({ rtn: 0, problem: { code: 'DISCOUNT_FAILED' } });
  });

  it('a released hold gives the voucher back', async () => {
    const { token } = await s.customer();
    const voucher = (await collect(token, 'TENOFF')).result.voucher;
    await s.client().book(token, { ...stay(s.clock.now(), 2, 2), voucherId: voucher?.id });
    s.clock.advanceSeconds(20 * MINUTE);
    await s.client().summary(token);
    expect((await call('/voucher/list', {}, token)).result.vouchers?.[0]?.status).toBe('available');
    expect((await quote(token, voucher?.id)).result.fee).toMatchObject({ discount: 130 });
  });

  it("'Failed to get a discount': below the minimum spend, without a session, another customer's voucher", async () => {
    const owner = await s.customer();
    const five = (await collect(owner.token, 'FIVEBUCKS')).result.voucher;
    const short = {
      offerCode: 'hourly',
      entry: Math.floor(s.clock.now().getTime() / 1000) + 2 * HOUR,
      exit: Math.floor(s.clock.now().getTime() / 1000) + 3 * HOUR,
      tickets: 1,
    };
    expect((await quote(owner.token, five?.id, short)).result).toMatchObject({
      rtn: 0,
      problem: { code: 'DISCOUNT_FAILED' },
    });
    expect((await quote(owner.token, five?.id)).result.fee).toMatchObject({ discount: 500 });
    expect((await quote(undefined, five?.id)).result).toMatchObject({ rtn: 0, problem: { code: 'DISCOUNT_FAILED' } });
    const other = await s.customer();
    expect((await quote(other.token, five?.id)).result).toMatchObject({ rtn: 0, problem: { code: 'DISCOUNT_FAILED' } });
    expect(
      (await s.client().order(other.token, { ...stay(s.clock.now(), 2, 2), voucherId: five?.id })).result,
    ).toMatchObject({ rtn: 0, problem: { code: 'DISCOUNT_FAILED' } });
    expect((await quote(other.token, randomUUID())).result).toMatchObject({
      rtn: 0,
      problem: { code: 'DISCOUNT_FAILED' },
    });
    expect((await call('/voucher/list', {}, other.token)).result.vouchers).toEqual([]);
  });

  it('a discount never makes the fee negative: a voucher larger than the fee makes it free', async () => {
    const { token } = await s.customer();
    const big = (await collect(token, 'BIGONE')).result.voucher;
    expect((await quote(token, big?.id)).result.fee).toMatchObject({
      amount: 1300,
      discount: 1300,
      surcharge: 0,
      total: 0,
    });
    const order = await s.client().order(token, { ...stay(s.clock.now(), 2, 2), paymentCode: 201, voucherId: big?.id });
    expect(order.result.booking).toMatchObject({ fee: 0, surcharge: 0, total: 0 });
  });

  it('50 concurrent claims of one link: exactly one winner', async () => {
    const link = await mint('LINKONLY');
    const customers = await Promise.all(Array.from({ length: 50 }, () => s.customer()));
    const answers = await Promise.all(
      customers.map((c) => call('/voucher/linkClaim', { code: 'LINKONLY', token: link.token }, c.token)),
    );
    expect(answers.filter((a) => a.result.rtn === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.result.problem?.code === 'VOUCHER_UNAVAILABLE')).toHaveLength(49);
    const held = await s.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM vouchers WHERE campaign_code = 'LINKONLY' AND account_id = ANY($1::uuid[])",
      [`{${customers.map((c) => c.accountId).join(',')}}`],
    );
    expect(held[0]?.n).toBe(1);
  });

  it('two concurrent orders with one voucher: one gets the discount, the other is refused', async () => {
    const { token } = await s.customer();
    const voucher = (await collect(token, 'TENOFF')).result.voucher;
    const orders = await Promise.all(
      [2, 6].map((h) => s.client().order(token, { ...stay(s.clock.now(), h, 1), voucherId: voucher?.id })),
    );
    expect(orders.map((o) => o.result.rtn).sort()).toEqual([0, 1]);
  });
});

describeOnDrivers('voucher attempts are limited', (driver) => {
  let s: ParkingSuite;
  beforeAll(async () => {
    s = await startParkingSuite(driver, {}, voucherTenants(), undefined, {
      vouchers: { attempts: { perAddress: 5, perAccount: 3 } },
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('per account, then per client address', async () => {
    const first = await s.customer();
    const codes = ['NOPE1', 'NOPE2', 'NOPE3', 'TENOFF'];
    const answers = [];
    for (const code of codes)
      answers.push((await s.client().call('/voucher/collect', { code }, first.token)).result.problem?.code);
    expect(answers).toEqual(['VOUCHER_UNAVAILABLE', 'VOUCHER_UNAVAILABLE', 'VOUCHER_UNAVAILABLE', 'TOO_MANY_REQUESTS']);
    const second = await s.customer();
    expect((await s.client().call('/voucher/collect', { code: 'TENOFF' }, second.token)).result.rtn).toBe(1);
    // Five from this address so far; the sixth attempt, by anyone, is refused.
    expect(
      (await s.client().call('/voucher/linkView', { code: 'TENOFF', token: 'A'.repeat(43) })).result.problem?.code,
    ).toBe('TOO_MANY_REQUESTS');
  });
});
