/**
 * A local stand-in for Omipay's Web API (docs/payment-providers.md#omipay), for tests only: a
 * node:http server on 127.0.0.1 that keeps its orders and refunds in memory and speaks the calls our
 * adapter makes, as Omipay's API document describes them (parameters in the query string, GET or
 * POST, JSON answers with return_code SUCCESS / FAIL, the MD5 signature over
 * m_number&timestamp&nonce_str&secret in upper-case hex, a five-minute request window).
 *
 * It signs independently of the adapter (its own MD5 below), so a mistake in the adapter's signing
 * shows up as a refusal here rather than agreeing with itself.
 *
 * Besides the API it serves:
 * - the payer's pages: Omipay's QR page for WeChat Pay, an Alipay cashier for Alipay, each with
 *   buttons that approve, decline or let the order expire, then send the browser to the return URL
 *   (REDIRECT) or say to close the window (DIALOG);
 * - the paid-order notification to notify_url, signed as Omipay signs it, retried until answered
 *   with return_code SUCCESS; duplicated, held back and released out of order, or forged on command;
 * - a control surface, in-process (`control`) and over HTTP under /__control/, for faults: FAIL
 *   answers, 5xx, hanging past the caller's timeout, doing the work and then losing the answer,
 *   reporting another amount or currency, refunds that stay pending or fail.
 *
 * Omipay's own error codes are not all in the document we could read; the ones answered here
 * (SIGN_ERROR, TIMESTAMP_EXPIRED, ...) are this double's names, listed in OMIPAY_DOUBLE_ERRORS.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import QRCode from 'qrcode';
import { startDoubleServer } from '../double-server';

export const OMIPAY_DOUBLE_MERCHANT = '000034';
export const OMIPAY_DOUBLE_SECRET = '0af61531c6c04ac4ac910d0cd59e6238';
const API_PREFIX = '/omipay/api/v2/';
const QR_PAGE = '/Omipay/H5Pay/QRcode_Pay.html';
const ALIPAY_PAGE = '/alipay/cashier';
const DECIDE = '/__pay/decide';
const WINDOW_MS = 5 * 60 * 1000;

export const OMIPAY_DOUBLE_ERRORS = {
  merchant: 'MERCHANT_NOT_EXIST',
  expired: 'TIMESTAMP_EXPIRED',
  nonce: 'INVALID_NONCE',
  sign: 'SIGN_ERROR',
  params: 'INVALID_PARAMS',
  currency: 'CURRENCY_NOT_SUPPORTED',
  orderNotFound: 'ORDER_NOT_EXIST',
  refundNotFound: 'REFUND_NOT_EXIST',
  notPaid: 'ORDER_NOT_PAID',
  refundExceeds: 'REFUND_AMOUNT_EXCEED',
  refundNoReused: 'OUT_REFUND_NO_USED',
  orderNoReused: 'OUT_ORDER_NO_USED',
} as const;

export type OmipayDoubleEndpoint = 'MakeQROrder' | 'MakeOnlineOrder' | 'QueryOrder' | 'Refund' | 'QueryRefund';
const ENDPOINTS: readonly OmipayDoubleEndpoint[] = [
  'MakeQROrder',
  'MakeOnlineOrder',
  'QueryOrder',
  'Refund',
  'QueryRefund',
];

export type OrderState = 'PAYING' | 'PAID' | 'FAILED' | 'CLOSED';
export type RefundState = 'REFUNDING' | 'SUCCESS' | 'FAILED';

export interface DoubleOrder {
  orderNo: string;
  outOrderNo: string;
  kind: 'qr' | 'online';
  platform: 'WECHATPAY' | 'ALIPAY';
  name: string;
  currency: string;
  amount: number;
  notifyUrl: string;
  /** Alipay online orders: where the cashier sends the browser (QR orders carry it on the page URL). */
  redirectUrl: string;
  /** The code a wallet app scans (QR orders). */
  qrcode: string;
  /** The cashier's own token on its URL (online orders). */
  cashierToken: string;
  state: OrderState;
  createdAtMs: number;
  paidAtMs: number | null;
  /** What QueryOrder and the notification report, when told to report something else. */
  reportAmount: number | null;
  reportCurrency: string | null;
}

export interface DoubleRefund {
  refundNo: string;
  outRefundNo: string;
  orderNo: string;
  amount: number;
  state: RefundState;
}

/**
 * A fault for the next `count` calls of an endpoint ('*': any):
 * fail: answer FAIL with errorCode; http5xx: answer 500; hang: never answer (past any timeout);
 * lose-answer: do the work, then never answer (the caller cannot know it was done).
 */
export interface DoubleFault {
  endpoint: OmipayDoubleEndpoint | '*';
  kind: 'fail' | 'http5xx' | 'hang' | 'lose-answer';
  errorCode?: string;
  count?: number;
}

export interface RequestRecord {
  endpoint: string;
  method: string;
  params: Record<string, string>;
  /** 'ok', an error code, 'http5xx', 'hang' or 'lose-answer'. */
  outcome: string;
}

export interface NotificationRecord {
  orderNo: string;
  url: string;
  body: string;
  forged: boolean;
  /** The receiver's HTTP status (0: no answer), its answer, and whether that acknowledged it (return_code SUCCESS). */
  status: number;
  answer: string;
  acknowledged: boolean;
}

export interface NotificationSettings {
  /** Extra copies of every notification, sent at once (Omipay may notify more than once). */
  duplicates: number;
  /** Sign notifications with a wrong secret. */
  badSignature: boolean;
  /** Keep notifications back until released (then in the order asked: reverse gives out-of-order). */
  hold: boolean;
}

export interface OmipayDoubleOptions {
  merchantNo?: string;
  secret?: string;
  /** The double's clock in milliseconds (the five-minute window is checked against it). */
  clock?: () => number;
  /** How long an unpaid order stays open before it closes (default two hours, like a WeChat QR code). */
  orderLifetimeMs?: number;
  /**
   * What a create with an out_order_no already used does. Omipay's document (as far as we could read
   * it) does not say, so the double can play each: same-order (the default, as WeChat Pay does for
   * the same merchant order number and the same parameters: the open order is answered again;
   * different parameters are refused), new-order (a second order), refuse (always refused).
   */
  repeatedOutOrderNo?: 'same-order' | 'new-order' | 'refuse';
  /** Waits between notification attempts until acknowledged (default 20, 100, 500 ms). */
  notifyRetryDelaysMs?: number[];
}

export interface OmipayDoubleControl {
  orders(): DoubleOrder[];
  order(orderNo: string): DoubleOrder | undefined;
  orderByReference(outOrderNo: string): DoubleOrder | undefined;
  refunds(): DoubleRefund[];
  requests(): RequestRecord[];
  notifications(): NotificationRecord[];
  /** What the payer does on the page. Approving sends the notification. */
  approve(orderNo: string): Promise<void>;
  decline(orderNo: string): void;
  expire(orderNo: string): void;
  fault(fault: DoubleFault): void;
  clearFaults(): void;
  /** QueryOrder and notifications report this amount / currency for the order from now on. */
  reportAs(orderNo: string, report: { amount?: number; currency?: string }): void;
  notificationSettings(settings: Partial<NotificationSettings>): void;
  /** Sends the held notifications (reverse: newest first) and waits for their answers. */
  releaseHeld(order?: 'fifo' | 'reverse'): Promise<void>;
  /** Sends one notification of the order now (a duplicate, a forgery, a stale one) and returns the answer. */
  notify(
    orderNo: string,
    how?: { badSignature?: boolean; timestampMs?: number },
  ): Promise<{ status: number; body: string }>;
  /** The state new refunds take (default SUCCESS); REFUNDING ones end with settleRefund. */
  refundOutcome(state: RefundState): void;
  settleRefund(refundNo: string, state: 'SUCCESS' | 'FAILED'): void;
  /** Waits until no notification is being sent or retried. */
  idle(): Promise<void>;
}

export interface OmipayDouble {
  /** The API root to configure as the adapter's baseUrl. */
  baseUrl: string;
  origin: string;
  merchantNo: string;
  secret: string;
  control: OmipayDoubleControl;
  close(): Promise<void>;
}

const md5Sign = (m: string, t: string, n: string, k: string) =>
  createHash('md5').update(`${m}&${t}&${n}&${k}`, 'utf8').digest('hex').toUpperCase();

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Omipay's times are Australian Eastern: "2024-05-01 13:45:10". */
const omipayTime = (ms: number) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Australia/Sydney',
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(new Date(ms));

export async function startOmipayDouble(options: OmipayDoubleOptions = {}): Promise<OmipayDouble> {
  const merchantNo = options.merchantNo ?? OMIPAY_DOUBLE_MERCHANT;
  const secret = options.secret ?? OMIPAY_DOUBLE_SECRET;
  const clock = options.clock ?? Date.now;
  const lifetimeMs = options.orderLifetimeMs ?? 2 * 60 * 60 * 1000;
  const retryDelays = options.notifyRetryDelaysMs ?? [20, 100, 500];
  const repeated = options.repeatedOutOrderNo ?? 'same-order';

  const orders = new Map<string, DoubleOrder>();
  const refunds = new Map<string, DoubleRefund>();
  const requestLog: RequestRecord[] = [];
  const notificationLog: NotificationRecord[] = [];
  let faults: (DoubleFault & { remaining: number })[] = [];
  const settings: NotificationSettings = { duplicates: 0, badSignature: false, hold: false };
  let held: DoubleOrder[] = [];
  let newRefundState: RefundState = 'SUCCESS';
  const inFlight = new Set<Promise<void>>();
  let closing = false;
  let sequence = 0;

  const server = await startDoubleServer((req, res) => handle(req, res), {
    failure: (error) => ({
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ error: String(error) }),
    }),
  });
  const origin = server.origin;

  const newNumber = (prefix: string) => {
    sequence += 1;
    return `${prefix}${String(clock()).slice(-8)}${String(sequence).padStart(6, '0')}`;
  };

  /** An unpaid order past its lifetime closes (read lazily, like a QR code that stops working). */
  const current = (order: DoubleOrder): DoubleOrder => {
    if (order.state === 'PAYING' && clock() - order.createdAtMs > lifetimeMs) order.state = 'CLOSED';
    return order;
  };

  function sendJson(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  }
  function sendHtml(res: ServerResponse, status: number, html: string) {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  }
  const fail = (errorCode: string, message: string) => ({
    return_code: 'FAIL',
    error_code: errorCode,
    error_msg: message,
  });

  /** The signed fields of a request (API call or QR page): the refusal, or null when they hold. */
  function refusal(params: Record<string, string>, checkWindow: boolean) {
    const { m_number: m = '', timestamp: t = '', nonce_str: n = '', sign = '' } = params;
    if (m !== merchantNo) return fail(OMIPAY_DOUBLE_ERRORS.merchant, 'unknown merchant number');
    if (!/^[A-Za-z0-9]{10,32}$/.test(n))
      return fail(OMIPAY_DOUBLE_ERRORS.nonce, 'nonce_str must be 10-32 letters/digits');
    if (!/^\d{1,16}$/.test(t)) return fail(OMIPAY_DOUBLE_ERRORS.expired, 'timestamp missing');
    if (!sameText(md5Sign(m, t, n, secret), sign)) return fail(OMIPAY_DOUBLE_ERRORS.sign, 'signature does not match');
    if (checkWindow && Math.abs(clock() - Number(t)) > WINDOW_MS)
      return fail(OMIPAY_DOUBLE_ERRORS.expired, 'request expired: timestamp more than 5 minutes away');
    return null;
  }

  function takeFault(endpoint: OmipayDoubleEndpoint): DoubleFault | null {
    const found = faults.find((f) => f.endpoint === endpoint || f.endpoint === '*');
    if (!found) return null;
    found.remaining -= 1;
    if (found.remaining <= 0) faults = faults.filter((f) => f !== found);
    return found;
  }

  const positiveInt = (text: string | undefined) =>
    text !== undefined && /^\d{1,12}$/.test(text) && Number(text) > 0 ? Number(text) : null;

  function api(endpoint: OmipayDoubleEndpoint, p: Record<string, string>): Record<string, unknown> {
    switch (endpoint) {
      case 'MakeQROrder':
      case 'MakeOnlineOrder': {
        const amount = positiveInt(p.amount);
        const online = endpoint === 'MakeOnlineOrder';
        const platform = online ? 'ALIPAY' : p.platform;
        if (!p.order_name || amount === null || !p.notify_url || !URL.canParse(p.notify_url))
          return fail(
            OMIPAY_DOUBLE_ERRORS.params,
            'order_name, amount (whole minor units) and notify_url are required',
          );
        if (platform !== 'WECHATPAY' && platform !== 'ALIPAY')
          return fail(OMIPAY_DOUBLE_ERRORS.params, 'platform must be WECHATPAY or ALIPAY');
        if (online && p.type !== 'pc' && p.type !== 'wap')
          return fail(OMIPAY_DOUBLE_ERRORS.params, 'type must be pc or wap');
        if (p.currency !== 'AUD' && p.currency !== 'CNY')
          return fail(OMIPAY_DOUBLE_ERRORS.currency, 'currency must be AUD or CNY');
        const earlier = p.out_order_no ? [...orders.values()].find((o) => o.outOrderNo === p.out_order_no) : undefined;
        if (earlier && repeated !== 'new-order') {
          const same =
            repeated === 'same-order' &&
            earlier.kind === (online ? 'online' : 'qr') &&
            earlier.platform === platform &&
            earlier.amount === amount &&
            earlier.currency === p.currency &&
            earlier.notifyUrl === p.notify_url;
          if (!same) return fail(OMIPAY_DOUBLE_ERRORS.orderNoReused, 'out_order_no was used for another order');
          return createdAnswer(earlier);
        }
        const orderNo = newNumber('TR');
        const order: DoubleOrder = {
          orderNo,
          outOrderNo: p.out_order_no ?? '',
          kind: online ? 'online' : 'qr',
          platform,
          name: p.order_name,
          currency: p.currency,
          amount,
          notifyUrl: p.notify_url,
          redirectUrl: online ? (p.redirect_url ?? '') : '',
          qrcode:
            platform === 'WECHATPAY'
              ? `weixin://wxpay/bizpayurl?pr=${orderNo}`
              : `https://qr.alipay.com/${orderNo.toLowerCase()}`,
          cashierToken: randomBytes(12).toString('hex'),
          state: 'PAYING',
          createdAtMs: clock(),
          paidAtMs: null,
          reportAmount: null,
          reportCurrency: null,
        };
        orders.set(orderNo, order);
        return createdAnswer(order);
      }
      case 'QueryOrder': {
        const order = orders.get(p.order_no ?? '');
        if (!order) return fail(OMIPAY_DOUBLE_ERRORS.orderNotFound, 'no such order');
        return { return_code: 'SUCCESS', result_code: current(order).state, ...orderFacts(order) };
      }
      case 'Refund': {
        const order = orders.get(p.order_no ?? '');
        const amount = positiveInt(p.amount);
        if (!order) return fail(OMIPAY_DOUBLE_ERRORS.orderNotFound, 'no such order');
        if (!p.out_refund_no || amount === null)
          return fail(OMIPAY_DOUBLE_ERRORS.params, 'out_refund_no and amount are required');
        const earlier = [...refunds.values()].find((r) => r.outRefundNo === p.out_refund_no);
        if (earlier) {
          // The same out_refund_no is the same refund: answered again, never refunded twice.
          if (earlier.orderNo !== order.orderNo || earlier.amount !== amount)
            return fail(OMIPAY_DOUBLE_ERRORS.refundNoReused, 'out_refund_no was used for another refund');
          return refundAnswer(earlier, order);
        }
        if (current(order).state !== 'PAID') return fail(OMIPAY_DOUBLE_ERRORS.notPaid, 'the order is not paid');
        const refunded = [...refunds.values()]
          .filter((r) => r.orderNo === order.orderNo && r.state !== 'FAILED')
          .reduce((sum, r) => sum + r.amount, 0);
        if (refunded + amount > order.amount)
          return fail(OMIPAY_DOUBLE_ERRORS.refundExceeds, 'refunds would exceed the amount paid');
        const refund: DoubleRefund = {
          refundNo: newNumber('RF'),
          outRefundNo: p.out_refund_no,
          orderNo: order.orderNo,
          amount,
          state: newRefundState,
        };
        refunds.set(refund.refundNo, refund);
        return refundAnswer(refund, order);
      }
      case 'QueryRefund': {
        const refund = refunds.get(p.refund_no ?? '');
        if (!refund) return fail(OMIPAY_DOUBLE_ERRORS.refundNotFound, 'no such refund');
        return {
          return_code: 'SUCCESS',
          result_code: refund.state,
          refund_no: refund.refundNo,
          out_refund_no: refund.outRefundNo,
          order_no: refund.orderNo,
          amount: refund.amount,
        };
      }
    }
  }

  function createdAnswer(order: DoubleOrder) {
    const payUrl =
      order.kind === 'online'
        ? `${origin}${ALIPAY_PAGE}?order=${order.orderNo}&token=${order.cashierToken}`
        : `${origin}${QR_PAGE}?paycode=${order.orderNo}`;
    return order.kind === 'online'
      ? { return_code: 'SUCCESS', order_no: order.orderNo, pay_url: payUrl }
      : {
          return_code: 'SUCCESS',
          order_no: order.orderNo,
          qrcode: order.qrcode,
          pay_url: payUrl,
          platform: order.platform,
        };
  }

  const refundAnswer = (refund: DoubleRefund, order: DoubleOrder) => ({
    return_code: 'SUCCESS',
    refund_no: refund.refundNo,
    out_refund_no: refund.outRefundNo,
    order_no: order.orderNo,
    currency: order.currency,
    amount: refund.amount,
  });

  function orderFacts(order: DoubleOrder) {
    const amount = order.reportAmount ?? order.amount;
    return {
      order_no: order.orderNo,
      out_order_no: order.outOrderNo,
      currency: order.reportCurrency ?? order.currency,
      total_amount: amount,
      order_time: omipayTime(order.createdAtMs),
      pay_time: order.paidAtMs === null ? '' : omipayTime(order.paidAtMs),
      exchange_rate: 4.8,
      cny_amount: Math.round(amount * 4.8),
    };
  }

  // ---- notifications ------------------------------------------------------------------------

  function notificationBody(order: DoubleOrder, how: { badSignature?: boolean; timestampMs?: number } = {}) {
    const timestamp = String(how.timestampMs ?? clock());
    const nonce = randomBytes(12).toString('hex');
    const key = how.badSignature ? `${secret}-forged` : secret;
    return JSON.stringify({
      return_code: 'SUCCESS',
      nonce_str: nonce,
      timestamp,
      sign: md5Sign(merchantNo, timestamp, nonce, key),
      ...orderFacts(order),
    });
  }

  async function post(order: DoubleOrder, body: string, forged: boolean): Promise<NotificationRecord> {
    const record: NotificationRecord = {
      orderNo: order.orderNo,
      url: order.notifyUrl,
      body,
      forged,
      status: 0,
      answer: '',
      acknowledged: false,
    };
    try {
      const res = await fetch(order.notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(5000),
      });
      record.status = res.status;
      const text = await res.text();
      record.answer = text;
      try {
        record.acknowledged =
          res.status === 200 && (JSON.parse(text) as { return_code?: unknown }).return_code === 'SUCCESS';
      } catch {
        record.acknowledged = false;
      }
    } catch {
      record.status = 0;
    }
    notificationLog.push(record);
    return record;
  }

  /** One notification, retried until acknowledged or the retries run out (a forged one is sent once). */
  function deliver(order: DoubleOrder) {
    const forged = settings.badSignature;
    const task = (async () => {
      for (let attempt = 0; attempt <= retryDelays.length && !closing; attempt += 1) {
        const record = await post(order, notificationBody(order, { badSignature: forged }), forged);
        if (record.acknowledged || forged) return;
        await new Promise((resolve) => setTimeout(resolve, retryDelays[attempt] ?? 0));
      }
    })();
    inFlight.add(task);
    void task.finally(() => inFlight.delete(task));
  }

  function notifyPaid(order: DoubleOrder) {
    if (order.notifyUrl === '') return;
    for (let copy = 0; copy <= settings.duplicates; copy += 1) {
      if (settings.hold) held.push(order);
      else deliver(order);
    }
  }

  // ---- the payer's pages ----------------------------------------------------------------------

  function decide(order: DoubleOrder, decision: string): boolean {
    if (current(order).state !== 'PAYING') return false;
    if (decision === 'approve') {
      order.state = 'PAID';
      order.paidAtMs = clock();
      notifyPaid(order);
    } else if (decision === 'decline') order.state = 'FAILED';
    else if (decision === 'expire') order.state = 'CLOSED';
    else return false;
    return true;
  }

  const money = (order: DoubleOrder) =>
    `${order.currency === 'AUD' ? 'A$' : '¥'}${(order.amount / 100).toFixed(2)} ${order.currency}`;

  const STATE_TEXT: Record<OrderState, string> = {
    PAYING: 'Waiting for payment',
    PAID: 'Paid',
    FAILED: 'Payment declined',
    CLOSED: 'This order has expired',
  };

  async function payPage(order: DoubleOrder, back: string, hidden: Record<string, string>): Promise<string> {
    const wallet = order.platform === 'WECHATPAY' ? 'WeChat Pay' : 'Alipay';
    const state = current(order).state;
    const qr =
      order.kind === 'qr' && state === 'PAYING'
        ? `<figure><div class="qr">${await QRCode.toString(order.qrcode, { type: 'svg', margin: 1, width: 220 })}</div>
<figcaption>Scan with ${wallet}</figcaption></figure>`
        : '';
    const fields = Object.entries({ ...hidden, back })
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join('');
    const buttons =
      state === 'PAYING'
        ? `<form method="post" action="${DECIDE}">${fields}
<button name="decision" value="approve">Approve payment</button>
<button name="decision" value="decline">Decline payment</button>
<button name="decision" value="expire">Let the order expire</button></form>`
        : `<p role="status">${back === '' ? 'You can close this window.' : `<a href="${escapeHtml(back)}">Return to the merchant</a>`}</p>`;
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${wallet} – Omipay test double</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}.qr svg{width:220px;height:220px}
button{display:block;width:100%;margin:.5rem 0;padding:.75rem;font-size:1rem}</style></head>
<body><main><h1>${wallet}</h1><p>Omipay test double – no real money moves.</p>
<p><strong>${escapeHtml(order.name)}</strong></p><p>${money(order)}</p>${qr}
<p role="status" id="state">${STATE_TEXT[state]}</p>${buttons}</main></body></html>`;
  }

  async function pages(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const query = Object.fromEntries(url.searchParams);
    if (req.method === 'GET' && url.pathname === QR_PAGE) {
      const order = orders.get(query.paycode ?? '');
      // Omipay's page takes the merchant's signed fields; the redirect goes with them.
      if (!order || order.kind !== 'qr' || refusal(query, false) !== null) {
        sendHtml(res, 403, '<!doctype html><title>Refused</title><p>This payment link is not valid.</p>');
        return true;
      }
      const { paycode: _paycode, redirect_url: back = '', ...signed } = query;
      sendHtml(res, 200, await payPage(order, back, { paycode: order.orderNo, ...signed }));
      return true;
    }
    if (req.method === 'GET' && url.pathname === ALIPAY_PAGE) {
      const order = orders.get(query.order ?? '');
      if (!order || order.kind !== 'online' || !sameText(order.cashierToken, query.token ?? '')) {
        sendHtml(res, 403, '<!doctype html><title>Refused</title><p>This payment link is not valid.</p>');
        return true;
      }
      sendHtml(res, 200, await payPage(order, order.redirectUrl, { order: order.orderNo, token: order.cashierToken }));
      return true;
    }
    if (req.method === 'POST' && url.pathname === DECIDE) {
      const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
      const order =
        form.paycode !== undefined
          ? refusal(form, false) === null
            ? orders.get(form.paycode)
            : undefined
          : orders.get(form.order ?? '');
      if (!order || (order.kind === 'online' && !sameText(order.cashierToken, form.token ?? ''))) {
        sendHtml(res, 403, '<!doctype html><title>Refused</title><p>This payment link is not valid.</p>');
        return true;
      }
      decide(order, form.decision ?? '');
      const back = form.back ?? '';
      if (back !== '' && URL.canParse(back)) {
        res.writeHead(303, { location: back });
        res.end();
      } else sendHtml(res, 200, await payPage(order, '', {}));
      return true;
    }
    return false;
  }

  // ---- control over HTTP ----------------------------------------------------------------------

  async function controlRoute(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (!url.pathname.startsWith('/__control/')) return false;
    const raw = req.method === 'POST' ? await readBody(req) : '';
    const body = (raw === '' ? {} : JSON.parse(raw)) as Record<string, unknown>;
    const [area, id, action] = url.pathname.split('/').filter(Boolean).slice(1);
    sendJson(res, 200, await controlAction(req.method ?? 'GET', area, id, action, body));
    return true;
  }

  /** The HTTP control surface: the same operations as `control`, for a double in another process. */
  async function controlAction(
    method: string,
    area: string | undefined,
    id: string | undefined,
    action: string | undefined,
    body: Record<string, unknown>,
  ): Promise<unknown> {
    if (method === 'GET' && area === 'orders') return control.orders();
    if (method === 'GET' && area === 'notifications') return control.notifications();
    if (method === 'GET' && area === 'requests') return control.requests();
    if (area === 'orders' && id !== undefined) {
      const order = orders.get(id) ?? control.orderByReference(id);
      if (!order) return { error: 'no such order' };
      if (action === 'approve') await control.approve(order.orderNo);
      else if (action === 'decline') control.decline(order.orderNo);
      else if (action === 'expire') control.expire(order.orderNo);
      else if (action === 'report') control.reportAs(order.orderNo, body as { amount?: number; currency?: string });
      else if (action === 'notify') return control.notify(order.orderNo, body);
      return order;
    }
    if (area === 'faults' && method === 'POST') control.fault(body as unknown as DoubleFault);
    else if (area === 'faults' && method === 'DELETE') control.clearFaults();
    else if (area === 'notification-settings') control.notificationSettings(body);
    else if (area === 'release') await control.releaseHeld(body.order === 'reverse' ? 'reverse' : 'fifo');
    else if (area === 'refund-outcome') control.refundOutcome(body.state as RefundState);
    else if (area === 'refunds' && id !== undefined && (action === 'SUCCESS' || action === 'FAILED'))
      control.settleRefund(id, action);
    else return { error: 'unknown control' };
    return { ok: true };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', origin);
    if (await pages(req, res, url)) return;
    if (await controlRoute(req, res, url)) return;
    const endpoint = url.pathname.startsWith(API_PREFIX) ? url.pathname.slice(API_PREFIX.length) : '';
    if (!(ENDPOINTS as readonly string[]).includes(endpoint) || (req.method !== 'GET' && req.method !== 'POST')) {
      sendJson(res, 404, { error: 'not found' });
      return;
    }
    await readBody(req);
    const params = Object.fromEntries(url.searchParams);
    const record: RequestRecord = { endpoint, method: req.method, params, outcome: 'ok' };
    requestLog.push(record);
    const fault = takeFault(endpoint as OmipayDoubleEndpoint);
    if (fault?.kind === 'hang') {
      record.outcome = 'hang';
      return; // never answered; close() drops the connection
    }
    if (fault?.kind === 'http5xx') {
      record.outcome = 'http5xx';
      sendJson(res, 502, { error: 'bad gateway' });
      return;
    }
    if (fault?.kind === 'fail') {
      record.outcome = fault.errorCode ?? 'SYSTEM_ERROR';
      sendJson(res, 200, fail(record.outcome, 'refused on command'));
      return;
    }
    const refused = refusal(params, true);
    const answer = refused ?? api(endpoint as OmipayDoubleEndpoint, params);
    if (answer.return_code !== 'SUCCESS') record.outcome = String(answer.error_code);
    if (fault?.kind === 'lose-answer') {
      record.outcome = `lose-answer:${record.outcome}`;
      return; // done, but the caller never hears of it
    }
    sendJson(res, 200, answer);
  }

  const find = (orderNo: string) => {
    const order = orders.get(orderNo);
    if (!order) throw new Error(`omipay double: no order ${orderNo}`);
    return current(order);
  };

  const control: OmipayDoubleControl = {
    orders: () => [...orders.values()].map(current),
    order: (orderNo) => {
      const order = orders.get(orderNo);
      return order && current(order);
    },
    orderByReference: (outOrderNo) => [...orders.values()].reverse().find((o) => o.outOrderNo === outOrderNo),
    refunds: () => [...refunds.values()],
    requests: () => [...requestLog],
    notifications: () => [...notificationLog],
    async approve(orderNo) {
      if (!decide(find(orderNo), 'approve')) throw new Error(`omipay double: order ${orderNo} is not open`);
    },
    decline(orderNo) {
      if (!decide(find(orderNo), 'decline')) throw new Error(`omipay double: order ${orderNo} is not open`);
    },
    expire(orderNo) {
      if (!decide(find(orderNo), 'expire')) throw new Error(`omipay double: order ${orderNo} is not open`);
    },
    fault(f) {
      faults.push({ ...f, remaining: f.count ?? 1 });
    },
    clearFaults() {
      faults = [];
    },
    reportAs(orderNo, report) {
      const order = find(orderNo);
      if (report.amount !== undefined) order.reportAmount = report.amount;
      if (report.currency !== undefined) order.reportCurrency = report.currency;
    },
    notificationSettings(next) {
      Object.assign(settings, next);
    },
    async releaseHeld(order = 'fifo') {
      const batch = order === 'reverse' ? [...held].reverse() : held;
      held = [];
      for (const o of batch) deliver(o);
      await control.idle();
    },
    async notify(orderNo, how = {}) {
      const order = find(orderNo);
      const record = await post(order, notificationBody(order, how), how.badSignature === true);
      return { status: record.status, body: record.answer };
    },
    refundOutcome(state) {
      newRefundState = state;
    },
    settleRefund(refundNo, state) {
      const refund = refunds.get(refundNo);
      if (!refund || refund.state !== 'REFUNDING') throw new Error(`omipay double: refund ${refundNo} is not pending`);
      refund.state = state;
    },
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };

  return {
    baseUrl: `${origin}${API_PREFIX.replace(/\/$/, '')}`,
    origin,
    merchantNo,
    secret,
    control,
    async close() {
      closing = true;
      await server.close();
      await control.idle();
    },
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
