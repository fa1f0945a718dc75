/**
 * The capacity run's customer journeys as real HTTP sequences through nginx, each from a loopback
 * address of its own (127.x.y.z, so nginx passes a client address apart for each, and the per-client
 * limits count each apart) on one keep-alive connection per journey, as a phone's browser would.
 * Every request is timed (sent to the last byte of the answer) and judged: an answer that is not
 * the expected status, or an envelope whose rtn is not 1, is a failed request; nothing is retried.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import type { EnvelopeCodec } from '../../src/protocol';
import { surchargeFor, type SurchargeTerms } from '../../src/lib/surcharge';
import type { JourneyKind } from './mix';

export interface RequestRecord {
  ms: number;
  ok: boolean;
}

/** What a step records: each request's time and verdict, and the first few failures in words. */
export interface Recorder {
  requests: RequestRecord[];
  failures: string[];
  journeysDone: number;
  journeysFailed: number;
}

export function newRecorder(): Recorder {
  return { requests: [], failures: [], journeysDone: 0, journeysFailed: 0 };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

class JourneyFailed extends Error {}

/** One journey's connection: a keep-alive agent bound to the customer's own address. */
export class Browser {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  token = '';

  constructor(
    private readonly base: URL,
    private readonly localAddress: string,
    private readonly recorder: Recorder,
    private readonly codec: EnvelopeCodec,
  ) {}

  close(): void {
    this.agent.destroy();
  }

  /** Ends the journey as failed, with why. */
  fail(what: string): never {
    if (this.recorder.failures.length < 20) this.recorder.failures.push(what);
    throw new JourneyFailed(what);
  }

  /** Sends one request, times it and records it; fails the journey unless the status is `expect`. */
  async send(
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string>,
    body: string | undefined,
    expect: number,
  ): Promise<Answer> {
    const started = performance.now();
    const answer = await new Promise<Answer | string>((resolve) => {
      const req = http.request(
        {
          host: this.base.hostname,
          port: this.base.port,
          method,
          path,
          headers,
          localAddress: this.localAddress,
          agent: this.agent,
          timeout: 30_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
          res.on('error', (e) => resolve(e.message));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timed out after 30 s')));
      req.on('error', (e) => resolve((e as NodeJS.ErrnoException).code ?? e.message));
      req.end(body);
    });
    const ms = performance.now() - started;
    const ok = typeof answer !== 'string' && answer.status === expect;
    this.recorder.requests.push({ ms, ok });
    if (typeof answer === 'string') this.fail(`${method} ${path}: ${answer}`);
    if (!ok) this.fail(`${method} ${path}: HTTP ${answer.status} ${answer.body.toString().slice(0, 200)}`);
    return answer;
  }

  get(path: string, accept = 'application/json'): Promise<Answer> {
    return this.send('GET', path, { accept, 'accept-encoding': 'gzip, br' }, undefined, 200);
  }

  /** An API call in the tenant's envelope; the answer's result when rtn is 1. */
  async call<T = Record<string, unknown>>(path: string, payload: Record<string, unknown>, token = this.token) {
    const answer = await this.send(
      'POST',
      path,
      {
        'content-type': 'application/json',
        // Answers are small JSON: read uncompressed, as the bytes nginx passes are the process's own either way.
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      JSON.stringify(this.codec.encodeRequest(payload)),
      200,
    );
    const envelope = JSON.parse(answer.body.toString()) as { result: { rtn: number } & T };
    if (envelope.result.rtn !== 1) this.fail(`${path}: ${JSON.stringify(envelope.result).slice(0, 200)}`);
    return envelope.result;
  }
}

/** A bench tenant (a copy of harbourpark): its parking shop, its café, and where its pinpad is. */
export interface TenantPlace {
  tenant: string;
  parkingShop: string;
  parkingSite: string;
  cafeShop: string;
}

export interface Customer {
  place: TenantPlace;
  token: string;
  cardNumber: string;
  localAddress: string;
  /** Bookings this customer made in the run: their next stay starts STAY_STEP_HOURS after the last. */
  booked: number;
}

export interface JourneyContext {
  base: URL;
  codec: EnvelopeCodec;
  recorder: Recorder;
  /** The card method's surcharge terms (201), to quote a shop order's total as the app does. */
  cardTerms: SurchargeTerms;
  walletPin: string;
  /** A signed-in, unlocked cashier's token per tenant with a pinpad counter. */
  staffTokens: Map<string, string>;
}

export const CARD = 201;
const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * A customer's stays do not overlap one another: each of their bookings starts this many hours after
 * the one before (a stay is 2 hours), so the offer's `maxTicketsAtOnce` never refuses a customer
 * who books again and again. After STAY_SLOTS bookings the stays start over from the first (the
 * template's bookingBeforeDay allows 14 days ahead; STAY_SLOTS * 3 h is 12.5 days).
 */
const STAY_STEP_HOURS = 3;
const STAY_SLOTS = 100;

/**
 * A stay of two hours from 2 hours ahead, on a quarter hour (no offer condition to meet: 'hourly'),
 * moved on by the bookings the customer already made.
 */
function stay(customer: Customer | undefined): { offerCode: string; entry: number; exit: number; tickets: number } {
  const quarter = 15 * 60;
  const slot = (customer?.booked ?? 0) % STAY_SLOTS;
  const entry = Math.ceil(Date.now() / 1000 / quarter) * quarter + 2 * HOUR + slot * STAY_STEP_HOURS * HOUR;
  return { offerCode: 'hourly', entry, exit: entry + 2 * HOUR, tickets: 1 };
}

/** Opens a shop's home as a returning phone does: the page, the tenant, the site settings, content and notices. */
async function home(b: Browser, place: TenantPlace): Promise<void> {
  await b.get(`/shop/${place.parkingShop}/home`, 'text/html');
  await b.get(`/tenant-config/${place.parkingShop}`);
  await b.call(`/s/${place.parkingShop}/api/spot/config`, { lang: 'en' });
  await b.get(`/cloud/${place.tenant}/content`);
  await b.call(`/cloud/${place.tenant}/lot/info/list`, { siteId: place.parkingSite, lang: 'en' });
}

async function quote(b: Browser, place: TenantPlace, wanted: ReturnType<typeof stay>) {
  await b.call(`/cloud/${place.tenant}/ticket/loadTicketPool`, { siteId: place.parkingSite });
  return b.call<{ fee: { total: number } }>(`/s/${place.parkingShop}/api/spot/feeCalc`, {
    ...wanted,
    paymentCode: CARD,
  });
}

/** Approves a payment at the sandbox gateway as the customer would on its page. */
async function approveAtGateway(b: Browser, gatewayUrl: string): Promise<void> {
  await b.get(gatewayUrl, 'text/html');
  await b.send(
    'POST',
    `${gatewayUrl.replace('/sandbox/pay/', '/sandbox-api/gateway/payments/')}/approve`,
    { 'content-type': 'application/x-www-form-urlencoded' },
    'decision=approve',
    303,
  );
}

async function bookAndPay(b: Browser, customer: Customer): Promise<void> {
  const place = customer.place;
  const wanted = stay(customer);
  const quoted = await quote(b, place, wanted);
  const shop = `/s/${place.parkingShop}/api`;
  const { booking } = await b.call<{ booking: { bookingId: string } }>(`${shop}/svc/order`, {
    idempotencyKey: randomUUID(),
    ...wanted,
    paymentCode: CARD,
    quotedTotal: quoted.fee.total,
  });
  const started = await b.call<{ txn: string; gatewayUrl: string }>(`${shop}/svc/pay`, {
    idempotencyKey: randomUUID(),
    bookingId: booking.bookingId,
    paymentCode: CARD,
  });
  await approveAtGateway(b, started.gatewayUrl);
  const status = await b.call<{ status: string; booking: { status: string; passes: Array<{ passCode: string }> } }>(
    `${shop}/svc/payStatus`,
    { txn: started.txn },
  );
  if (status.status !== 'approved' || status.booking.status !== 'booked')
    b.fail(`payStatus: ${status.status}, booking ${status.booking.status}`);
  customer.booked += 1;
  await b.call(`/cloud/${place.tenant}/qrcode/gen`, { passCode: status.booking.passes[0]?.passCode ?? '' });
}

async function ticketsAndWallet(b: Browser, place: TenantPlace): Promise<void> {
  const shop = `/s/${place.parkingShop}`;
  await b.call(`${shop}/api/ticket/bookingSummary`, {});
  await b.call(`${shop}/api/account/loadUserValuePass`, {});
  const now = Math.floor(Date.now() / 1000);
  await b.call(`${shop}/pro/report/acsLoyalty/list`, { dateStart: now - 30 * DAY, dateEnd: now + 60 });
}

async function shopOrder(b: Browser, place: TenantPlace, ctx: JourneyContext): Promise<void> {
  const api = `/s/${place.cafeShop}/api`;
  const catalogue = await b.call<{ pickupSlots: number[] }>(`${api}/shop/catalogue`, {});
  const pickupAt = catalogue.pickupSlots[0];
  if (pickupAt === undefined) b.fail(`${place.cafeShop}: no pickup slot`);
  const cart = await b.call<{ goods: number }>(`${api}/shop/cart`, {
    lines: [
      {
        productId: 'flat-white',
        quantity: 2,
        options: [
          { groupId: 'size', optionId: 'large' },
          { groupId: 'milk', optionId: 'oat' },
        ],
      },
      { productId: 'croissant', quantity: 1, options: [] },
    ],
  });
  const placed = await b.call<{ order: { orderId: string } }>(`${api}/svc/order`, {
    kind: 'shop',
    idempotencyKey: randomUUID(),
    fulfilment: 'pickup',
    pickupAt,
    paymentCode: CARD,
    quotedTotal: cart.goods + surchargeFor(ctx.cardTerms, cart.goods),
  });
  const orderId = placed.order.orderId;
  const pay = await b.call<{ gatewayUrl?: string }>(`${api}/shop/orderPay`, { idempotencyKey: randomUUID(), orderId });
  if (!pay.gatewayUrl) b.fail('shop/orderPay: no gateway page');
  await approveAtGateway(b, pay.gatewayUrl);
  const status = await b.call<{ order: { paymentStatus: string } }>(`${api}/shop/orderStatus`, { orderId });
  if (status.order.paymentStatus !== 'approved') b.fail(`shop/orderStatus: payment ${status.order.paymentStatus}`);
}

async function pinpadCharge(b: Browser, customer: Customer, ctx: JourneyContext): Promise<void> {
  const token = ctx.staffTokens.get(customer.place.tenant);
  if (!token) b.fail(`no cashier signed in at ${customer.place.tenant}`);
  await b.call(
    `/cloud/${customer.place.tenant}/staff/pinpad/charge`,
    {
      shop: customer.place.parkingShop,
      amount: 450,
      by: 'card',
      value: customer.cardNumber,
      pin: ctx.walletPin,
      idempotencyKey: randomUUID(),
    },
    token,
  );
}

/**
 * Runs one journey; `customer` is the signed-in customer it is for (a home visitor has none: its
 * place and address are given). Resolves whether it finished without a failed request.
 */
export async function runJourney(
  kind: JourneyKind,
  ctx: JourneyContext,
  who: { customer?: Customer; place: TenantPlace; localAddress: string },
): Promise<boolean> {
  const b = new Browser(ctx.base, who.localAddress, ctx.recorder, ctx.codec);
  b.token = who.customer?.token ?? '';
  try {
    if (kind === 'home') await home(b, who.place);
    else if (kind === 'quote') await quote(b, who.place, stay(who.customer));
    else if (kind === 'book-and-pay') {
      const customer = who.customer;
      if (!customer) b.fail('book-and-pay: no signed-in customer');
      else await bookAndPay(b, customer);
    } else if (kind === 'tickets-and-wallet') await ticketsAndWallet(b, who.place);
    else if (kind === 'shop-order') await shopOrder(b, who.place, ctx);
    else if (who.customer) await pinpadCharge(b, who.customer, ctx);
    ctx.recorder.journeysDone += 1;
    return true;
  } catch (error) {
    ctx.recorder.journeysFailed += 1;
    if (!(error instanceof JourneyFailed) && ctx.recorder.failures.length < 20)
      ctx.recorder.failures.push(error instanceof Error ? error.message : String(error));
    return false;
  } finally {
    b.close();
  }
}
