/**
 * Screenshots of the pinpad kiosk and the customer's places (issue 14) for Harbour Park, in English
 * and Chinese, at 390x844, 320x640 and 820x1180: pinpad amount, kiosk card, kiosk PIN with a wrong
 * PIN, receipt, leaving, relocked; where to go (tiles stubbed: the map; tiles failing: the list);
 * my sites, my spots, my pre-pays; info/{code}.
 * Run: npx tsx scripts/screenshot-journeys/staff-places.ts <outDir> (starts its own server).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { chromium, type Page } from 'playwright-core';
import type { Tenant } from '../../src/generated/tenant';
import { DEMO_TEST_TOOLS } from '../../server/config/server-env';
import { chromiumArgs, findChromium } from '../chromium-path';
import { startServer } from '../server-process';
import { bookedByApi, customerByApi, decideSandboxPayment, secondsFromNow, serverCall, type Customer } from './api';
import { demoStaffMember } from '../../server/services/staff/demo-staff';

/** The demo cashier's own password and PIN (docs/staff.md#demo-staff). */
const CASHIER = demoStaffMember('S400');

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.resolve(process.argv[2] ?? '/tmp/staff-places-shots');
const SHOP = 'harbour-central';
const LANGUAGES = ['en-gb', 'zh-hans'] as const;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
  { width: 820, height: 1180 },
] as const;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const tenant = JSON.parse(readFileSync(path.join(root, 'tenants', 'harbourpark.json'), 'utf8')) as Tenant;

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(500);
}

async function fundedQr(baseUrl: string, customer: Customer): Promise<string> {
  const cards = await serverCall(baseUrl, tenant, `/s/${SHOP}/api/account/loadUserValuePass`, {}, customer.token);
  const card = (cards.result.cards as Array<{ cardId: string; kind: string; qrCode: string }>).find(
    (c) => c.kind === 'stored-value',
  );
  if (!card) throw new Error('no stored-value card');
  await serverCall(
    baseUrl,
    tenant,
    `/s/${SHOP}/pro/account/valuePassChgPwd`,
    { cardId: card.cardId, newPin: '246810', confirmPin: '246810' },
    customer.token,
  );
  const started = await serverCall(
    baseUrl,
    tenant,
    `/s/${SHOP}/pro/promotion/topup`,
    { idempotencyKey: randomUUID(), cardId: card.cardId, amount: 5000, paymentCode: 201 },
    customer.token,
  );
  await decideSandboxPayment(baseUrl, String(started.result.gatewayUrl), 'approve');
  await serverCall(
    baseUrl,
    tenant,
    `/s/${SHOP}/pro/promotion/topupStatus`,
    { txn: started.result.txn },
    customer.token,
  );
  return card.qrCode;
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const server = await startServer({
    ...DEMO_TEST_TOOLS,
    RATE_LIMIT_MAX: '0',
    RATE_LIMIT_CODE_SENDS: '1000',
    RATE_LIMIT_PHONE_CHECKS: '1000',
    STATIC_DIR: path.join(root, 'dist/app'),
  });
  const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: chromiumArgs });
  const base = server.baseUrl;
  try {
    for (const language of LANGUAGES) {
      for (const viewport of VIEWPORTS) {
        const customer = await customerByApi(base, tenant);
        const qr = await fundedQr(base, customer);
        const entry = secondsFromNow(26);
        await bookedByApi(base, customer, SHOP, { offerCode: 'hourly', entry, exit: entry + 7200, paymentCode: 201 });
        await bookedByApi(base, customer, 'harbour-wharf', {
          offerCode: 'hourly',
          entry: entry + 86400,
          exit: entry + 90000,
          paymentCode: 201,
        });
        await serverCall(
          base,
          tenant,
          `/cloud/${tenant.id}/account/vehicle/add`,
          { plate: 'ABC123', nickname: language === 'zh-hans' ? '家用车' : 'Family car' },
          customer.token,
        );

        // Page routes (the stubbed tiles) do not see a service worker's fetches: keep it out.
        const context = await browser.newContext({
          viewport,
          deviceScaleFactor: 1,
          locale: language === 'zh-hans' ? 'zh-CN' : 'en-GB',
          serviceWorkers: 'block',
        });
        await context.addInitScript(([key, lang]) => localStorage.setItem(key, lang), [
          `kerbside.language.${tenant.id}`,
          language,
        ] as const);
        const page = await context.newPage();
        const shot = async (screen: string) => {
          await settle(page);
          await page.screenshot({
            path: path.join(outDir, `${language}-${viewport.width}-${screen}.png`),
            fullPage: true,
          });
        };
        // Pinpad kiosk.
        await page.goto(`${base}/app/${SHOP}/staff/login`);
        await page.getByTestId('staff-login').fill('S400');
        await page.getByTestId('staff-password').fill(CASHIER.password);
        await page.getByTestId('staff-sign-in').click();
        await page.getByTestId('staff-pin').fill(CASHIER.pin);
        await page.getByTestId('staff-unlock').click();
        await page.waitForURL(/staff\/functions$/);
        await shot('function-select');
        await page.goto(`${base}/app/${SHOP}/pinpad/home?kioskIdle=600`);
        await page.getByTestId('pinpad-amount-input').fill('12.50');
        await shot('pinpad-amount');
        await page.getByTestId('pinpad-start').click();
        await page.getByTestId('pinpad-by-qr').click();
        await page.getByTestId('pinpad-card').fill(qr);
        await shot('pinpad-kiosk-card');
        await page.getByTestId('pinpad-card-submit').click();
        await page.getByTestId('pinpad-pin').fill('000000');
        await page.getByTestId('pinpad-pay').click();
        await page.getByTestId('flow-message').waitFor();
        await shot('pinpad-kiosk-pin-wrong');
        await page.getByTestId('pinpad-pin').fill('246810');
        await page.getByTestId('pinpad-pay').click();
        await page.getByTestId('pinpad-receipt').waitFor();
        await shot('pinpad-paid');
        await page.getByTestId('pinpad-leave').click();
        await shot('pinpad-leaving');
        await page.getByTestId('pinpad-staff-pin').fill(CASHIER.pin);
        await page.getByTestId('pinpad-staff-pin-submit').click();
        await page.getByTestId('pinpad-amount-entry').waitFor();
        await page.goto(`${base}/app/${SHOP}/pinpad/home?kioskIdle=1`);
        await page.getByTestId('pinpad-amount-input').fill('3');
        await page.getByTestId('pinpad-start').click();
        await page.getByTestId('pinpad-locked').waitFor({ timeout: 10_000 });
        await shot('pinpad-locked');
        await page.getByTestId('pinpad-staff-pin').fill(CASHIER.pin);
        await page.getByTestId('pinpad-staff-pin-submit').click();
        await page.getByTestId('pinpad-amount-entry').waitFor();

        // Where to go: the list when tiles fail, the map when they load.
        await page.route('https://tile.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
        await page.goto(`${base}/app/${SHOP}/wheretogo`);
        await page.getByTestId('where-map-unavailable').waitFor();
        await shot('wheretogo-list');
        await page.unroute('https://tile.openstreetmap.org/**');
        await page.route('https://tile.openstreetmap.org/**', (route) =>
          route.fulfill({ status: 200, contentType: 'image/png', body: PNG }),
        );
        await page.goto(`${base}/app/${SHOP}/wheretogo`);
        await page.locator('[data-testid="where-map"][data-state="ready"]').waitFor();
        await shot('wheretogo-map');
        await page.goto(`${base}/app/${SHOP}/info/ev-charging/home`);
        await shot('info');

        // The customer's own places.
        await page.goto(`${base}/app/${SHOP}/mysites`);
        const panel = page.locator('#login-panel-password');
        await panel.waitFor();
        await panel.locator('input[type="tel"]').fill(customer.phone);
        await panel.locator('input[type="password"]').fill(customer.password);
        await panel.locator('button[type="submit"]').click();
        await page.getByTestId('my-sites').waitFor();
        await shot('mysites');
        await page.goto(`${base}/app/${SHOP}/myspots`);
        await page.getByTestId('my-spots').waitFor();
        await shot('myspots');
        await page.goto(`${base}/app/${SHOP}/myprepays`);
        await page.getByTestId('my-prepays').waitFor();
        await shot('myprepays');
        await context.close();
        console.log(`shots: ${language} ${viewport.width}`);
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
