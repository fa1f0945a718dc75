/**
 * A local double of the Stripe API, for the tests only: the official SDK is pointed at it (the
 * tenant's paymentProviders.stripe.baseUrl) and nothing leaves the machine. It speaks the documented
 * API for the calls the adapter makes (form-encoded bodies, Bearer secret key, Idempotency-Key,
 * expand[], Stripe's error body { error: { type, code, message } }):
 *
 *   POST /v1/checkout/sessions, GET /v1/checkout/sessions[/{id}], POST /v1/checkout/sessions/{id}/expire
 *   POST /v1/payment_intents (off-session confirm), GET /v1/payment_intents/{id}, POST …/{id}/cancel,
 *   GET /v1/payment_intents/search (query metadata['key']:'value')
 *   POST /v1/refunds, GET /v1/refunds/{id}; POST /v1/customers; GET /v1/payment_methods/{id}
 *
 * The hosted page /pay/{session} has Pay, Decline and Cancel buttons (Save card and Cancel in
 * setup mode) and sends the browser to the session's success or cancel URL, as Checkout does.
 * Webhook events are signed as Stripe signs them (Stripe-Signature: t=…,v1=HMAC-SHA256 of
 * "t.body") and POSTed to the webhook endpoint; tests hold, repeat, reorder and forge them.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { startDoubleServer } from '../double-server';
import { decodeStripeForm, list, obj, str, strings, type FormValue } from './stripe-form';

type Json = Record<string, unknown>;

export interface StripeDoubleOptions {
  secretKey?: string;
  webhookSecret?: string;
  /** Where events are POSTed (the account's webhook endpoint); none: they are only recorded. */
  webhookUrl?: string;
}

/** What the double answers to the next API call instead of serving it. */
export type StripeScriptedAnswer = { status: 500 | 502 | 503 | 429 } | 'hang';

export interface StripeEvent {
  id: string;
  type: string;
  body: string;
}

export interface StripeDoubleControl {
  /** The next API calls (any endpoint) answer as scripted, in order. */
  answerNext(...answers: StripeScriptedAnswer[]): void;
  /** The next call to this method and path (a prefix) answers as scripted; other calls are served. */
  answerOn(method: string, pathPrefix: string, answer: StripeScriptedAnswer): void;
  /** How a Checkout Session is paid when its Pay button is pressed (another amount or currency: a broken provider). */
  payAs(sessionId: string, paid: { amount?: number; currency?: string }): void;
  /** Alipay and WeChat Pay sessions complete unpaid and settle later (async_payment_succeeded/failed). */
  asyncMethods: boolean;
  /** Refunds stay pending until settleRefund. */
  refundsPending: boolean;
  /** Off-session charges of this saved card are declined (card_declined). */
  declineCard(paymentMethodId: string): void;
  /** What the hosted page's buttons do, without a browser. */
  pay(sessionId: string, card?: { last4?: string; brand?: string; name?: string }): Promise<void>;
  decline(sessionId: string): Promise<void>;
  /** An asynchronous payment (Alipay, WeChat Pay) ends. */
  settleAsync(sessionId: string, outcome: 'succeeded' | 'failed'): Promise<void>;
  settleRefund(refundId: string, outcome: 'succeeded' | 'failed'): Promise<void>;
  /** Stripe expires the session (its expires_at passed). */
  expireAtStripe(sessionId: string): Promise<void>;
  /** Events are recorded but not delivered until deliver(). */
  holdEvents: boolean;
  readonly events: readonly StripeEvent[];
  /** POSTs events to the webhook endpoint, signed (or with a forged signature); the HTTP statuses. */
  deliver(events: readonly StripeEvent[], options?: { forged?: boolean; url?: string }): Promise<number[]>;
  /** A raw body and its Stripe-Signature header, as the endpoint receives them. */
  signed(body: string, options?: { forged?: boolean; timestamp?: number }): { body: Buffer; signature: string };
  /** Every API call: method, path and Idempotency-Key. */
  readonly requests: readonly { method: string; path: string; idempotencyKey: string | undefined }[];
  session(id: string): Json | undefined;
  /** Every Checkout Session created, oldest first. */
  sessions(): Json[];
  /** The refunds made of a payment (its session's or intent's id). */
  refundsFor(id: string): Json[];
  /** Every refund made, oldest first. */
  refunds(): Json[];
}

export interface StripeDouble {
  /** http://127.0.0.1:{port}: the SDK's host/port/protocol. */
  readonly baseUrl: string;
  readonly secretKey: string;
  readonly webhookSecret: string;
  readonly control: StripeDoubleControl;
  setWebhookUrl(url: string | undefined): void;
  close(): Promise<void>;
}

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body['message']));
  }
}

const invalid = (message: string, code?: string, param?: string) =>
  new StripeHttpError(400, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code } : {}),
    ...(param ? { param } : {}),
  });
const missing = (kind: string, id: string) =>
  new StripeHttpError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
  });

const nowSeconds = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startStripeDouble(options: StripeDoubleOptions = {}): Promise<StripeDouble> {
  const secretKey = options.secretKey ?? 'sk_test_double';
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(16).toString('hex')}`;
  let webhookUrl = options.webhookUrl;
  const sessions = new Map<string, Json>();
  const intents = new Map<string, Json>();
  const charges = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  const customers = new Map<string, Json>();
  const methods = new Map<string, Json>();
  const setups = new Map<string, Json>();
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();
  const paidAs = new Map<string, { amount?: number; currency?: string }>();
  const declinedCards = new Set<string>();
  const scripted: { method?: string; pathPrefix?: string; answer: StripeScriptedAnswer }[] = [];
  const hanging = new Set<ServerResponse>();
  const events: StripeEvent[] = [];
  const requests: { method: string; path: string; idempotencyKey: string | undefined }[] = [];
  let baseUrl = '';

  const stores: Record<string, Map<string, Json>> = {
    cs: sessions,
    pi: intents,
    ch: charges,
    re: refunds,
    cus: customers,
    pm: methods,
    seti: setups,
  };
  const lookup = (id: string) => stores[id.split('_')[0] ?? '']?.get(id);

  function signature(body: string, timestamp: number, forged: boolean): string {
    const secret = forged ? `whsec_forged_${randomBytes(4).toString('hex')}` : webhookSecret;
    const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
    return `t=${timestamp},v1=${v1}`;
  }

  async function post(url: string, body: string, forged: boolean): Promise<number> {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature(body, nowSeconds(), forged) },
        body,
      });
      await res.arrayBuffer();
      return res.status;
    } catch {
      return 0;
    }
  }

  async function emit(type: string, object: Json): Promise<void> {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: nowSeconds(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    };
    const recorded = { id: event.id, type, body: JSON.stringify(event) };
    events.push(recorded);
    if (!control.holdEvents && webhookUrl) await post(webhookUrl, recorded.body, false);
  }

  /** Stripe expires an open session once its expires_at has passed. */
  async function lapse(session: Json): Promise<void> {
    if (session['status'] === 'open' && Number(session['expires_at']) <= nowSeconds()) await expire(session);
  }

  async function expire(session: Json): Promise<void> {
    session['status'] = 'expired';
    session['url'] = null;
    await emit('checkout.session.expired', session);
  }

  function expanded(object: Json, paths: string[]): Json {
    const copy = structuredClone(object);
    for (const path of paths) {
      let nodes: Json[] = [copy];
      for (const field of path.split('.')) {
        const next: Json[] = [];
        for (const node of nodes) {
          const value = node[field];
          if (typeof value === 'string' && lookup(value)) node[field] = structuredClone(lookup(value));
          if (node[field] !== null && typeof node[field] === 'object') next.push(node[field] as Json);
        }
        nodes = next;
      }
    }
    return copy;
  }

  function newCharge(intent: Json, card: { last4?: string; brand?: string; name?: string }): Json {
    const charge = {
      id: newId('ch'),
      object: 'charge',
      amount: intent['amount'],
      amount_refunded: 0,
      currency: intent['currency'],
      payment_intent: intent['id'],
      status: 'succeeded',
      paid: true,
      billing_details: { name: card.name ?? 'STRIPE TESTER' },
      payment_method_details: { type: 'card', card: { brand: card.brand ?? 'visa', last4: card.last4 ?? '4242' } },
    };
    charges.set(charge.id, charge);
    return charge;
  }

  function newIntent(fields: Json): Json {
    const intent: Json = {
      id: newId('pi'),
      object: 'payment_intent',
      amount_received: 0,
      latest_charge: null,
      last_payment_error: null,
      created: nowSeconds(),
      metadata: {},
      ...fields,
    };
    intents.set(String(intent['id']), intent);
    return intent;
  }

  // ---- the hosted page's actions ----

  async function paySession(id: string, card: { last4?: string; brand?: string; name?: string } = {}) {
    const session = sessions.get(id);
    if (!session) throw new Error(`no session ${id}`);
    await lapse(session);
    if (session['status'] !== 'open') return;
    if (session['mode'] === 'setup') {
      const method = {
        id: newId('pm'),
        object: 'payment_method',
        type: 'card',
        customer: session['customer'],
        billing_details: { name: card.name ?? 'STRIPE TESTER' },
        card: { brand: card.brand ?? 'visa', last4: card.last4 ?? '4242', exp_month: 12, exp_year: 2034 },
      };
      methods.set(method.id, method);
      const setup = { id: newId('seti'), object: 'setup_intent', status: 'succeeded', payment_method: method.id };
      setups.set(setup.id, setup);
      Object.assign(session, { status: 'complete', setup_intent: setup.id, url: null });
      await emit('checkout.session.completed', session);
      return;
    }
    const paid = paidAs.get(id) ?? {};
    const amount = paid.amount ?? Number(session['amount_total']);
    const currency = paid.currency ?? String(session['currency']);
    const methodTypes = list(session['allowed_payment_method_types'] as FormValue).map(String);
    const async = control.asyncMethods && !methodTypes.includes('card');
    const intent =
      (typeof session['payment_intent'] === 'string' && intents.get(session['payment_intent'])) ||
      newIntent({ amount, currency, metadata: session['payment_intent_metadata'] ?? {} });
    Object.assign(intent, { amount, currency, payment_method_types: methodTypes });
    session['payment_intent'] = intent['id'];
    if (async) {
      intent['status'] = 'processing';
      Object.assign(session, {
        status: 'complete',
        payment_status: 'unpaid',
        url: null,
        amount_total: amount,
        currency,
      });
      await emit('checkout.session.completed', session);
      return;
    }
    const charge = newCharge(intent, card);
    Object.assign(intent, { status: 'succeeded', amount_received: amount, latest_charge: charge['id'] });
    Object.assign(session, { status: 'complete', payment_status: 'paid', url: null, amount_total: amount, currency });
    await emit('payment_intent.succeeded', intent);
    await emit('checkout.session.completed', session);
  }

  /** A declined card: Checkout shows the decline and keeps the session open for another try. */
  async function declineSession(id: string) {
    const session = sessions.get(id);
    if (!session || session['status'] !== 'open') return;
    const intent =
      (typeof session['payment_intent'] === 'string' && intents.get(session['payment_intent'])) ||
      newIntent({
        amount: session['amount_total'],
        currency: session['currency'],
        metadata: session['payment_intent_metadata'] ?? {},
      });
    Object.assign(intent, {
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' },
    });
    session['payment_intent'] = intent['id'];
    await emit('payment_intent.payment_failed', intent);
  }

  async function settleAsync(id: string, outcome: 'succeeded' | 'failed') {
    const session = sessions.get(id);
    const intent =
      session && typeof session['payment_intent'] === 'string' ? intents.get(session['payment_intent']) : undefined;
    if (!session || !intent || intent['status'] !== 'processing') throw new Error(`no processing payment in ${id}`);
    if (outcome === 'succeeded') {
      const charge = newCharge(intent, {});
      Object.assign(intent, { status: 'succeeded', amount_received: intent['amount'], latest_charge: charge['id'] });
      session['payment_status'] = 'paid';
      await emit('checkout.session.async_payment_succeeded', session);
    } else {
      intent['status'] = 'requires_payment_method';
      await emit('checkout.session.async_payment_failed', session);
    }
  }

  // ---- the API ----

  function createSession(form: Record<string, FormValue>): Json {
    const mode = str(form['mode']);
    if (mode !== 'payment' && mode !== 'setup') throw invalid('Invalid mode', undefined, 'mode');
    const successUrl = str(form['success_url']);
    if (!successUrl || !/^https?:\/\//.test(successUrl)) throw invalid('Not a valid URL', 'url_invalid', 'success_url');
    const expiresAt = Number(str(form['expires_at']) ?? nowSeconds() + 86_400);
    if (expiresAt < nowSeconds() + 30 * 60 || expiresAt > nowSeconds() + 24 * 3_600) {
      throw invalid(
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
        undefined,
        'expires_at',
      );
    }
    const types = list(form['allowed_payment_method_types']).map((t) => String(t));
    let amount: number | null = null;
    let currency: string | null = str(form['currency']) ?? null;
    if (mode === 'payment') {
      const items = list(form['line_items']).map((item) => obj(item));
      if (items.length === 0) throw invalid('line_items is required in payment mode', undefined, 'line_items');
      amount = 0;
      for (const item of items) {
        const price = obj(item['price_data']);
        const unit = Number(str(price['unit_amount']));
        const quantity = Number(str(item['quantity']) ?? '1');
        if (!Number.isInteger(unit) || unit < 1)
          throw invalid('Invalid positive integer', 'parameter_invalid_integer', 'unit_amount');
        amount += unit * quantity;
        currency = str(price['currency']) ?? null;
      }
      if (!currency || !/^[a-z]{3}$/.test(currency)) throw invalid('Invalid currency', undefined, 'currency');
      if (
        types.includes('wechat_pay') &&
        str(obj(obj(form['payment_method_options'])['wechat_pay'])['client']) === undefined
      ) {
        throw invalid('payment_method_options[wechat_pay][client] is required', undefined, 'payment_method_options');
      }
    } else if (!str(form['customer'])) {
      throw invalid('A customer is needed to save a card', undefined, 'customer');
    }
    const id = `cs_test_${randomBytes(20).toString('hex')}`;
    const session: Json = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: mode === 'setup' ? 'no_payment_required' : 'unpaid',
      amount_total: amount,
      currency,
      client_reference_id: str(form['client_reference_id']) ?? null,
      customer: str(form['customer']) ?? null,
      metadata: strings(form['metadata']),
      allowed_payment_method_types: types.length > 0 ? types : ['card'],
      payment_intent: null,
      setup_intent: null,
      success_url: successUrl,
      cancel_url: str(form['cancel_url']) ?? null,
      expires_at: expiresAt,
      created: nowSeconds(),
      url: `${baseUrl}/pay/${id}`,
      payment_intent_metadata: strings(obj(form['payment_intent_data'])['metadata']),
    };
    sessions.set(id, session);
    return session;
  }

  const publicSession = (session: Json, expand: string[]): Json => {
    const { payment_intent_metadata: _meta, ...rest } = expanded(session, expand);
    return rest;
  };

  async function chargeOffSession(form: Record<string, FormValue>): Promise<Json> {
    const amount = Number(str(form['amount']));
    const currency = str(form['currency']);
    const methodId = str(form['payment_method']);
    if (!Number.isInteger(amount) || amount < 1)
      throw invalid('Invalid positive integer', 'parameter_invalid_integer', 'amount');
    if (!currency) throw invalid('Missing required param: currency.', 'parameter_missing', 'currency');
    const method = methodId ? methods.get(methodId) : undefined;
    if (!method || !methodId) throw missing('PaymentMethod', methodId ?? '');
    if (method['customer'] !== str(form['customer'])) {
      throw invalid('The provided PaymentMethod is attached to another customer', undefined, 'payment_method');
    }
    const intent = newIntent({
      amount,
      currency,
      customer: str(form['customer']),
      payment_method: methodId,
      metadata: strings(form['metadata']),
      status: 'requires_payment_method',
    });
    if (declinedCards.has(methodId)) {
      intent['last_payment_error'] = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' };
      await emit('payment_intent.payment_failed', intent);
      throw new StripeHttpError(402, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        payment_intent: intent,
      });
    }
    const card = obj(method['card'] as FormValue);
    const charge = newCharge(intent, { last4: str(card['last4']), brand: str(card['brand']) });
    Object.assign(intent, { status: 'succeeded', amount_received: amount, latest_charge: charge['id'] });
    await emit('payment_intent.succeeded', intent);
    return intent;
  }

  async function createRefund(form: Record<string, FormValue>): Promise<Json> {
    const intentId = str(form['payment_intent']);
    const intent = intentId ? intents.get(intentId) : undefined;
    if (!intent || !intentId) throw missing('payment_intent', intentId ?? '');
    const charge = typeof intent['latest_charge'] === 'string' ? charges.get(intent['latest_charge']) : undefined;
    if (intent['status'] !== 'succeeded' || !charge) {
      throw invalid(
        `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
        'charge_not_refundable',
      );
    }
    const remaining = Number(charge['amount']) - Number(charge['amount_refunded']);
    const amount = Number(str(form['amount']) ?? remaining);
    if (remaining <= 0)
      throw invalid(`Charge ${String(charge['id'])} has already been refunded.`, 'charge_already_refunded');
    if (amount > remaining)
      throw invalid('Refund amount is greater than unrefunded amount on charge', 'amount_too_large', 'amount');
    charge['amount_refunded'] = Number(charge['amount_refunded']) + amount;
    const refund = {
      id: newId('re'),
      object: 'refund',
      amount,
      currency: charge['currency'],
      charge: charge['id'],
      payment_intent: intentId,
      metadata: strings(form['metadata']),
      status: control.refundsPending ? 'pending' : 'succeeded',
      created: nowSeconds(),
    };
    refunds.set(refund.id, refund);
    await emit('refund.created', refund);
    return refund;
  }

  function search(query: string): Json[] {
    const match = /^metadata\['([^']+)'\]:'((?:[^'\\]|\\.)*)'$/.exec(query.trim());
    if (!match) throw invalid('Unsupported search query', 'search_query_invalid', 'query');
    const [, key = '', raw = ''] = match;
    const value = raw.replace(/\\(.)/g, '$1');
    return [...intents.values()].filter((i) => (i['metadata'] as Record<string, string>)[key] === value);
  }

  async function api(method: string, path: string, form: Record<string, FormValue>): Promise<Json> {
    const expand = list(form['expand']).map(String);
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/checkout/sessions') return publicSession(createSession(form), expand);
    if (method === 'GET' && path === '/v1/checkout/sessions') {
      const intent = str(form['payment_intent']);
      const data = [...sessions.values()].filter((s) => intent === undefined || s['payment_intent'] === intent);
      return { object: 'list', url: path, has_more: false, data: data.map((s) => publicSession(s, expand)) };
    }
    if ((m = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path))) {
      const session = sessions.get(m[1] ?? '');
      if (!session) throw missing('checkout.session', m[1] ?? '');
      await lapse(session);
      if (method === 'POST' && m[2]) {
        if (session['status'] !== 'open') {
          throw invalid(
            `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(session['status'])}".`,
          );
        }
        await expire(session);
      }
      return publicSession(session, expand);
    }
    if (method === 'POST' && path === '/v1/payment_intents') return chargeOffSession(form);
    if (method === 'GET' && path === '/v1/payment_intents/search') {
      const data = search(str(form['query']) ?? '');
      return {
        object: 'search_result',
        url: path,
        has_more: false,
        next_page: null,
        data: data.map((d) => expanded(d, expand)),
      };
    }
    if ((m = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path))) {
      const intent = intents.get(m[1] ?? '');
      if (!intent) throw missing('payment_intent', m[1] ?? '');
      if (method === 'POST' && m[2]) {
        if (intent['status'] === 'succeeded' || intent['status'] === 'processing' || intent['status'] === 'canceled') {
          throw invalid(
            `You cannot cancel this PaymentIntent because it has a status of ${String(intent['status'])}.`,
            'payment_intent_unexpected_state',
          );
        }
        intent['status'] = 'canceled';
        await emit('payment_intent.canceled', intent);
      }
      return expanded(intent, expand);
    }
    if (method === 'POST' && path === '/v1/refunds') return createRefund(form);
    if ((m = /^\/v1\/refunds\/([^/]+)$/.exec(path))) {
      const refund = refunds.get(m[1] ?? '');
      if (!refund) throw missing('refund', m[1] ?? '');
      return expanded(refund, expand);
    }
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        metadata: strings(form['metadata']),
        created: nowSeconds(),
      };
      customers.set(customer.id, customer);
      return customer;
    }
    if ((m = /^\/v1\/payment_methods\/([^/]+)$/.exec(path))) {
      const pm = methods.get(m[1] ?? '');
      if (!pm) throw missing('payment_method', m[1] ?? '');
      return expanded(pm, expand);
    }
    throw new StripeHttpError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  // ---- HTTP ----

  async function readBody(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  const send = (res: ServerResponse, status: number, body: string, type = 'application/json'): void => {
    res.writeHead(status, { 'content-type': type, 'request-id': newId('req') }).end(body);
  };

  function page(session: Json, note = ''): string {
    const setup = session['mode'] === 'setup';
    const open = session['status'] === 'open';
    const amount =
      session['amount_total'] === null
        ? ''
        : `${(Number(session['amount_total']) / 100).toFixed(2)} ${String(session['currency']).toUpperCase()}`;
    const buttons = open
      ? setup
        ? '<button name="action" value="pay">Save card</button> <button name="action" value="cancel">Cancel</button>'
        : '<button name="action" value="pay">Pay</button> <button name="action" value="decline">Decline</button> <button name="action" value="cancel">Cancel</button>'
      : `<p>This Checkout Session is ${escapeHtml(String(session['status']))}.</p>`;
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe Checkout (test double)</title></head><body><main><h1>Stripe Checkout (test double)</h1><p>${setup ? 'Save a card' : `Pay ${escapeHtml(amount)}`}</p>${note ? `<p role="alert">${escapeHtml(note)}</p>` : ''}<form method="post">${buttons}</form></main></body></html>`;
  }

  const target = (session: Json, url: string) => url.replace('{CHECKOUT_SESSION_ID}', String(session['id']));

  async function handlePage(req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
    const session = sessions.get(id);
    if (!session) return send(res, 404, '<p>No such session</p>', 'text/html; charset=utf-8');
    await lapse(session);
    if (req.method === 'GET') return send(res, 200, page(session), 'text/html; charset=utf-8');
    const action = new URLSearchParams(await readBody(req)).get('action');
    if (action === 'pay') {
      await paySession(id);
      if (session['status'] === 'complete') {
        res.writeHead(303, { location: target(session, String(session['success_url'])) }).end();
        return;
      }
    } else if (action === 'decline') {
      await declineSession(id);
      return send(res, 200, page(session, 'Your card was declined. Try another card.'), 'text/html; charset=utf-8');
    } else if (action === 'cancel') {
      res.writeHead(303, { location: target(session, String(session['cancel_url'] ?? session['success_url'])) }).end();
      return;
    }
    send(res, 200, page(session), 'text/html; charset=utf-8');
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://double');
    const pageMatch = /^\/pay\/([^/]+)$/.exec(url.pathname);
    if (pageMatch) return handlePage(req, res, pageMatch[1] ?? '');
    const method = req.method ?? 'GET';
    const key = req.headers['idempotency-key'] as string | undefined;
    const raw = method === 'GET' ? url.searchParams.toString() : await readBody(req);
    requests.push({ method, path: url.pathname, idempotencyKey: key });
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
        error: {
          type: answer.status === 429 ? 'rate_limit_error' : 'api_error',
          message: 'The double was told to fail.',
        },
      };
      return send(res, answer.status, JSON.stringify(body));
    }
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return send(
        res,
        401,
        JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }),
      );
    }
    const fingerprint = `${method} ${url.pathname} ${raw}`;
    if (key !== undefined && method === 'POST') {
      const seen = idempotent.get(key);
      if (seen && seen.fingerprint !== fingerprint) {
        return send(
          res,
          400,
          JSON.stringify({
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            },
          }),
        );
      }
      if (seen) {
        res.setHeader('idempotent-replayed', 'true');
        return send(res, seen.status, seen.body);
      }
    }
    let status = 200;
    let body: string;
    try {
      body = JSON.stringify(await api(method, url.pathname, decodeStripeForm(raw)));
    } catch (error) {
      if (!(error instanceof StripeHttpError)) throw error;
      status = error.status;
      body = JSON.stringify({ error: error.body });
    }
    // Stripe keeps the first answer to a key once the endpoint began executing (a success, a card
    // decline) and replays it; a request refused by validation is not kept and may be sent again.
    if (key !== undefined && method === 'POST' && (status === 200 || status === 402)) {
      idempotent.set(key, { fingerprint, status, body });
    }
    send(res, status, body);
  }

  const server = await startDoubleServer((req, res) => handle(req, res), {
    failure: (error) => ({
      contentType: 'application/json',
      body: JSON.stringify({ error: { type: 'api_error', message: String(error) } }),
    }),
    hanging,
  });
  baseUrl = server.origin;

  const control: StripeDoubleControl = {
    asyncMethods: false,
    refundsPending: false,
    holdEvents: false,
    answerNext: (...answers) => void scripted.push(...answers.map((answer) => ({ answer }))),
    answerOn: (method, pathPrefix, answer) => void scripted.push({ method, pathPrefix, answer }),
    payAs: (id, paid) => void paidAs.set(id, paid),
    declineCard: (id) => void declinedCards.add(id),
    pay: paySession,
    decline: declineSession,
    settleAsync,
    async settleRefund(id, outcome) {
      const refund = refunds.get(id);
      if (!refund) throw new Error(`no refund ${id}`);
      refund['status'] = outcome;
      await emit(outcome === 'failed' ? 'refund.failed' : 'refund.updated', refund);
    },
    async expireAtStripe(id) {
      const session = sessions.get(id);
      if (session?.['status'] === 'open') await expire(session);
    },
    get events() {
      return events;
    },
    async deliver(list, opts = {}) {
      const url = opts.url ?? webhookUrl;
      if (!url) throw new Error('no webhook endpoint');
      const statuses: number[] = [];
      for (const event of list) statuses.push(await post(url, event.body, opts.forged ?? false));
      return statuses;
    },
    signed(body, opts = {}) {
      return {
        body: Buffer.from(body),
        signature: signature(body, opts.timestamp ?? nowSeconds(), opts.forged ?? false),
      };
    },
    get requests() {
      return requests;
    },
    session: (id) => sessions.get(id),
    sessions: () => [...sessions.values()],
    refunds: () => [...refunds.values()],
    refundsFor(id) {
      const intent = id.startsWith('pi_') ? id : sessions.get(id)?.['payment_intent'];
      return [...refunds.values()].filter((r) => intent !== undefined && r['payment_intent'] === intent);
    },
  };

  return {
    get baseUrl() {
      return baseUrl;
    },
    secretKey,
    webhookSecret,
    control,
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    close: () => server.close(),
  };
}
