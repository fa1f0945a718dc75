/**
 * Screenshots of the session-8 pay screens (issue 13) for Lotus Plaza and Harbour Park Wharf, in
 * English and Chinese, at 390x844 and 320x640 (docs/shop.md#table-bill, #single-pay, #staff-single-pay):
 * pay at table (the split choice, the method choice with stored value and saved cards, the PIN step
 * of the shared payment step, a share paid, the bill paid), single pay (code entry, ready with its
 * method choice, the PIN step, paid, the receipt) and, for Harbour Park (the tenant with demo staff),
 * the staff request screen (form, then code + QR + link + state, then paid).
 * The language is chosen through the app's stored preference (kerbside.language.<tenant>), as the
 * e2e specs do: `?lang=` is not read by the app.
 * Run: npx tsx scripts/screenshot-journeys/shop-pay.ts <outDir> (starts its own server; build the app first).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { Catalogue } from '../../src/generated/catalogue';
import type { Tenant } from '../../src/generated/tenant';
import { tenantText } from '../../src/lib/local-text';
import { DEMO_TEST_TOOLS } from '../../server/config/server-env';
import { createEnvelopeCodec } from '../../src/protocol/packaging';
import { nodeCipher } from '../../src/protocol/cipher-node';
import { chromiumArgs, findChromium } from '../chromium-path';
import { startServer } from '../server-process';
import { customerByApi, decideSandboxPayment, serverCall, type Customer } from './api';
import { randomUUID } from 'node:crypto';
import { demoStaffMember } from '../../server/services/staff/demo-staff';

const demoCredentials = (code: string) => ({
  password: demoStaffMember(code).password,
  pin: demoStaffMember(code).pin,
});

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.resolve(process.argv[2] ?? '/tmp/shop-pay-shots');
/** Only this script's throwaway server knows this key (tenants/lotus.json secrets.posKey names LOTUS_POS_KEY). */
const POS_KEY = 'shots-lotus-pos-key-0123456789abcdef-pos';
const SHOPS = [
  { tenant: 'lotus', shop: 'lotus-plaza', tables: ['A1', 'A2', 'A3', 'A4'] },
  { tenant: 'harbourpark', shop: 'harbour-wharf', tables: ['T1', 'T2', 'T3', 'T4'] },
] as const;
const LANGUAGES = ['en-gb', 'zh-hans'] as const;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
] as const;
const PIN = '246810';
// The demo admin's own password and PIN (docs/staff.md#demo-staff).
const STAFF = { shop: 'harbour-central', code: 'S100', ...demoCredentials('S100') };

const json = <T>(file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(400);
}

/** A customer with a funded stored-value card whose PIN is set. */
async function payer(baseUrl: string, tenant: Tenant, shop: string): Promise<Customer> {
  const customer = await customerByApi(baseUrl, tenant);
  const cards = await serverCall(baseUrl, tenant, `/s/${shop}/api/account/loadUserValuePass`, {}, customer.token);
  const card = (cards.result.cards as Array<{ cardId: string; kind: string }>).find((c) => c.kind === 'stored-value');
  if (!card) throw new Error(`${tenant.id}: no stored-value card`);
  await serverCall(
    baseUrl,
    tenant,
    `/s/${shop}/pro/account/valuePassChgPwd`,
    { cardId: card.cardId, newPin: PIN, confirmPin: PIN },
    customer.token,
  );
  const started = await serverCall(
    baseUrl,
    tenant,
    `/s/${shop}/pro/promotion/topup`,
    { idempotencyKey: randomUUID(), cardId: card.cardId, amount: 5000, paymentCode: 201 },
    customer.token,
  );
  await decideSandboxPayment(baseUrl, String(started.result.gatewayUrl), 'approve');
  await serverCall(
    baseUrl,
    tenant,
    `/s/${shop}/pro/promotion/topupStatus`,
    { txn: started.result.txn },
    customer.token,
  );
  return customer;
}

async function signIn(page: Page, base: string, shop: string, customer: Customer, redirect: string): Promise<void> {
  await page.goto(`${base}/shop/${shop}/login?redirect=${encodeURIComponent(redirect)}`);
  const panel = page.locator('#login-panel-password');
  await panel.waitFor();
  await panel.locator('input[type="tel"]').fill(customer.phone);
  await panel.locator('input[type="password"]').fill(customer.password);
  await panel.locator('button[type="submit"]').click();
}

/**
 * Saves a card on the sandbox gateway's card-entry page from My cards, as tests/e2e/wallet-extras.spec.ts
 * does, so the method field offers the saved card beside stored value (docs/shop.md#bill-methods).
 */
async function saveCard(page: Page, base: string, shop: string): Promise<void> {
  await page.goto(`${base}/shop/${shop}/mycards`);
  await page.getByTestId('cards-empty').waitFor();
  await page.getByRole('button', { name: /^(Add a card|添加卡片)$/ }).click();
  // An embedded gateway (Harbour Park) shows its card entry in a dialog; a redirecting one (Lotus) leaves for it.
  const dialog = page.getByRole('dialog');
  await page.waitForURL(/\/sandbox\//, { timeout: 3_000 }).catch(() => undefined);
  const entry = page.url().includes('/sandbox/') ? page.locator('body') : dialog.frameLocator('iframe').locator('body');
  await entry.getByLabel('Card number').fill('4111 1111 1111 1111');
  await entry.getByLabel('Expiry (MM/YY)').fill('12/35');
  await entry.getByLabel('Name on card').fill('PAT PARKER');
  await entry.getByLabel('Security code (CVC)').fill('123');
  await entry.getByRole('button', { name: 'Save card' }).click();
  await page.getByTestId('saved-card').waitFor({ timeout: 15_000 });
}

/** Opens the shared method field inside `scope` and picks the tenant's stored-value method (shot with the menu open first). */
async function chooseStoredValue(
  page: Page,
  scopeTestId: string,
  tenant: Tenant,
  language: string,
  shot: (screen: string, fullPage?: boolean) => Promise<void>,
  menuShot: string,
): Promise<void> {
  // The method's name as the app shows it in this language (docs/rules.md#payment-method-names).
  const name = tenantText(
    tenant.payment.methods.find((m) => m.paymentType === 'storedValue')!.name,
    language,
    tenant.locale.defaultLanguage,
  );
  await page.getByTestId(scopeTestId).getByRole('combobox').click();
  await page.getByRole('listbox').waitFor();
  await shot(menuShot, false);
  await page.getByRole('option', { name }).first().click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

async function payPin(
  page: Page,
  shot: (screen: string, fullPage?: boolean) => Promise<void>,
  screen: string | null,
): Promise<void> {
  const pin = page.getByTestId('payment-pin');
  await pin.waitFor({ timeout: 15_000 });
  if (screen) await shot(screen);
  await pin.fill(PIN);
  await page.getByTestId('payment-step').locator('form button[type="submit"]').click();
}

async function posRequest(base: string, tenant: Tenant, shop: string): Promise<string> {
  const codec = createEnvelopeCodec({
    mode: tenant.api.packaging,
    payloadKey: tenant.api.payloadKey,
    cipher: nodeCipher,
  });
  const response = await fetch(`${base}/s/${shop}/pro/pos/singlePayRequest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Pos-Key': POS_KEY },
    body: JSON.stringify(
      codec.encodeRequest({
        action: 'lost-ticket',
        requiredBy: 'pos1',
        amount: 2500,
        description: 'Lost ticket fee',
        expiresInMinutes: 30,
      }),
    ),
  });
  if (response.status !== 200) throw new Error(`singlePayRequest answered ${response.status}`);
  const body = (await response.json()) as { result: { request: { reference: string } } };
  return body.result.request.reference;
}

interface Run {
  base: string;
  browser: Browser;
  shots: string[];
}

async function contextFor(
  run: Run,
  tenantId: string,
  language: string,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await run.browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    locale: language === 'zh-hans' ? 'zh-CN' : 'en-GB',
  });
  await context.addInitScript(([key, lang]) => localStorage.setItem(key, lang), [
    `kerbside.language.${tenantId}`,
    language,
  ] as const);
  return context;
}

function shooter(run: Run, page: Page, prefix: string) {
  return async (screen: string, fullPage = true) => {
    const file = path.join(outDir, `${prefix}-${screen}.png`);
    await settle(page);
    // A full-page shot of a scrolled page draws the sticky header where the viewport was: from the top.
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: file, fullPage });
    run.shots.push(file);
  };
}

/** The path a table's QR code opens, with the table's secret, as staff print it (staff/tableCodes, docs/shop.md#table-key). */
async function tableLink(baseUrl: string, tenant: Tenant, shop: string, table: string): Promise<string> {
  const signedIn = await serverCall(baseUrl, tenant, `/cloud/${tenant.id}/staff/signIn`, {
    login: STAFF.code,
    password: STAFF.password,
  });
  const token = String(signedIn.result.token);
  await serverCall(baseUrl, tenant, `/cloud/${tenant.id}/staff/unlock`, { pin: STAFF.pin }, token);
  const codes = await serverCall(baseUrl, tenant, `/cloud/${tenant.id}/staff/tableCodes`, {}, token);
  const path = (codes.result.shops as { shopCode: string; tables: { table: string; path: string }[] }[])
    .find((x) => x.shopCode === shop)
    ?.tables.find((x) => x.table === table)?.path;
  if (!path) throw new Error(`${shop}: no QR code link for table ${table}`);
  return path;
}

/** Pay at table: an order sent to the table, a share paid from stored value, then the rest. */
async function tableJourney(
  run: Run,
  s: (typeof SHOPS)[number],
  table: string,
  language: string,
  viewport: { width: number; height: number },
): Promise<void> {
  const tenant = json<Tenant>(`tenants/${s.tenant}.json`);
  const catalogue = json<Catalogue>(`tenants/${s.tenant}/catalogue/${s.shop}.json`);
  const customer = await payer(run.base, tenant, s.shop);
  const plain = catalogue.products.filter((p) => (p.optionGroups ?? []).length === 0).slice(0, 2);
  await serverCall(
    run.base,
    tenant,
    `/s/${s.shop}/api/shop/cart`,
    { lines: plain.map((p) => ({ productId: p.id, quantity: 1, options: [] })), notes: '' },
    customer.token,
  );
  const context = await contextFor(run, s.tenant, language, viewport);
  const page = await context.newPage();
  const shot = shooter(run, page, `${s.tenant}-${language}-${viewport.width}-table`);
  const link = await tableLink(run.base, tenant, s.shop, table);
  await signIn(page, run.base, s.shop, customer, link);
  await page.getByTestId('shop-order').waitFor();
  await saveCard(page, run.base, s.shop);
  await page.goto(`${run.base}${link}`);
  await page.getByTestId('cart-line').first().waitFor();
  await page.getByTestId('cart').getByRole('button').last().click();
  await page.getByTestId('checkout').waitFor();
  await shot('checkout');
  await page.getByTestId('checkout').getByRole('button').last().click();
  await page.getByTestId('order-sent').waitFor();
  await shot('sent');
  await page.getByTestId('pay-table-bill').click();
  await page.getByTestId('split').waitFor();
  await shot('split');
  await page.getByTestId('split').locator('input[value="items"]').check();
  await page.getByTestId('bill-item').first().getByRole('checkbox').check();
  await chooseStoredValue(page, 'split', tenant, language, shot, 'method-menu');
  await shot('items-chosen');
  await page.getByTestId('pay-bill').click();
  await payPin(page, shot, 'pin');
  await page.getByTestId('payment-outcome').waitFor({ timeout: 15_000 });
  await shot('share-paid');
  await page.getByTestId('split').locator('input[value="rest"]').check();
  await page.getByTestId('pay-bill').click();
  await payPin(page, shot, null);
  await page.getByTestId('bill-paid').waitFor({ timeout: 15_000 });
  await shot('paid');
  await context.close();
}

/** Staff sign in at Harbour Park's app layout and open the single-pay function (docs/staff.md#demo-staff). */
async function staffRequest(
  run: Run,
  language: string,
  viewport: { width: number; height: number },
): Promise<{ page: Page; context: BrowserContext; code: string; shot: (s: string, f?: boolean) => Promise<void> }> {
  const context = await contextFor(run, 'harbourpark', language, viewport);
  const page = await context.newPage();
  const shot = shooter(run, page, `harbourpark-${language}-${viewport.width}-staff`);
  await page.goto(`${run.base}/app/${STAFF.shop}/staff/login`);
  await page.getByTestId('staff-login').fill(STAFF.code);
  await page.getByTestId('staff-password').fill(STAFF.password);
  await page.getByTestId('staff-sign-in').click();
  await page.getByTestId('staff-pin').fill(STAFF.pin);
  await page.getByTestId('staff-unlock').click();
  await page.getByTestId('staff-function-singlePay').click();
  await page.getByTestId('staff-single-pay-amount').fill('12.50');
  await page.getByTestId('staff-single-pay-description').fill(language === 'zh-hans' ? '钥匙押金' : 'Key deposit');
  await shot('form');
  await page.getByTestId('staff-single-pay-create').click();
  await page.getByTestId('staff-single-pay-code').waitFor();
  await shot('request');
  const code = ((await page.getByTestId('staff-single-pay-code').textContent()) ?? '').trim();
  return { page, context, code, shot };
}

/** Single pay: the customer types the code, pays from stored value with its PIN and reads the receipt. */
async function singlePayJourney(
  run: Run,
  s: (typeof SHOPS)[number],
  language: string,
  viewport: { width: number; height: number },
): Promise<void> {
  const tenant = json<Tenant>(`tenants/${s.tenant}.json`);
  const staff = s.tenant === 'harbourpark' ? await staffRequest(run, language, viewport) : null;
  const code = staff ? staff.code : await posRequest(run.base, tenant, s.shop);
  const entry = staff
    ? `/shop/${s.shop}/singlepay/counter-payment/by/${STAFF.code}`
    : `/shop/${s.shop}/singlepay/lost-ticket/by/pos1`;
  const customer = await payer(run.base, tenant, s.shop);
  const context = await contextFor(run, s.tenant, language, viewport);
  const page = await context.newPage();
  const shot = shooter(run, page, `${s.tenant}-${language}-${viewport.width}-singlepay`);
  await signIn(page, run.base, s.shop, customer, entry);
  const form = page.getByTestId('single-pay');
  await form.getByRole('textbox').waitFor();
  await form.getByRole('textbox').fill(code.toLowerCase());
  await shot('code');
  await form.locator('button[type="submit"]').click();
  await page.getByTestId('single-pay-amount').waitFor();
  await chooseStoredValue(page, 'single-pay-form', tenant, language, shot, 'method-menu');
  await shot('ready');
  await page.getByTestId('single-pay-button').click();
  await payPin(page, shot, 'pin');
  await page.locator('[data-testid="single-pay"][data-state="paid"]').waitFor({ timeout: 15_000 });
  await shot('paid');
  await page.locator('a[href$="/receipt"]').click();
  await page.getByTestId('single-pay-receipt').waitFor();
  await shot('receipt');
  await context.close();
  if (staff) {
    await staff.page.locator('[data-testid="staff-single-pay-state"][data-state="paid"]').waitFor({ timeout: 15_000 });
    await staff.shot('paid');
    await staff.context.close();
  }
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const server = await startServer({
    ...DEMO_TEST_TOOLS,
    RATE_LIMIT_MAX: '0',
    RATE_LIMIT_CODE_SENDS: '1000',
    RATE_LIMIT_PHONE_CHECKS: '1000',
    LOTUS_POS_KEY: POS_KEY,
    STATIC_DIR: path.join(root, 'dist/app'),
  });
  const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: chromiumArgs });
  const run: Run = { base: server.baseUrl, browser, shots: [] };
  const only = process.argv[3];
  try {
    for (const s of SHOPS) {
      let i = 0;
      for (const language of LANGUAGES) {
        for (const viewport of VIEWPORTS) {
          if (!only || only === 'table') await tableJourney(run, s, s.tables[i]!, language, viewport);
          if (!only || only === 'singlepay') await singlePayJourney(run, s, language, viewport);
          i += 1;
        }
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(run.shots.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
