/**
 * Real SMS in the browser (docs/sms.md): a server of its own, started with the fixture tenant
 * tests/fixtures/tenants-sms/smsco.json, whose `sms` block sends through Twilio, and the local
 * double of Twilio's Messages API (tests/doubles/twilio) standing in for Twilio. A customer signs
 * up and logs in by SMS with the codes Twilio received; when Twilio refuses or does not answer, the
 * screen shows the catalogue's message.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO_TEST_TOOLS } from '../../server/config/server-env';
import { startServer, type RunningServer } from '../../scripts/server-process';
import { codeInSmsText } from '../../server/services/sms/sms-text';
import { startTwilioDouble, type TwilioDouble } from '../doubles/twilio/twilio-double';
import { accountForm, advanceServerClock, auMobile, RESEND_SECONDS, type TestPhone } from './account-helpers';
import { expect, test as base } from './test';

const FIXTURE_DIR = path.resolve(import.meta.dirname, '../fixtures/tenants-sms');
const SHOP = 'smsco-central';
const ACCOUNT = { accountSid: `AC${'5c'.repeat(16)}`, authToken: 'browser-journey-auth-token-0123' };
const FAILED = 'Failed to send the PIN';

interface SmsWorld {
  double: TwilioDouble;
  server: RunningServer;
}

/** The tenant folder: the fixture, its sms.baseUrl pointed at the double. */
async function tenantsFolderFor(double: TwilioDouble): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kerbside-sms-tenants-'));
  await cp(FIXTURE_DIR, dir, { recursive: true });
  const file = path.join(dir, 'smsco.json');
  const tenant = JSON.parse(await readFile(file, 'utf8')) as { $schema?: string; sms: { baseUrl: string } };
  tenant.sms.baseUrl = double.url;
  delete tenant.$schema;
  await writeFile(file, JSON.stringify(tenant, null, 2));
  return dir;
}

const test = base.extend<object, { smsWorld: SmsWorld }>({
  smsWorld: [
    // Playwright reads what a fixture depends on from this pattern: this one depends on nothing.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const double = await startTwilioDouble([ACCOUNT]);
      const tenantsDir = await tenantsFolderFor(double);
      const server = await startServer(
        {
          ...DEMO_TEST_TOOLS,
          TENANTS_DIR: tenantsDir,
          SMSCO_TWILIO_ACCOUNT_SID: ACCOUNT.accountSid,
          SMSCO_TWILIO_AUTH_TOKEN: ACCOUNT.authToken,
          RATE_LIMIT_MAX: '100000',
          RATE_LIMIT_CODE_SENDS: '1000',
          RATE_LIMIT_PHONE_CHECKS: '1000',
        },
        // A fresh server opens a new embedded database, 10 s on an idle slow machine and over 60 s
        // there beside three busy workers: the same budget as the payment providers' server.
        { readyTimeoutMs: 240_000 },
      );
      try {
        await provide({ double, server });
      } finally {
        await server.stop();
        await double.close();
        await rm(tenantsDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  // Every page and API call of these tests goes to the SMS server, not the worker's demo server.
  baseURL: async ({ smsWorld }, provide) => provide(smsWorld.server.baseUrl),
});

/** The code Twilio received for this phone: the newest message to it after `after` messages. */
async function codeTwilioReceived(double: TwilioDouble, phone: TestPhone, after = 0): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(() => {
      const message = double.messages.filter((m) => m.to === phone.e164).at(after);
      code = message ? codeInSmsText(message.body) : null;
      return code;
    })
    .not.toBeNull();
  return code as unknown as string;
}

async function sendCode(page: Page, phone: TestPhone) {
  await accountForm(page).phone.fill(phone.typed);
  await page.getByRole('button', { name: 'Send code' }).click();
}

test('signs up and logs in by SMS with the codes Twilio sent', async ({ page, request, smsWorld }) => {
  const { double } = smsWorld;
  const phone = auMobile();
  const form = accountForm(page);

  await page.goto(`/shop/${SHOP}/signup`);
  await sendCode(page, phone);
  await expect(page.getByText(/We sent a 4-digit code to 0412/)).toBeVisible();
  const signupCode = await codeTwilioReceived(double, phone);
  expect(double.messages.filter((m) => m.to === phone.e164)).toEqual([
    expect.objectContaining({
      accountSid: ACCOUNT.accountSid,
      from: '+15005550006',
      body: `${signupCode} is your SMS Co Parking verification code. It expires in 5 minutes. Never share it.`,
    }),
  ]);
  // The built-in outbox has nothing for this phone: the sandbox cannot read a code Twilio sent.
  const sandbox = await request.get(`/sandbox-api/sms/last?tenant=smsco&phone=${encodeURIComponent(phone.e164)}`);
  expect(sandbox.status()).toBe(404);

  await form.code.fill(signupCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(/Verified: 0412/)).toBeVisible();
  await form.firstName.fill('Tui');
  await form.lastName.fill('Matene');
  await form.password.fill('Twilio#2024');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/${SHOP}/home$`));

  await page.goto(`/shop/${SHOP}/user/profile`);
  await expect(page.getByTestId('profile-name')).toHaveText('Tui Matene');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/${SHOP}/home$`));

  // One SMS per phone per 120 s: the server's clock moves on instead of the test waiting.
  await advanceServerClock(request, RESEND_SECONDS + 1);
  await page.goto(`/shop/${SHOP}/login`);
  await page.getByRole('tab', { name: 'SMS code' }).click();
  const panel = page.locator('#login-panel-sms');
  await accountForm(panel).phone.fill(phone.typed);
  await panel.getByRole('button', { name: 'Send code' }).click();
  await expect(accountForm(panel).code).toBeVisible();
  const loginCode = await codeTwilioReceived(double, phone, 1);
  await accountForm(panel).code.fill(loginCode);
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/${SHOP}/home$`));
  await page.goto(`/shop/${SHOP}/user/profile`);
  await expect(page.getByTestId('profile-name')).toHaveText('Tui Matene');
});

test("shows the catalogue's message when Twilio refuses the number or does not answer", async ({ page, smsWorld }) => {
  const { double } = smsWorld;
  const form = accountForm(page);

  const refused = auMobile();
  double.answerFor(refused.e164, { error: 21211 });
  await page.goto(`/shop/${SHOP}/signup`);
  await sendCode(page, refused);
  await expect(form.message).toHaveText(FAILED);
  await expect(form.code).toHaveCount(0);

  // The tenant's timeoutSeconds is 2: the customer waits that long, not for ever. The bound leaves
  // a loaded CI machine room to answer and render, yet stays well under the Twilio SDK's own 30 s.
  const hanging = auMobile();
  double.answerFor(hanging.e164, 'hang');
  await page.goto(`/shop/${SHOP}/signup`);
  await sendCode(page, hanging);
  await expect(form.message).toHaveText(FAILED, { timeout: 10_000 });
  double.clear();
  expect(double.messages.filter((m) => m.to === refused.e164 || m.to === hanging.e164)).toEqual([]);
});
