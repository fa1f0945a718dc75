/**
 * The Omipay adapter against the Omipay double (docs/payment-providers.md#omipay): the adapter
 * alone, no server and no database (a remote gateway keeps nothing of ours). A small HTTP server
 * stands in for our notification route: it hands the raw bytes to verifyNotification and answers
 * Omipay's acknowledgement only for a notification that verifies.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Queryable } from '../../server/db/database';
import { GatewayRejectedError, GatewayUnavailableError } from '../../server/services/payments/gateway-errors';
import type { NewGatewayPayment } from '../../server/services/payments/payment-gateway';
import type { NotificationFacts, ProviderGateway } from '../../server/services/payments/provider-gateway';
import { createOmipayGateway, type OmipayConfig } from '../../server/services/payments/providers/omipay/omipay-gateway';
import { OMIPAY_DOUBLE_ERRORS, startOmipayDouble, type OmipayDouble } from '../doubles/omipay/omipay-double';
import { providerContractCases, type ProviderContractHarness } from './support/provider-contract';

const db = null as unknown as Queryable;
const now = new Date();
const TIMEOUT_MS = 400;

interface Received {
  rawBody: string;
  facts: NotificationFacts | null;
}

let double: OmipayDouble;
let gateway: ProviderGateway;
let receiver: Server;
let notifyUrl: string;
let received: Received[] = [];
let sequence = 0;

const configFor = (overrides: Partial<OmipayConfig> = {}): OmipayConfig => ({
  baseUrl: double.baseUrl,
  merchantNo: double.merchantNo,
  apiKey: double.secret,
  timeoutMs: TIMEOUT_MS,
  currency: 'AUD',
  ...overrides,
});

const PAYMENT_CODES = { wechat: 202, alipay: 203, card: 201, paypal: 204 } as const;

function payment(overrides: Partial<NewGatewayPayment> = {}): NewGatewayPayment {
  sequence += 1;
  const paymentType = overrides.paymentType ?? 'wechat';
  return {
    merchant: 'parkco',
    paymentCode: PAYMENT_CODES[paymentType],
    description: `Parking ABCD-${String(sequence).padStart(4, '0')}`,
    amount: 1250,
    returnUrl: `https://kerbside.test/parkco/pay/return?txn=T${sequence}`,
    payUiType: 'REDIRECT',
    expiresAt: new Date(now.getTime() + 15 * 60_000),
    now,
    reference: `T${Date.now()}${sequence}`,
    idempotencyKey: `create-${sequence}`,
    currency: 'AUD',
    paymentType,
    notificationUrl: notifyUrl,
    ...overrides,
  };
}

/** What the payer's browser does on the pay page: loads it, presses a button, follows nothing. */
async function press(url: string, decision: 'approve' | 'decline' | 'expire') {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const html = await page.text();
  const form = html.match(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/);
  if (!form?.[1] || form[2] === undefined) throw new Error(`no form on the page: ${html}`);
  const fields = new URLSearchParams();
  for (const [, name, value] of form[2].matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    fields.set(name ?? '', (value ?? '').replace(/&amp;/g, '&').replace(/&quot;/g, '"'));
  fields.set('decision', decision);
  return fetch(new URL(form[1], url), { method: 'POST', body: fields, redirect: 'manual' });
}

async function waitFor(check: () => boolean, what: string) {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

beforeAll(async () => {
  double = await startOmipayDouble({ notifyRetryDelaysMs: [10, 20] });
  gateway = createOmipayGateway(configFor());
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://localhost');
      void gateway
        .verifyNotification({
          rawBody,
          headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
          query: Object.fromEntries(url.searchParams),
        })
        .then((facts) => {
          received.push({ rawBody: rawBody.toString('utf8'), facts });
          if (facts) {
            res.writeHead(200, { 'content-type': facts.ack.contentType });
            res.end(facts.ack.body);
          } else {
            res.writeHead(400);
            res.end();
          }
        });
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  notifyUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/payments/notify/omipay/parkco`;
});

afterAll(async () => {
  await double?.close();
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
});

beforeEach(() => {
  double.control.clearFaults();
  double.control.notificationSettings({ duplicates: 0, badSignature: false, hold: false });
  double.control.refundOutcome('SUCCESS');
  received = [];
});

describe('omipay adapter: WeChat Pay (QR order)', () => {
  it('creates a QR order under our reference and sends the payer to its signed page', async () => {
    const p = payment();
    const { gatewayPaymentId, url, charged } = await gateway.createPayment(db, p);
    expect(charged).toBeUndefined();
    const order = double.control.order(gatewayPaymentId);
    expect(order).toMatchObject({
      outOrderNo: p.reference,
      platform: 'WECHATPAY',
      kind: 'qr',
      amount: 1250,
      currency: 'AUD',
      notifyUrl,
      name: p.description,
    });
    const call = double.control.requests().at(-1);
    expect(call).toMatchObject({ endpoint: 'MakeQROrder', method: 'POST', outcome: 'ok' });
    const page = new URL(url);
    expect(page.origin).toBe(double.origin);
    expect(page.searchParams.get('paycode')).toBe(gatewayPaymentId);
    expect(page.searchParams.get('redirect_url')).toBe(p.returnUrl);
    expect(page.searchParams.get('sign')).toMatch(/^[0-9A-F]{32}$/);
    expect(await gateway.getPayment(db, gatewayPaymentId, now)).toMatchObject({
      gatewayPaymentId,
      status: 'pending',
      amount: 1250,
      cardNumber: '',
    });
  });

  it('shows the QR code; approving sends the browser back, notifies us, and reads as approved', async () => {
    const p = payment();
    const { gatewayPaymentId, url } = await gateway.createPayment(db, p);
    const html = await (await fetch(url)).text();
    expect(html).toContain('<svg');
    expect(html).toContain('Scan with WeChat Pay');
    const answer = await press(url, 'approve');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(p.returnUrl);
    await double.control.idle();
    expect(received).toHaveLength(1);
    expect(received[0]?.facts).toEqual({
      gatewayPaymentIds: [gatewayPaymentId],
      refundIds: [],
      ack: { contentType: 'application/json', body: '{"return_code":"SUCCESS"}' },
    });
    expect(double.control.notifications().at(-1)).toMatchObject({ orderNo: gatewayPaymentId, acknowledged: true });
    expect(await gateway.getPayment(db, gatewayPaymentId, now)).toMatchObject({ status: 'approved', amount: 1250 });
    // Approved: it cannot be cancelled.
    expect(await gateway.cancel(db, gatewayPaymentId, now)).toBe(false);
  });

  it('in a DIALOG the page says to close the window instead of redirecting', async () => {
    const { gatewayPaymentId, url } = await gateway.createPayment(db, payment({ payUiType: 'DIALOG' }));
    expect(new URL(url).searchParams.has('redirect_url')).toBe(false);
    const answer = await press(url, 'approve');
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('You can close this window.');
    expect((await gateway.getPayment(db, gatewayPaymentId, now))?.status).toBe('approved');
  });

  it('a declined payment reads as declined, an expired QR as abandoned; both count as cancelled', async () => {
    const declined = await gateway.createPayment(db, payment());
    await press(declined.url, 'decline');
    expect((await gateway.getPayment(db, declined.gatewayPaymentId, now))?.status).toBe('declined');
    expect(await gateway.cancel(db, declined.gatewayPaymentId, now)).toBe(true);

    const expired = await gateway.createPayment(db, payment());
    await press(expired.url, 'expire');
    expect((await gateway.getPayment(db, expired.gatewayPaymentId, now))?.status).toBe('abandoned');
    expect(await gateway.cancel(db, expired.gatewayPaymentId, now)).toBe(true);
    // Nothing is notified for an order nobody paid.
    await double.control.idle();
    expect(received).toHaveLength(0);
  });

  it('an open order cannot be closed at Omipay, so cancel says it is still under way', async () => {
    const { gatewayPaymentId } = await gateway.createPayment(db, payment());
    expect(await gateway.cancel(db, gatewayPaymentId, now)).toBe(false);
    expect((await gateway.getPayment(db, gatewayPaymentId, now))?.status).toBe('pending');
  });

  it('an order Omipay does not know reads as unknown', async () => {
    expect(await gateway.getPayment(db, 'TR000000000000', now)).toBeNull();
    expect(await gateway.cancel(db, 'TR000000000000', now)).toBe(false);
  });

  it('refuses a page link whose signature is wrong', async () => {
    const { url } = await gateway.createPayment(db, payment());
    const forged = new URL(url);
    forged.searchParams.set('sign', '0'.repeat(32));
    expect((await fetch(forged)).status).toBe(403);
  });
});

describe('omipay adapter: Alipay (online order)', () => {
  it("creates an online order and sends the payer to Alipay's cashier, which returns them", async () => {
    const p = payment({ paymentType: 'alipay' });
    const { gatewayPaymentId, url } = await gateway.createPayment(db, p);
    expect(double.control.order(gatewayPaymentId)).toMatchObject({
      kind: 'online',
      platform: 'ALIPAY',
      outOrderNo: p.reference,
      redirectUrl: p.returnUrl,
    });
    expect(double.control.requests().at(-1)?.params).toMatchObject({ type: 'pc', redirect_url: p.returnUrl });
    const answer = await press(url, 'approve');
    expect(answer.headers.get('location')).toBe(p.returnUrl);
    await double.control.idle();
    expect(received.map((r) => r.facts?.gatewayPaymentIds)).toEqual([[gatewayPaymentId]]);
    expect((await gateway.getPayment(db, gatewayPaymentId, now))?.status).toBe('approved');
  });

  it('a declined Alipay payment reads as declined', async () => {
    const { gatewayPaymentId, url } = await gateway.createPayment(db, payment({ paymentType: 'alipay' }));
    await press(url, 'decline');
    expect((await gateway.getPayment(db, gatewayPaymentId, now))?.status).toBe('declined');
  });
});

describe('omipay adapter: what Omipay does not offer', () => {
  it('takes no cards, no saved cards and no card registrations', async () => {
    await expect(gateway.createPayment(db, payment({ paymentType: 'card' }))).rejects.toMatchObject({
      name: 'GatewayRejectedError',
      reason: 'invalid',
    });
    await expect(gateway.createPayment(db, payment({ savedCardToken: 'tok_1' }))).rejects.toThrow(
      'saved cards are not offered by omipay',
    );
    await expect(
      gateway.startCardRegistration(db, {
        merchant: 'parkco',
        returnUrl: 'https://kerbside.test/',
        payUiType: 'REDIRECT',
        expiresAt: now,
        now,
      }),
    ).rejects.toBeInstanceOf(GatewayRejectedError);
    expect(await gateway.getCardRegistration(db, 'reg_1', now)).toBeNull();
  });
});

describe('omipay adapter: signature and the five-minute window', () => {
  it('a wrong secret is refused by Omipay: an error of ours, never "unknown order"', async () => {
    const wrong = createOmipayGateway(configFor({ apiKey: 'not-the-secret' }));
    await expect(wrong.createPayment(db, payment())).rejects.toThrow(OMIPAY_DOUBLE_ERRORS.sign);
    const { gatewayPaymentId } = await gateway.createPayment(db, payment());
    await expect(wrong.getPayment(db, gatewayPaymentId, now)).rejects.toBeInstanceOf(GatewayRejectedError);
    expect(double.control.requests().at(-1)?.outcome).toBe(OMIPAY_DOUBLE_ERRORS.sign);
  });

  it('a clock six minutes off is refused; four minutes off is taken', async () => {
    const late = createOmipayGateway(configFor({ clock: () => Date.now() - 6 * 60_000 }));
    await expect(late.createPayment(db, payment())).rejects.toThrow(OMIPAY_DOUBLE_ERRORS.expired);
    const ahead = createOmipayGateway(configFor({ clock: () => Date.now() + 6 * 60_000 }));
    await expect(ahead.createPayment(db, payment())).rejects.toThrow(OMIPAY_DOUBLE_ERRORS.expired);
    const slightly = createOmipayGateway(configFor({ clock: () => Date.now() - 4 * 60_000 }));
    await expect(slightly.createPayment(db, payment())).resolves.toMatchObject({ url: expect.any(String) });
  });

  it('the double refuses unsigned and replayed-late requests on its own', async () => {
    const bare = await (await fetch(`${double.baseUrl}/QueryOrder?order_no=TR1`)).json();
    expect(bare).toMatchObject({ return_code: 'FAIL', error_code: OMIPAY_DOUBLE_ERRORS.merchant });
    // A request captured and sent again six minutes later: its signature still matches, its time does not.
    const t = String(Date.now() - 6 * 60_000);
    const nonce = 'abcdefghij0123456789';
    const { createHash } = await import('node:crypto');
    const sign = createHash('md5')
      .update(`${double.merchantNo}&${t}&${nonce}&${double.secret}`)
      .digest('hex')
      .toUpperCase();
    const late = await (
      await fetch(
        `${double.baseUrl}/QueryOrder?order_no=TR1&m_number=${double.merchantNo}&timestamp=${t}&nonce_str=${nonce}&sign=${sign}`,
      )
    ).json();
    expect(late).toMatchObject({ return_code: 'FAIL', error_code: OMIPAY_DOUBLE_ERRORS.expired });
  });
});

describe('omipay adapter: timeouts, 5xx and refusals', () => {
  it('a create that hangs past the timeout is unknown, not failed', async () => {
    double.control.fault({ endpoint: 'MakeQROrder', kind: 'hang' });
    const started = Date.now();
    await expect(gateway.createPayment(db, payment())).rejects.toBeInstanceOf(GatewayUnavailableError);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1500);
  });

  it('a 5xx is unknown; a FAIL is a refusal', async () => {
    double.control.fault({ endpoint: 'MakeOnlineOrder', kind: 'http5xx' });
    await expect(gateway.createPayment(db, payment({ paymentType: 'alipay' }))).rejects.toBeInstanceOf(
      GatewayUnavailableError,
    );
    double.control.fault({ endpoint: 'MakeQROrder', kind: 'fail', errorCode: 'MERCHANT_SUSPENDED' });
    await expect(gateway.createPayment(db, payment())).rejects.toMatchObject({
      name: 'GatewayRejectedError',
      message: expect.stringContaining('MERCHANT_SUSPENDED'),
    });
    double.control.fault({ endpoint: 'QueryOrder', kind: 'hang' });
    await expect(gateway.getPayment(db, 'TR1', now)).rejects.toBeInstanceOf(GatewayUnavailableError);
    double.control.fault({ endpoint: 'QueryOrder', kind: 'http5xx' });
    await expect(gateway.cancel(db, 'TR1', now)).rejects.toBeInstanceOf(GatewayUnavailableError);
  });

  it('a create whose answer is lost and is sent again answers the same open order (same-order double)', async () => {
    const p = payment();
    double.control.fault({ endpoint: 'MakeQROrder', kind: 'lose-answer' });
    await expect(gateway.createPayment(db, p)).rejects.toBeInstanceOf(GatewayUnavailableError);
    const lost = double.control.orderByReference(p.reference);
    const retried = await gateway.createPayment(db, p);
    expect(retried.gatewayPaymentId).toBe(lost?.orderNo);
    expect(double.control.orders().filter((o) => o.outOrderNo === p.reference)).toHaveLength(1);
  });

  it('should Omipay make a new order instead, the lost one is never shown to the payer', async () => {
    const other = await startOmipayDouble({ repeatedOutOrderNo: 'new-order' });
    try {
      const g = createOmipayGateway(configFor({ baseUrl: other.baseUrl }));
      const p = payment();
      other.control.fault({ endpoint: 'MakeQROrder', kind: 'lose-answer' });
      await expect(g.createPayment(db, p)).rejects.toBeInstanceOf(GatewayUnavailableError);
      const retried = await g.createPayment(db, p);
      const orders = other.control.orders().filter((o) => o.outOrderNo === p.reference);
      expect(orders).toHaveLength(2);
      expect(retried.gatewayPaymentId).toBe(orders[1]?.orderNo);
      expect(new URL(retried.url).searchParams.get('paycode')).toBe(orders[1]?.orderNo);
    } finally {
      await other.close();
    }
  });

  it('should Omipay refuse a repeated out_order_no, the retry is a refusal, never a silent success', async () => {
    const other = await startOmipayDouble({ repeatedOutOrderNo: 'refuse' });
    try {
      const g = createOmipayGateway(configFor({ baseUrl: other.baseUrl }));
      const p = payment();
      other.control.fault({ endpoint: 'MakeQROrder', kind: 'lose-answer' });
      await expect(g.createPayment(db, p)).rejects.toBeInstanceOf(GatewayUnavailableError);
      await expect(g.createPayment(db, p)).rejects.toMatchObject({
        name: 'GatewayRejectedError',
        message: expect.stringContaining(OMIPAY_DOUBLE_ERRORS.orderNoReused),
      });
    } finally {
      await other.close();
    }
  });

  it('the same reference with another amount is refused', async () => {
    const p = payment();
    await gateway.createPayment(db, p);
    await expect(gateway.createPayment(db, { ...p, amount: p.amount + 1 })).rejects.toThrow(
      OMIPAY_DOUBLE_ERRORS.orderNoReused,
    );
  });
});

describe('omipay adapter: refunds', () => {
  async function paid(amount = 1250) {
    const created = await gateway.createPayment(db, payment({ amount }));
    await double.control.approve(created.gatewayPaymentId);
    await double.control.idle();
    return created.gatewayPaymentId;
  }

  it('refunds once per key: the same key is the same refund at Omipay', async () => {
    const orderNo = await paid();
    const first = await gateway.refund(db, orderNo, 500, 'refund-key-1', now);
    expect(first).toMatch(/^RF/);
    expect(await gateway.refund(db, orderNo, 500, 'refund-key-1', now)).toBe(first);
    expect(double.control.refunds().filter((r) => r.orderNo === orderNo)).toHaveLength(1);
    expect(double.control.requests().at(-1)?.params).toMatchObject({ out_refund_no: 'refund-key-1', amount: '500' });
    expect(await gateway.getRefund(first as string, now)).toBe('succeeded');
    // A second refund under another key takes the rest; more than was paid is refused.
    expect(await gateway.refund(db, orderNo, 750, 'refund-key-2', now)).toMatch(/^RF/);
    expect(await gateway.refund(db, orderNo, 1, 'refund-key-3', now)).toBeNull();
  });

  it('refuses a refund of an order nobody paid', async () => {
    const { gatewayPaymentId } = await gateway.createPayment(db, payment());
    expect(await gateway.refund(db, gatewayPaymentId, 100, 'refund-unpaid', now)).toBeNull();
  });

  it('a long key is sent as a digest Omipay can take, the same on every retry', async () => {
    const orderNo = await paid();
    const key = `refund:${'x'.repeat(80)}:${orderNo}`;
    const id = await gateway.refund(db, orderNo, 100, key, now);
    expect(await gateway.refund(db, orderNo, 100, key, now)).toBe(id);
    const sent = double.control.requests().filter((r) => r.endpoint === 'Refund' && r.params.order_no === orderNo);
    expect(new Set(sent.map((r) => r.params.out_refund_no)).size).toBe(1);
    expect(sent[0]?.params.out_refund_no).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
  });

  it('a refund whose answer is lost is unknown; retried with its key it is one refund', async () => {
    const orderNo = await paid();
    double.control.fault({ endpoint: 'Refund', kind: 'lose-answer' });
    await expect(gateway.refund(db, orderNo, 1250, 'refund-lost', now)).rejects.toBeInstanceOf(GatewayUnavailableError);
    const id = await gateway.refund(db, orderNo, 1250, 'refund-lost', now);
    expect(
      double.control
        .refunds()
        .filter((r) => r.orderNo === orderNo)
        .map((r) => r.refundNo),
    ).toEqual([id]);
  });

  it('a refund that times out or meets a 5xx is unknown', async () => {
    const orderNo = await paid();
    double.control.fault({ endpoint: 'Refund', kind: 'hang' });
    await expect(gateway.refund(db, orderNo, 100, 'refund-hang', now)).rejects.toBeInstanceOf(GatewayUnavailableError);
    double.control.fault({ endpoint: 'Refund', kind: 'http5xx' });
    await expect(gateway.refund(db, orderNo, 100, 'refund-5xx', now)).rejects.toBeInstanceOf(GatewayUnavailableError);
    expect(double.control.refunds().filter((r) => r.orderNo === orderNo)).toHaveLength(0);
  });

  it('a refund still in progress reads as pending until Omipay ends it', async () => {
    const orderNo = await paid();
    double.control.refundOutcome('REFUNDING');
    const done = (await gateway.refund(db, orderNo, 300, 'refund-slow-1', now)) as string;
    const failed = (await gateway.refund(db, orderNo, 300, 'refund-slow-2', now)) as string;
    expect(await gateway.getRefund(done, now)).toBe('pending');
    double.control.settleRefund(done, 'SUCCESS');
    double.control.settleRefund(failed, 'FAILED');
    expect(await gateway.getRefund(done, now)).toBe('succeeded');
    expect(await gateway.getRefund(failed, now)).toBe('failed');
    expect(await gateway.getRefund('RF000000', now)).toBeNull();
  });
});

describe('omipay adapter: amounts and currencies', () => {
  it('reports the amount Omipay reports, so another amount cannot settle', async () => {
    const { gatewayPaymentId } = await gateway.createPayment(db, payment({ amount: 2000 }));
    await double.control.approve(gatewayPaymentId);
    double.control.reportAs(gatewayPaymentId, { amount: 200 });
    expect(await gateway.getPayment(db, gatewayPaymentId, now)).toMatchObject({ status: 'approved', amount: 200 });
  });

  it('an order in another currency reads with amount -1', async () => {
    const { gatewayPaymentId } = await gateway.createPayment(db, payment());
    await double.control.approve(gatewayPaymentId);
    double.control.reportAs(gatewayPaymentId, { currency: 'CNY' });
    expect(await gateway.getPayment(db, gatewayPaymentId, now)).toMatchObject({
      status: 'approved',
      amount: -1,
      currency: 'CNY',
    });
  });
});

describe('omipay adapter: notifications', () => {
  it('duplicates each verify and name the same order', async () => {
    double.control.notificationSettings({ duplicates: 4 });
    const { gatewayPaymentId } = await gateway.createPayment(db, payment());
    await double.control.approve(gatewayPaymentId);
    await double.control.idle();
    expect(received).toHaveLength(5);
    for (const r of received) expect(r.facts?.gatewayPaymentIds).toEqual([gatewayPaymentId]);
  });

  it('a forged signature is refused and not acknowledged', async () => {
    double.control.notificationSettings({ badSignature: true });
    const { gatewayPaymentId } = await gateway.createPayment(db, payment());
    await double.control.approve(gatewayPaymentId);
    await double.control.idle();
    expect(received.map((r) => r.facts)).toEqual([null]);
    expect(double.control.notifications().at(-1)).toMatchObject({ forged: true, status: 400, acknowledged: false });
    const forged = await double.control.notify(gatewayPaymentId, { badSignature: true });
    expect(forged.status).toBe(400);
  });

  it('held notifications released newest first each verify (out of order)', async () => {
    double.control.notificationSettings({ hold: true });
    const first = await gateway.createPayment(db, payment());
    const second = await gateway.createPayment(db, payment());
    await double.control.approve(first.gatewayPaymentId);
    await double.control.approve(second.gatewayPaymentId);
    expect(received).toHaveLength(0);
    await double.control.releaseHeld('reverse');
    await waitFor(() => received.length === 2, 'two notifications');
    expect(received.map((r) => r.facts?.gatewayPaymentIds[0])).toEqual([
      second.gatewayPaymentId,
      first.gatewayPaymentId,
    ]);
  });

  it('an unacknowledged notification is sent again', async () => {
    const { gatewayPaymentId } = await gateway.createPayment(db, payment());
    const original = gateway.verifyNotification.bind(gateway);
    let refusals = 1;
    gateway.verifyNotification = async (n) => (refusals-- > 0 ? null : original(n));
    try {
      await double.control.approve(gatewayPaymentId);
      await double.control.idle();
    } finally {
      gateway.verifyNotification = original;
    }
    expect(received.map((r) => r.facts === null)).toEqual([true, false]);
    expect(
      double.control
        .notifications()
        .filter((n) => n.orderNo === gatewayPaymentId)
        .map((n) => n.status),
    ).toEqual([400, 200]);
  });

  it("another merchant's, malformed and unsigned notifications are refused", async () => {
    const { gatewayPaymentId } = await gateway.createPayment(db, payment());
    const verify = (body: string) => gateway.verifyNotification({ rawBody: Buffer.from(body), headers: {}, query: {} });
    await double.control.approve(gatewayPaymentId);
    await double.control.idle();
    const good = JSON.parse(double.control.notifications().at(-1)?.body ?? '{}') as Record<string, unknown>;
    expect(await verify(JSON.stringify(good))).not.toBeNull();
    expect(await verify(JSON.stringify({ ...good, m_number: '999999' }))).toBeNull();
    expect(await verify(JSON.stringify({ ...good, sign: undefined }))).toBeNull();
    expect(await verify(JSON.stringify({ ...good, order_no: '' }))).toBeNull();
    expect(await verify('not json')).toBeNull();
    expect(await verify('[1,2]')).toBeNull();
  });

  it('a notification sent as query parameters (GET) verifies the same way', async () => {
    const { gatewayPaymentId } = await gateway.createPayment(db, payment());
    await double.control.approve(gatewayPaymentId);
    await double.control.idle();
    const fields = JSON.parse(double.control.notifications().at(-1)?.body ?? '{}') as Record<string, unknown>;
    const query = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));
    expect(await gateway.verifyNotification({ rawBody: Buffer.alloc(0), headers: {}, query })).toMatchObject({
      gatewayPaymentIds: [gatewayPaymentId],
    });
  });
});

for (const paymentType of ['wechat', 'alipay'] as const) {
  describe(`omipay adapter: the contract every provider keeps (${paymentType})`, () => {
    providerContractCases((): ProviderContractHarness => ({
      gateway,
      currency: 'AUD',
      paymentType,
      decide: async (id, decision) => {
        if (decision === 'approve') await double.control.approve(id);
        else if (decision === 'decline') double.control.decline(id);
        else double.control.expire(id);
      },
      fail: (call, fault) =>
        double.control.fault({
          endpoint:
            call === 'read'
              ? 'QueryOrder'
              : call === 'refund'
                ? 'Refund'
                : paymentType === 'wechat'
                  ? 'MakeQROrder'
                  : 'MakeOnlineOrder',
          kind: fault === 'timeout' ? 'hang' : 'http5xx',
        }),
      // What Omipay sent when the order was paid (to the contract's unreachable notification URL).
      notification: async (id) => {
        await double.control.idle();
        const sent = double.control.notifications().filter((n) => n.orderNo === id);
        return {
          rawBody: Buffer.from(sent.at(-1)?.body ?? ''),
          headers: { 'content-type': 'application/json' },
          query: {},
        };
      },
      forged: () => ({
        rawBody: Buffer.from(
          JSON.stringify({
            return_code: 'SUCCESS',
            timestamp: String(Date.now()),
            nonce_str: 'abcdefghij0123456789',
            sign: 'F'.repeat(32),
            order_no: 'TR000000000001',
          }),
        ),
        headers: { 'content-type': 'application/json' },
        query: {},
      }),
      refundCount: (id) => double.control.refunds().filter((r) => r.orderNo === id).length,
    }));
  });
}
