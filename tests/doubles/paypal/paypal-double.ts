/**
 * A local double of PayPal's REST API, for the tests only: PayPal's server SDK is pointed at it (the
 * tenant's paymentProviders.paypal.baseUrl) and nothing leaves the machine. It speaks the documented
 * API for the calls the adapter makes (JSON, OAuth2 client credentials, PayPal-Request-Id, PayPal's
 * error body { name, message, debug_id, details: [{ issue }] }):
 *
 *   POST /v1/oauth2/token
 *   POST /v2/checkout/orders, GET /v2/checkout/orders/{id}, PATCH …/{id}, POST …/{id}/capture
 *   POST /v2/payments/captures/{id}/refund, GET /v2/payments/refunds/{id}
 *   POST /v1/notifications/verify-webhook-signature
 *
 * The approval page /checkoutnow?token={order} has Approve, Decline (the payer's funding is then
 * refused at capture) and Cancel buttons and sends the browser to the order's return or cancel URL
 * with ?token={order}&PayerID=…, as PayPal does. Webhook events are signed as PayPal signs them
 * (SHA256withRSA over "transmission id|time|webhook id|CRC32 of the body", with a certificate
 * served at PAYPAL-CERT-URL) and POSTed to the webhook URL; tests hold, repeat, reorder and forge them.
 */
import { createSign, createVerify, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { crc32 } from 'node:zlib';
import { startDoubleServer } from '../double-server';

type Json = Record<string, unknown>;

export interface PaypalDoubleOptions {
  clientId?: string;
  clientSecret?: string;
  webhookId?: string;
  /** Where events are POSTed (the app's registered webhook); none: they are only recorded. */
  webhookUrl?: string;
}

export type PaypalScriptedAnswer = { status: 500 | 502 | 503 | 429 } | 'hang';

export interface PaypalEvent {
  id: string;
  type: string;
  body: string;
}

export interface PaypalDoubleControl {
  /** The next API calls (the OAuth token call included) answer as scripted, in order. */
  answerNext(...answers: PaypalScriptedAnswer[]): void;
  /** The next call to this method and path (a prefix) answers as scripted; other calls are served. */
  answerOn(method: string, pathPrefix: string, answer: PaypalScriptedAnswer): void;
  /** The order is captured in another amount or currency (a broken provider). */
  captureAs(orderId: string, money: { amount?: number; currency?: string }): void;
  /** Captures stay PENDING (an eCheck, a review). */
  capturesPending: boolean;
  /** Refunds stay PENDING until settleRefund. */
  refundsPending: boolean;
  /** What the approval page's buttons do, without a browser. */
  approve(orderId: string): Promise<void>;
  decline(orderId: string): Promise<void>;
  settleRefund(refundId: string, outcome: 'COMPLETED' | 'FAILED'): Promise<void>;
  holdEvents: boolean;
  readonly events: readonly PaypalEvent[];
  deliver(events: readonly PaypalEvent[], options?: { forged?: boolean; url?: string }): Promise<number[]>;
  /** The headers PayPal sends with a body (signed, or with a forged signature). */
  signedHeaders(body: string, options?: { forged?: boolean }): Record<string, string>;
  readonly requests: readonly { method: string; path: string; requestId: string | undefined }[];
  order(id: string): Json | undefined;
  /** Every order created, oldest first. */
  orders(): Json[];
  /** The refunds made of an order's capture. */
  refundsFor(orderId: string): Json[];
  /** Every refund made, oldest first. */
  refunds(): Json[];
  /** How many verify-webhook-signature calls were made. */
  readonly verifications: number;
}

export interface PaypalDouble {
  readonly baseUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly webhookId: string;
  readonly control: PaypalDoubleControl;
  setWebhookUrl(url: string | undefined): void;
  close(): Promise<void>;
}

class PaypalHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body['message']));
  }
}

const unprocessable = (issue: string, description: string) =>
  new PaypalHttpError(422, {
    name: 'UNPROCESSABLE_ENTITY',
    message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
    debug_id: randomBytes(6).toString('hex'),
    details: [{ issue, description }],
  });
const invalidRequest = (field: string, issue: string, description: string) =>
  new PaypalHttpError(400, {
    name: 'INVALID_REQUEST',
    message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
    debug_id: randomBytes(6).toString('hex'),
    details: [{ field, issue, description }],
  });
const notFound = () =>
  new PaypalHttpError(404, {
    name: 'RESOURCE_NOT_FOUND',
    message: 'The specified resource does not exist.',
    debug_id: randomBytes(6).toString('hex'),
    details: [{ issue: 'INVALID_RESOURCE_ID', description: 'Specified resource ID does not exist.' }],
  });

const paypalId = () => randomBytes(9).toString('hex').toUpperCase().slice(0, 17);
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const NO_DECIMALS = new Set(['HUF', 'JPY', 'TWD']);
const toValue = (minor: number, currency: string) =>
  NO_DECIMALS.has(currency) ? String(minor) : (minor / 100).toFixed(2);
const toMinor = (value: string, currency: string) =>
  NO_DECIMALS.has(currency) ? Number(value) : Math.round(Number(value) * 100);

export async function startPaypalDouble(options: PaypalDoubleOptions = {}): Promise<PaypalDouble> {
  const clientId = options.clientId ?? 'paypal-double-client';
  const clientSecret = options.clientSecret ?? `secret-${randomBytes(8).toString('hex')}`;
  const webhookId = options.webhookId ?? `WH${paypalId()}`;
  let webhookUrl = options.webhookUrl;
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const forgedKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const tokens = new Set<string>();
  const orders = new Map<string, Json>();
  const captures = new Map<string, { orderId: string; capture: Json }>();
  const refunds = new Map<string, Json>();
  const byRequestId = new Map<string, { fingerprint: string; status: number; body: string }>();
  const capturedAs = new Map<string, { amount?: number; currency?: string }>();
  const declined = new Set<string>();
  const scripted: { method?: string; pathPrefix?: string; answer: PaypalScriptedAnswer }[] = [];
  const hanging = new Set<ServerResponse>();
  const events: PaypalEvent[] = [];
  const requests: { method: string; path: string; requestId: string | undefined }[] = [];
  let verifications = 0;
  let baseUrl = '';

  function signedHeaders(body: string, forged = false): Record<string, string> {
    const transmissionId = randomUUID();
    const time = new Date().toISOString();
    const signer = createSign('RSA-SHA256');
    signer.update(`${transmissionId}|${time}|${webhookId}|${crc32(Buffer.from(body))}`);
    return {
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-time': time,
      'paypal-transmission-sig': signer.sign(forged ? forgedKeys.privateKey : keys.privateKey, 'base64'),
      'paypal-cert-url': `${baseUrl}/v1/notifications/certs/CERT-double`,
      'paypal-auth-algo': 'SHA256withRSA',
    };
  }

  async function post(url: string, body: string, forged: boolean): Promise<number> {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signedHeaders(body, forged) },
        body,
      });
      await res.arrayBuffer();
      return res.status;
    } catch {
      return 0;
    }
  }

  async function emit(type: string, resourceType: string, resource: Json): Promise<void> {
    const event = {
      id: `WH-${paypalId()}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: resourceType,
      resource_version: '2.0',
      event_type: type,
      summary: type,
      resource: structuredClone(resource),
    };
    const recorded = { id: event.id, type, body: JSON.stringify(event) };
    events.push(recorded);
    if (!control.holdEvents && webhookUrl) await post(webhookUrl, recorded.body, false);
  }

  const unitOf = (order: Json) => (order['purchase_units'] as Json[])[0] ?? {};

  function createOrder(body: Json): Json {
    if (body['intent'] !== 'CAPTURE' && body['intent'] !== 'AUTHORIZE') {
      throw invalidRequest('/intent', 'INVALID_PARAMETER_VALUE', 'intent must be CAPTURE or AUTHORIZE');
    }
    const units = body['purchase_units'];
    if (!Array.isArray(units) || units.length === 0) {
      throw invalidRequest('/purchase_units', 'MISSING_REQUIRED_PARAMETER', 'purchase_units is required');
    }
    const unit = units[0] as Json;
    const amount = (unit['amount'] ?? {}) as Json;
    const currency = String(amount['currency_code'] ?? '');
    const value = String(amount['value'] ?? '');
    if (!/^[A-Z]{3}$/.test(currency)) {
      throw invalidRequest(
        "/purchase_units/@reference_id=='default'/amount/currency_code",
        'INVALID_PARAMETER_VALUE',
        'currency',
      );
    }
    const pattern = NO_DECIMALS.has(currency) ? /^[0-9]+$/ : /^[0-9]+\.[0-9]{2}$/;
    if (!pattern.test(value) || Number(value) <= 0) {
      throw invalidRequest("/purchase_units/@reference_id=='default'/amount/value", 'DECIMAL_PRECISION', 'value');
    }
    const context = (((body['payment_source'] as Json | undefined)?.['paypal'] as Json | undefined)?.[
      'experience_context'
    ] ?? {}) as Json;
    if (typeof context['return_url'] !== 'string' || !/^https?:\/\//.test(context['return_url'])) {
      throw invalidRequest(
        '/payment_source/paypal/experience_context/return_url',
        'INVALID_PARAMETER_SYNTAX',
        'return_url',
      );
    }
    const id = paypalId();
    const order: Json = {
      id,
      intent: body['intent'],
      status: 'PAYER_ACTION_REQUIRED',
      payment_source: { paypal: {} },
      purchase_units: [
        {
          reference_id: unit['reference_id'] ?? 'default',
          amount: { currency_code: currency, value },
          payee: { merchant_id: 'DOUBLEMERCHANT', email_address: 'merchant@example.com' },
          description: unit['description'],
          custom_id: unit['custom_id'],
          invoice_id: unit['invoice_id'],
        },
      ],
      create_time: new Date().toISOString(),
      links: [
        { href: `${baseUrl}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
        { href: `${baseUrl}/checkoutnow?token=${id}`, rel: 'payer-action', method: 'GET' },
      ],
      // Not part of PayPal's answer: where the approval page sends the payer.
      _return_url: context['return_url'],
      _cancel_url: context['cancel_url'] ?? context['return_url'],
    };
    orders.set(id, order);
    return order;
  }

  const publicOrder = (order: Json): Json =>
    Object.fromEntries(Object.entries(structuredClone(order)).filter(([key]) => !key.startsWith('_')));

  function patchOrder(order: Json, ops: unknown): void {
    if (order['status'] === 'COMPLETED' || order['status'] === 'VOIDED') {
      throw unprocessable('ORDER_COMPLETED_OR_VOIDED', 'Order is completed or voided and cannot be patched.');
    }
    if (!Array.isArray(ops)) throw invalidRequest('/', 'INVALID_JSON_POINTER_FORMAT', 'a JSON Patch array');
    for (const op of ops as Json[]) {
      const match = /^\/purchase_units\/@reference_id=='([^']*)'\/(custom_id|invoice_id|description)$/.exec(
        String(op['path']),
      );
      const unit = (order['purchase_units'] as Json[]).find((u) => match && u['reference_id'] === match[1]);
      if (!match || !unit || (op['op'] !== 'replace' && op['op'] !== 'add')) {
        throw unprocessable('PATCH_PATH_REQUIRED', `Unsupported patch ${String(op['op'])} ${String(op['path'])}`);
      }
      unit[match[2] ?? ''] = String(op['value']);
    }
  }

  async function captureOrder(order: Json): Promise<Json> {
    if (order['status'] === 'COMPLETED') throw unprocessable('ORDER_ALREADY_CAPTURED', 'Order already captured.');
    if (order['status'] !== 'APPROVED') {
      throw unprocessable('ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
    }
    const id = String(order['id']);
    if (declined.has(id)) {
      throw unprocessable(
        'INSTRUMENT_DECLINED',
        'The instrument presented was either declined by the processor or bank.',
      );
    }
    const unit = unitOf(order);
    const asked = unit['amount'] as { currency_code: string; value: string };
    const as = capturedAs.get(id) ?? {};
    const currency = as.currency ?? asked.currency_code;
    const value = as.amount === undefined ? asked.value : toValue(as.amount, currency);
    const capture: Json = {
      id: paypalId(),
      status: control.capturesPending ? 'PENDING' : 'COMPLETED',
      amount: { currency_code: currency, value },
      final_capture: true,
      custom_id: unit['custom_id'],
      invoice_id: unit['invoice_id'],
      supplementary_data: { related_ids: { order_id: id } },
      create_time: new Date().toISOString(),
    };
    unit['payments'] = { captures: [capture] };
    order['status'] = 'COMPLETED';
    captures.set(String(capture['id']), { orderId: id, capture });
    await emit(
      capture['status'] === 'COMPLETED' ? 'PAYMENT.CAPTURE.COMPLETED' : 'PAYMENT.CAPTURE.PENDING',
      'capture',
      capture,
    );
    await emit('CHECKOUT.ORDER.COMPLETED', 'checkout-order', publicOrder(order));
    return order;
  }

  async function refundCapture(captureId: string, body: Json): Promise<Json> {
    const found = captures.get(captureId);
    if (!found) throw notFound();
    const { capture } = found;
    const money = capture['amount'] as { currency_code: string; value: string };
    const total = toMinor(money.value, money.currency_code);
    const done = [...refunds.values()]
      .filter((r) => r['_capture'] === captureId && r['status'] !== 'FAILED')
      .reduce((sum, r) => sum + toMinor((r['amount'] as { value: string }).value, money.currency_code), 0);
    const asked = body['amount'] as { currency_code?: string; value?: string } | undefined;
    const amount = asked?.value === undefined ? total - done : toMinor(asked.value, money.currency_code);
    if (capture['status'] !== 'COMPLETED' && capture['status'] !== 'PARTIALLY_REFUNDED') {
      throw unprocessable('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded or is not completed.');
    }
    if (asked?.currency_code !== undefined && asked.currency_code !== money.currency_code) {
      throw unprocessable('REFUND_CURRENCY_MISMATCH', 'Refund must be in the same currency as the capture.');
    }
    if (amount <= 0 || amount > total - done) {
      throw unprocessable(
        'REFUND_AMOUNT_EXCEEDED',
        'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
      );
    }
    const refund: Json = {
      id: paypalId(),
      status: control.refundsPending ? 'PENDING' : 'COMPLETED',
      amount: { currency_code: money.currency_code, value: toValue(amount, money.currency_code) },
      create_time: new Date().toISOString(),
      links: [{ href: `${baseUrl}/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' }],
      _capture: captureId,
    };
    refunds.set(String(refund['id']), refund);
    capture['status'] = done + amount === total ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    if (refund['status'] === 'COMPLETED') await emit('PAYMENT.CAPTURE.REFUNDED', 'refund', publicOrder(refund));
    return publicOrder(refund);
  }

  /** PayPal's check: our certificate's signature over id|time|webhook id|CRC32 of the event's bytes. */
  function verify(raw: string): Json {
    verifications += 1;
    const request = JSON.parse(raw) as Json;
    // The event exactly as the caller sent it: everything after "webhook_event": up to the closing brace.
    const marker = raw.indexOf('"webhook_event":');
    const eventBytes = marker < 0 ? '' : raw.slice(marker + '"webhook_event":'.length, raw.lastIndexOf('}'));
    const fields = ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_id'];
    for (const field of fields) {
      if (typeof request[field] !== 'string') throw invalidRequest(`/${field}`, 'MISSING_REQUIRED_PARAMETER', field);
    }
    if (request['webhook_id'] !== webhookId) return { verification_status: 'FAILURE' };
    const verifier = createVerify('RSA-SHA256');
    verifier.update(
      `${String(request['transmission_id'])}|${String(request['transmission_time'])}|${webhookId}|${crc32(Buffer.from(eventBytes))}`,
    );
    const ok = verifier.verify(keys.publicKey, String(request['transmission_sig']), 'base64');
    return { verification_status: ok ? 'SUCCESS' : 'FAILURE' };
  }

  async function api(req: IncomingMessage, method: string, path: string, raw: string): Promise<[number, Json | null]> {
    if (method === 'POST' && path === '/v1/oauth2/token') {
      const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== basic) {
        throw new PaypalHttpError(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      }
      const token = `A21AA${randomBytes(24).toString('hex')}`;
      tokens.add(token);
      return [
        200,
        {
          scope: 'https://uri.paypal.com/services/payments/payment',
          access_token: token,
          token_type: 'Bearer',
          app_id: 'APP-DOUBLE',
          expires_in: 32400,
          nonce: randomUUID(),
        },
      ];
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) {
      throw new PaypalHttpError(401, {
        name: 'AUTHENTICATION_FAILURE',
        message: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
        debug_id: paypalId(),
      });
    }
    const body = raw === '' ? {} : (JSON.parse(raw) as Json);
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') return [200, verify(raw)];
    if (method === 'POST' && path === '/v2/checkout/orders') return [200, publicOrder(createOrder(body))];
    if ((m = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path))) {
      const order = orders.get(m[1] ?? '');
      if (!order) throw notFound();
      if (method === 'GET' && !m[2]) return [200, publicOrder(order)];
      if (method === 'PATCH' && !m[2]) {
        patchOrder(order, JSON.parse(raw));
        return [204, null];
      }
      if (method === 'POST' && m[2]) return [201, publicOrder(await captureOrder(order))];
    }
    if (method === 'POST' && (m = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path))) {
      return [201, await refundCapture(m[1] ?? '', body)];
    }
    if (method === 'GET' && (m = /^\/v2\/payments\/refunds\/([^/]+)$/.exec(path))) {
      const refund = refunds.get(m[1] ?? '');
      if (!refund) throw notFound();
      return [200, publicOrder(refund)];
    }
    throw notFound();
  }

  async function readBody(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  function send(res: ServerResponse, status: number, body: string, type = 'application/json'): void {
    res.writeHead(status, { 'content-type': type, 'paypal-debug-id': paypalId() }).end(body);
  }

  // ---- the approval page ----

  async function approve(id: string) {
    const order = orders.get(id);
    if (!order || (order['status'] !== 'PAYER_ACTION_REQUIRED' && order['status'] !== 'CREATED')) return;
    order['status'] = 'APPROVED';
    order['payer'] = {
      name: { given_name: 'Pat', surname: 'Payer' },
      email_address: 'pat.payer@example.com',
      payer_id: 'PAYERDOUBLE1',
    };
    await emit('CHECKOUT.ORDER.APPROVED', 'checkout-order', publicOrder(order));
  }

  function page(order: Json): string {
    const amount = unitOf(order)['amount'] as { currency_code: string; value: string };
    const open = order['status'] === 'PAYER_ACTION_REQUIRED';
    const buttons = open
      ? '<button name="action" value="approve">Approve</button> <button name="action" value="decline">Decline</button> <button name="action" value="cancel">Cancel</button>'
      : `<p>This order is ${escapeHtml(String(order['status']))}.</p>`;
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>PayPal (test double)</title></head><body><main><h1>PayPal (test double)</h1><p>Pay ${escapeHtml(`${amount.value} ${amount.currency_code}`)}</p><form method="post">${buttons}</form></main></body></html>`;
  }

  async function handlePage(req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
    const order = orders.get(id);
    if (!order) return send(res, 404, '<p>No such order</p>', 'text/html; charset=utf-8');
    if (req.method === 'GET') return send(res, 200, page(order), 'text/html; charset=utf-8');
    const action = new URLSearchParams(await readBody(req)).get('action');
    const back = (url: unknown, query: string) => {
      const target = String(url);
      res.writeHead(303, { location: `${target}${target.includes('?') ? '&' : '?'}${query}` }).end();
    };
    if (action === 'approve' || action === 'decline') {
      if (action === 'decline') declined.add(id);
      await approve(id);
      return back(order['_return_url'], `token=${id}&PayerID=PAYERDOUBLE1`);
    }
    if (action === 'cancel') return back(order['_cancel_url'], `token=${id}`);
    send(res, 200, page(order), 'text/html; charset=utf-8');
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://double');
    if (url.pathname === '/checkoutnow') return handlePage(req, res, url.searchParams.get('token') ?? '');
    const method = req.method ?? 'GET';
    const requestId = req.headers['paypal-request-id'] as string | undefined;
    const raw = await readBody(req);
    requests.push({ method, path: url.pathname, requestId });
    const at = scripted.findIndex(
      (entry) =>
        (entry.method === undefined || entry.method === method) &&
        (entry.pathPrefix === undefined || url.pathname.startsWith(entry.pathPrefix)),
    );
    const answer = at < 0 ? undefined : scripted.splice(at, 1)[0]?.answer;
    if (answer === 'hang') {
      hanging.add(res);
      return;
    }
    if (answer) {
      const body = {
        name: 'INTERNAL_SERVER_ERROR',
        message: 'An internal server error occurred.',
        debug_id: paypalId(),
      };
      return send(
        res,
        answer.status,
        JSON.stringify(answer.status === 429 ? { ...body, name: 'RATE_LIMIT_REACHED' } : body),
      );
    }
    // PayPal-Request-Id: the same id on the same call answers what the first one did.
    const fingerprint = `${method} ${url.pathname} ${raw}`;
    const seen = requestId === undefined ? undefined : byRequestId.get(`${method} ${url.pathname} ${requestId}`);
    if (seen) {
      if (seen.fingerprint !== fingerprint) {
        return send(
          res,
          422,
          JSON.stringify({
            name: 'UNPROCESSABLE_ENTITY',
            message: 'Idempotency key reused.',
            details: [
              { issue: 'DUPLICATE_REQUEST_ID', description: 'The PayPal-Request-Id was used for another request.' },
            ],
          }),
        );
      }
      return send(res, seen.status, seen.body);
    }
    let status: number;
    let body: string;
    try {
      const [code, json] = await api(req, method, url.pathname, raw);
      status = code;
      body = json === null ? '' : JSON.stringify(json);
    } catch (error) {
      if (!(error instanceof PaypalHttpError)) throw error;
      status = error.status;
      body = JSON.stringify(error.body);
    }
    if (requestId !== undefined && status < 300)
      byRequestId.set(`${method} ${url.pathname} ${requestId}`, { fingerprint, status, body });
    if (status === 204) {
      res.writeHead(204).end();
      return;
    }
    send(res, status, body);
  }

  const server = await startDoubleServer((req, res) => handle(req, res), {
    failure: (error) => ({
      contentType: 'application/json',
      body: JSON.stringify({ name: 'INTERNAL_SERVER_ERROR', message: String(error) }),
    }),
    hanging,
  });
  baseUrl = server.origin;

  const control: PaypalDoubleControl = {
    capturesPending: false,
    refundsPending: false,
    holdEvents: false,
    answerNext: (...answers) => void scripted.push(...answers.map((answer) => ({ answer }))),
    answerOn: (method, pathPrefix, answer) => void scripted.push({ method, pathPrefix, answer }),
    captureAs: (id, money) => void capturedAs.set(id, money),
    approve,
    async decline(id) {
      declined.add(id);
      await approve(id);
    },
    async settleRefund(id, outcome) {
      const refund = refunds.get(id);
      if (!refund) throw new Error(`no refund ${id}`);
      refund['status'] = outcome;
      if (outcome === 'COMPLETED') await emit('PAYMENT.CAPTURE.REFUNDED', 'refund', publicOrder(refund));
    },
    get events() {
      return events;
    },
    async deliver(list, opts = {}) {
      const url = opts.url ?? webhookUrl;
      if (!url) throw new Error('no webhook URL');
      const statuses: number[] = [];
      for (const event of list) statuses.push(await post(url, event.body, opts.forged ?? false));
      return statuses;
    },
    signedHeaders: (body, opts = {}) => signedHeaders(body, opts.forged ?? false),
    get requests() {
      return requests;
    },
    order: (id) => orders.get(id),
    orders: () => [...orders.values()],
    refunds: () => [...refunds.values()].map(publicOrder),
    refundsFor(orderId) {
      const ids = new Set([...captures].filter(([, c]) => c.orderId === orderId).map(([id]) => id));
      return [...refunds.values()].filter((r) => ids.has(String(r['_capture'])));
    },
    get verifications() {
      return verifications;
    },
  };

  return {
    get baseUrl() {
      return baseUrl;
    },
    clientId,
    clientSecret,
    webhookId,
    control,
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    close: () => server.close(),
  };
}
