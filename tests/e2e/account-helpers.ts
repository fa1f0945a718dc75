/** Helpers of the account browser tests: phone numbers, the sandbox SMS outbox, accounts made through the API. */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { SmsSandboxLastResponse } from '../../src/generated/api/sms-sandbox-last.response';
import type { Tenant } from '../../src/generated/tenant';
import { nodeCipher } from '../../src/protocol/cipher-node';
import { createEnvelopeCodec } from '../../src/protocol/packaging';
import { demoTenants } from './demo-tenants';

/** One SMS per phone per 120 s (docs/rules.md#sms-limits). */
export const RESEND_SECONDS = 120;

export interface TestPhone {
  /** As a customer types it (national). */
  typed: string;
  e164: string;
}

let serial = 0;

/** Distinct digits per call and per run, so tests never share a phone number. */
function uniqueDigits(length: number): string {
  serial += 1;
  const seed = `${Date.now() % 10 ** (length - 2)}`.padStart(length - 2, '0');
  return `${seed}${String(serial % 100).padStart(2, '0')}`.slice(-length);
}

/** A New Zealand mobile: 021 xxx xxxx (+64 21 xxx xxxx). */
export function nzMobile(): TestPhone {
  // A leading 0 after 021 is formatted differently ('0210 766 303'): keep the first digit non-zero.
  const digits = `5${uniqueDigits(6)}`;
  return { typed: `021${digits}`, e164: `+6421${digits}` };
}

/** An Australian mobile: 0412 xxx xxx (+61 412 xxx xxx). */
export function auMobile(): TestPhone {
  const digits = uniqueDigits(6);
  return { typed: `0412${digits}`, e164: `+61412${digits}` };
}

export function tenantById(id: string): Tenant {
  const tenant = demoTenants().find((t) => t.id === id);
  if (!tenant) throw new Error(`no demo tenant ${id}`);
  return tenant;
}

/**
 * The last code the sandbox outbox sent to a phone. With `newerThan`, waits for a code sent after
 * that time (whole seconds) or different from that code.
 */
export async function lastSms(
  request: APIRequestContext,
  tenantId: string,
  phone: TestPhone,
  newerThan?: { code: string; sentAt: number },
): Promise<SmsSandboxLastResponse> {
  let last: SmsSandboxLastResponse | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `/sandbox-api/sms/last?tenant=${encodeURIComponent(tenantId)}&phone=${encodeURIComponent(phone.e164)}`,
        );
        if (response.status() !== 200) return false;
        last = (await response.json()) as SmsSandboxLastResponse;
        return newerThan === undefined || last.code !== newerThan.code || last.sentAt > newerThan.sentAt;
      },
      { timeout: 5_000 },
    )
    .toBe(true);
  return last as unknown as SmsSandboxLastResponse;
}

/** A code that is not `code` (a sure wrong code). */
export function otherCode(code: string): string {
  return code === '0000' ? '1111' : '0000';
}

/** A cloud call in the tenant's packaging mode (the server answers plain JSON). */
async function cloudCall(request: APIRequestContext, tenant: Tenant, path: string, payload: object) {
  const codec = createEnvelopeCodec({
    mode: tenant.api.packaging,
    payloadKey: tenant.api.payloadKey,
    cipher: nodeCipher,
  });
  const response = await request.post(`/cloud/${tenant.id}${path}`, { data: codec.encodeRequest(payload) as object });
  expect(response.status(), `${path} answered ${response.status()}`).toBe(200);
  return (await response.json()) as { success: boolean; result: Record<string, unknown> & { rtn: number } };
}

export interface ApiAccount {
  phone: TestPhone;
  password: string;
  firstName: string;
  /** Its sign-up SMS: no other SMS goes to this phone for 120 s from `sentAt` (whole seconds). */
  signupSms: { code: string; sentAt: number };
}

/** Signs up through the API (sign-up code from the sandbox): for tests that need an account to exist. */
export async function registerByApi(
  request: APIRequestContext,
  tenantOrId: string | Tenant,
  account: { phone: TestPhone; password: string; firstName: string; lastName: string },
): Promise<ApiAccount> {
  // A demo tenant by id, or a fixture tenant a spec serves from its own folder.
  const tenant = typeof tenantOrId === 'string' ? tenantById(tenantOrId) : tenantOrId;
  const tenantId = tenant.id;
  const sent = await cloudCall(request, tenant, '/account/getUserIdentifyCode', {
    phone: account.phone.typed,
    purpose: 'signup',
  });
  expect(sent.result.rtn).toBe(1);
  const sms = await lastSms(request, tenantId, account.phone);
  const checked = await cloudCall(request, tenant, '/account/checkUserIdentifyCode', {
    phone: account.phone.typed,
    purpose: 'signup',
    code: sms.code,
  });
  expect(checked.result.rtn).toBe(1);
  const registered = await cloudCall(request, tenant, '/account/register', {
    verificationToken: checked.result.verificationToken,
    password: account.password,
    firstName: account.firstName,
    lastName: account.lastName,
    acceptTerms: true,
  });
  expect(registered.result.rtn).toBe(1);
  return {
    phone: account.phone,
    password: account.password,
    firstName: account.firstName,
    signupSms: { code: sms.code, sentAt: sms.sentAt },
  };
}

/**
 * Moves the server's clock forward (the browser-test server runs with SANDBOX_CLOCK=1), so a code
 * expires or a resend wait ends without the test sleeping.
 */
export async function advanceServerClock(request: APIRequestContext, seconds: number): Promise<void> {
  const response = await request.post('/sandbox-api/clock/advance', { data: { seconds } });
  expect(response.status(), 'the browser-test server must run with SANDBOX_CLOCK=1').toBe(200);
}

/**
 * Sets the browser's clock to the server's. Other specs move the server's clock forward (code
 * expiry, resend waits, an expired cart), so a test that reads a countdown computed on the phone
 * from a server time (a payment hold's time left) first gives the phone the server's time, as a
 * phone with a correct clock has. Call it before the page opens.
 */
export async function matchBrowserClockToServer(page: Page, request: APIRequestContext): Promise<void> {
  const response = await request.post('/sandbox-api/clock/advance', { data: { seconds: 1 } });
  expect(response.status(), 'the browser-test server must run with SANDBOX_CLOCK=1').toBe(200);
  const { now } = (await response.json()) as { now: string };
  await page.clock.install({ time: new Date(now) });
}

/** Lets another SMS go to a phone (docs/rules.md#sms-limits: one per 120 s) by moving the server's clock past the wait. */
export async function waitForNextSms(request: APIRequestContext): Promise<void> {
  await advanceServerClock(request, RESEND_SECONDS + 1);
}

/** The account form fields, found the way a user finds them: by their labels. */
export function accountForm(scope: Page | Locator) {
  return {
    phone: scope.getByLabel(/^Mobile number/),
    password: scope.getByLabel(/^Password/),
    code: scope.getByLabel(/^Verification code/),
    firstName: scope.getByLabel(/^First name/),
    lastName: scope.getByLabel(/^Last name/),
    email: scope.getByLabel(/^Email/),
    licensePlate: scope.getByLabel(/^Licence plate/),
    birthday: scope.getByLabel(/^Birthday/),
    oldPassword: scope.getByLabel(/^Current password/),
    newPassword: scope.getByLabel(/^New password/),
    confirmPassword: scope.getByLabel(/^Confirm new password/),
    message: scope.getByTestId('flow-message'),
  };
}
