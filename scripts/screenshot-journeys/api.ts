/**
 * The steps a screenshot journey needs done but does not show (an account, a booking, a sandbox
 * decision), through the real server exactly as tests/e2e/parking-helpers.ts and
 * account-helpers.ts make them, but with fetch and plain checks instead of @playwright/test.
 */
import { randomUUID } from 'node:crypto';
import type { ParkingBooking } from '../../src/generated/api/parking-booking';
import type { SmsSandboxLastResponse } from '../../src/generated/api/sms-sandbox-last.response';
import type { Tenant } from '../../src/generated/tenant';
import { tenantPhoneCountry } from '../../server/tenants/phone-country';
import { nodeCipher } from '../../src/protocol/cipher-node';
import { createEnvelopeCodec } from '../../src/protocol/packaging';

export type Reply = { success: boolean; result: Record<string, unknown> & { rtn: number; dispMsg?: string } };

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** POST to a base of the server (`/cloud/{tenant}` or `/s/{shop}`) in the tenant's packaging mode; the server answers plain JSON. */
export async function serverCall(
  baseUrl: string,
  tenant: Tenant,
  url: string,
  payload: object,
  token?: string,
): Promise<Reply> {
  const codec = createEnvelopeCodec({
    mode: tenant.api.packaging,
    payloadKey: tenant.api.payloadKey,
    cipher: nodeCipher,
  });
  const response = await fetch(baseUrl + url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(codec.encodeRequest(payload)),
  });
  check(response.status === 200, `${url} answered ${response.status}`);
  return (await response.json()) as Reply;
}

function expectOk(reply: Reply, what: string): void {
  check(
    reply.result.rtn === 1,
    `${what}: rtn ${reply.result.rtn}${reply.result.dispMsg ? ` (${reply.result.dispMsg})` : ''}`,
  );
}

export interface Customer {
  tenant: Tenant;
  /** As a customer types it in the login form (national). */
  phone: string;
  e164: string;
  password: string;
  /** A session token of this customer (signIn through the API). */
  token: string;
}

let serial = 0;

/**
 * A mobile of the country the server reads the tenant's national numbers in (New Zealand, else
 * Australia), distinct per call and per run, spelt as account-helpers' nzMobile and auMobile spell them.
 */
function mobileFor(tenant: Tenant): { typed: string; e164: string } {
  serial += 1;
  const digits = `${`${Date.now() % 10 ** 4}`.padStart(4, '0')}${String(serial % 100).padStart(2, '0')}`.slice(-6);
  if (tenantPhoneCountry(tenant) === 'NZ') return { typed: `0215${digits}`, e164: `+64215${digits}` };
  return { typed: `0412${digits}`, e164: `+61412${digits}` };
}

async function lastSms(baseUrl: string, tenantId: string, e164: string): Promise<SmsSandboxLastResponse> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const response = await fetch(
      `${baseUrl}/sandbox-api/sms/last?tenant=${encodeURIComponent(tenantId)}&phone=${encodeURIComponent(e164)}`,
    );
    if (response.status === 200) return (await response.json()) as SmsSandboxLastResponse;
    if (Date.now() > deadline) throw new Error(`no sandbox SMS for ${e164} (is the SMS sandbox on?)`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A new customer of the tenant, signed up (code from the sandbox outbox) and signed in through the API. */
export async function customerByApi(baseUrl: string, tenant: Tenant): Promise<Customer> {
  const phone = mobileFor(tenant);
  const password = 'Parking#2026';
  const cloud = `/cloud/${tenant.id}`;
  expectOk(
    await serverCall(baseUrl, tenant, `${cloud}/account/getUserIdentifyCode`, {
      phone: phone.typed,
      purpose: 'signup',
    }),
    'getUserIdentifyCode',
  );
  const sms = await lastSms(baseUrl, tenant.id, phone.e164);
  const checked = await serverCall(baseUrl, tenant, `${cloud}/account/checkUserIdentifyCode`, {
    phone: phone.typed,
    purpose: 'signup',
    code: sms.code,
  });
  expectOk(checked, 'checkUserIdentifyCode');
  const registered = await serverCall(baseUrl, tenant, `${cloud}/account/register`, {
    verificationToken: checked.result.verificationToken,
    password,
    firstName: 'Pat',
    lastName: 'Parker',
    acceptTerms: true,
  });
  expectOk(registered, 'register');
  const signedIn = await serverCall(baseUrl, tenant, `${cloud}/account/signIn`, { userName: phone.typed, password });
  expectOk(signedIn, 'signIn');
  return { tenant, phone: phone.typed, e164: phone.e164, password, token: String(signedIn.result.userId) };
}

export { secondsFromNow } from '../../tests/e2e/stay-times';

export interface OrderChoice {
  offerCode: string;
  entry: number;
  exit: number;
  paymentCode: number;
  tickets?: number;
}

/** svc/order through the API: a booking in pending_payment (tickets held). */
export async function orderByApi(
  baseUrl: string,
  customer: Customer,
  shop: string,
  choice: OrderChoice,
): Promise<ParkingBooking> {
  const reply = await serverCall(
    baseUrl,
    customer.tenant,
    `/s/${shop}/api/svc/order`,
    { idempotencyKey: randomUUID(), tickets: 1, ...choice },
    customer.token,
  );
  expectOk(reply, 'svc/order');
  return reply.result.booking as ParkingBooking;
}

/** Decides a sandbox payment as its hosted page's buttons do (gateway URL /sandbox/pay/{id}). */
export async function decideSandboxPayment(
  baseUrl: string,
  gatewayUrl: string,
  decision: 'approve' | 'decline' | 'abandon',
): Promise<void> {
  const id = new URL(gatewayUrl, 'http://x').pathname.split('/').pop();
  check(Boolean(id), `not a sandbox page: ${gatewayUrl}`);
  const response = await fetch(`${baseUrl}/sandbox-api/gateway/payments/${id}/${decision}`, {
    method: 'POST',
    redirect: 'manual',
  });
  check([200, 303].includes(response.status), `sandbox ${decision} answered ${response.status}`);
}

/** Orders, pays and approves in the sandbox, all through the API: a booked ticket with its passes. */
export async function bookedByApi(
  baseUrl: string,
  customer: Customer,
  shop: string,
  choice: OrderChoice,
): Promise<ParkingBooking> {
  const booking = await orderByApi(baseUrl, customer, shop, choice);
  const base = `/s/${shop}/api`;
  const started = await serverCall(
    baseUrl,
    customer.tenant,
    `${base}/svc/pay`,
    { idempotencyKey: randomUUID(), bookingId: booking.bookingId, paymentCode: choice.paymentCode },
    customer.token,
  );
  expectOk(started, 'svc/pay');
  await decideSandboxPayment(baseUrl, String(started.result.gatewayUrl), 'approve');
  const status = await serverCall(
    baseUrl,
    customer.tenant,
    `${base}/svc/payStatus`,
    { txn: started.result.txn },
    customer.token,
  );
  check(status.result.status === 'approved', `payStatus: ${String(status.result.status)}`);
  return status.result.booking as ParkingBooking;
}
