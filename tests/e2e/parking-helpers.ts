/**
 * Helpers of the parking browser tests: calls to the real server in the tenant's packaging mode,
 * for the steps a test needs done but does not test (an account, a booking, a sandbox decision).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import type { ParkingBooking } from '../../src/generated/api/parking-booking';
import type { Tenant } from '../../src/generated/tenant';
import { nodeCipher } from '../../src/protocol/cipher-node';
import { createEnvelopeCodec } from '../../src/protocol/packaging';
import { nzMobile, registerByApi, tenantById, type ApiAccount, type TestPhone } from './account-helpers';

export type Reply = { success: boolean; result: Record<string, unknown> & { rtn: number; dispMsg?: string } };

/** POST to a base of the server (`/cloud/{tenant}` or `/s/{shop}`) in the tenant's packaging mode; the server answers plain JSON. */
export async function serverCall(
  request: APIRequestContext,
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
  const response = await request.post(url, {
    data: codec.encodeRequest(payload) as object,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  expect(response.status(), `${url} answered ${response.status()}`).toBe(200);
  return (await response.json()) as Reply;
}

export interface Customer extends ApiAccount {
  tenant: Tenant;
  /** A session token of this customer (signIn through the API). */
  token: string;
}

/** A new customer of the tenant (a demo tenant's id, or a fixture's Tenant), signed up and signed in through the API (a New Zealand mobile unless told: Lotus takes Australian ones). */
export async function customerByApi(
  request: APIRequestContext,
  tenantOrId: string | Tenant,
  phone: TestPhone = nzMobile(),
): Promise<Customer> {
  const tenant = typeof tenantOrId === 'string' ? tenantById(tenantOrId) : tenantOrId;
  const account = await registerByApi(request, tenant, {
    phone,
    password: 'Parking#2026',
    firstName: 'Pat',
    lastName: 'Parker',
  });
  const signedIn = await serverCall(request, tenant, `/cloud/${tenant.id}/account/signIn`, {
    userName: account.phone.typed,
    password: account.password,
  });
  expect(signedIn.result.rtn).toBe(1);
  return { ...account, tenant, token: String(signedIn.result.userId) };
}

export { secondsFromNow } from './stay-times';

export interface OrderChoice {
  offerCode: string;
  entry: number;
  exit: number;
  tickets?: number;
  paymentCode?: number;
}

/** svc/order through the API: a booking in pending_payment (tickets held). */
export async function orderByApi(
  request: APIRequestContext,
  customer: Customer,
  shop: string,
  choice: OrderChoice,
): Promise<ParkingBooking> {
  const reply = await serverCall(
    request,
    customer.tenant,
    `/s/${shop}/api/svc/order`,
    { idempotencyKey: randomUUID(), tickets: 1, paymentCode: 201, ...choice },
    customer.token,
  );
  expect(reply.result.rtn, reply.result.dispMsg).toBe(1);
  return reply.result.booking as ParkingBooking;
}

export type SandboxDecision = 'approve' | 'decline' | 'abandon';

/** The sandbox gateway payment id of a gateway page URL (/sandbox/pay/{id}). */
export function sandboxPaymentId(gatewayUrl: string): string {
  const id = new URL(gatewayUrl, 'http://x').pathname.split('/').pop();
  if (!id) throw new Error(`not a sandbox page: ${gatewayUrl}`);
  return id;
}

/** Decides a sandbox payment as its hosted page's buttons do. */
export async function decideSandboxPayment(
  request: APIRequestContext,
  gatewayUrl: string,
  decision: SandboxDecision,
): Promise<void> {
  const response = await request.post(`/sandbox-api/gateway/payments/${sandboxPaymentId(gatewayUrl)}/${decision}`, {
    maxRedirects: 0,
  });
  expect([200, 303]).toContain(response.status());
}

/** Orders, pays by card and approves in the sandbox, all through the API: a booked ticket with its passes. */
export async function bookedByApi(
  request: APIRequestContext,
  customer: Customer,
  shop: string,
  choice: OrderChoice,
): Promise<ParkingBooking> {
  const booking = await orderByApi(request, customer, shop, choice);
  const base = `/s/${shop}/api`;
  const started = await serverCall(
    request,
    customer.tenant,
    `${base}/svc/pay`,
    { idempotencyKey: randomUUID(), bookingId: booking.bookingId, paymentCode: choice.paymentCode ?? 201 },
    customer.token,
  );
  expect(started.result.rtn, started.result.dispMsg).toBe(1);
  await decideSandboxPayment(request, String(started.result.gatewayUrl), 'approve');
  const status = await serverCall(
    request,
    customer.tenant,
    `${base}/svc/payStatus`,
    { txn: started.result.txn },
    customer.token,
  );
  expect(status.result.status).toBe('approved');
  return status.result.booking as ParkingBooking;
}

/** What is left of an offer (loadTicketPool). */
export async function poolBalance(
  request: APIRequestContext,
  tenantId: string,
  siteId: string,
  offerCode: string,
): Promise<number> {
  const tenant = tenantById(tenantId);
  const reply = await serverCall(request, tenant, `/cloud/${tenant.id}/ticket/loadTicketPool`, { siteId, offerCode });
  expect(reply.result.rtn).toBe(1);
  const [entry] = reply.result.list as Array<{ balance: number }>;
  if (!entry) throw new Error(`no offer ${offerCode} at ${siteId}`);
  return entry.balance;
}

/**
 * A date or time picker of the date & time screen (MUI X): `value` is its input, holding the text it
 * shows ('24/11/2026', '06:00'); `type` enters digits into its sections from the first, as a
 * customer does on the number pad ('24112026', '0600'); the picker moves from section to section.
 */
export function pickerField(page: Page, id: string) {
  const value = page.locator(`#${id}`);
  const group = value.locator('xpath=..');
  return {
    value,
    group,
    async type(text: string) {
      await group.locator('[role="spinbutton"]').first().click();
      await page.keyboard.type(text.replace(/\D/g, ''));
      await page.keyboard.press('Tab');
    },
  };
}
