/**
 * Screenshots of the shop screens (issue 13) for Lotus Plaza and Harbour Park Wharf, in English and
 * Chinese, at 390x844 and 320x640: the ordering home, a product's options, the cart, checkout (a
 * voucher, stored value with its PIN), the order's status with its itemised receipt, and a reorder.
 * Run: npx tsx scripts/screenshot-journeys/shop.ts <outDir> (starts its own server; build the app first).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import type { Catalogue } from '../../src/generated/catalogue';
import type { Tenant } from '../../src/generated/tenant';
import { tenantText } from '../../src/lib/local-text';
import { DEMO_TEST_TOOLS } from '../../server/config/server-env';
import { chromiumArgs, findChromium } from '../chromium-path';
import { startServer } from '../server-process';
import { bookedByApi, customerByApi, decideSandboxPayment, serverCall, type Customer } from './api';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.resolve(process.argv[2] ?? '/tmp/shop-shots');
// parked: the customer holds a ticket current now, so checkout offers delivery to the car (Lotus
// Plaza is open round the clock, so the server's clock may move on into the stay).
const SHOPS = [
  { tenant: 'lotus', shop: 'lotus-plaza', voucher: 'LOTUS20', options: 'beef-noodle', parked: true },
  { tenant: 'harbourpark', shop: 'harbour-wharf', voucher: 'HARBOUR10', options: 'flat-white', parked: false },
] as const;
const LANGUAGES = ['en-gb', 'zh-hans'] as const;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
] as const;
const PIN = '246810';

const json = <T>(file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(500);
}

/** A customer with a funded stored-value card (PIN set) and the tenant's voucher collected. */
async function shopper(baseUrl: string, tenant: Tenant, shop: string, voucher: string): Promise<Customer> {
  const customer = await customerByApi(baseUrl, tenant);
  const cards = await serverCall(baseUrl, tenant, `/s/${shop}/api/account/loadUserValuePass`, {}, customer.token);
  const card = (cards.result.cards as Array<{ cardId: string; kind: string }>).find((c) => c.kind === 'stored-value');
  if (card) {
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
  }
  await serverCall(baseUrl, tenant, `/s/${shop}/api/voucher/collect`, { code: voucher }, customer.token);
  return customer;
}

/** A cart of every product without options and one with its required choices made (the first options). */
function cartLines(catalogue: Catalogue, withOptions: string) {
  const plain = catalogue.products.filter((p) => (p.optionGroups ?? []).length === 0).slice(0, 2);
  const optioned = catalogue.products.find((p) => p.id === withOptions)!;
  const options = (optioned.optionGroups ?? []).flatMap((g) =>
    g.options.slice(0, Math.max(g.min, g.required ? 1 : 0)).map((o) => ({ groupId: g.id, optionId: o.id })),
  );
  return [
    { productId: optioned.id, quantity: 1, options },
    ...plain.map((p) => ({ productId: p.id, quantity: 1, options: [] })),
  ];
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
  const shots: string[] = [];
  try {
    for (const s of SHOPS) {
      const tenant = json<Tenant>(`tenants/${s.tenant}.json`);
      const catalogue = json<Catalogue>(`tenants/${s.tenant}/catalogue/${s.shop}.json`);
      const base = server.baseUrl;
      for (const language of LANGUAGES) {
        for (const viewport of VIEWPORTS) {
          const customer = await shopper(base, tenant, s.shop, s.voucher);
          if (s.parked) {
            const now = Number((await serverCall(base, tenant, `/s/${s.shop}/api/shop/catalogue`, {})).result.now);
            const entry = Math.ceil((now + 16 * 60) / 900) * 900;
            await bookedByApi(base, customer, s.shop, {
              offerCode: 'hourly',
              entry,
              exit: entry + 2 * 3600,
              paymentCode: 201,
            });
            await fetch(`${base}/sandbox-api/clock/advance`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ seconds: entry - now + 60 }),
            });
          }
          const context = await browser.newContext({
            viewport,
            deviceScaleFactor: 1,
            locale: language === 'zh-hans' ? 'zh-CN' : 'en-GB',
          });
          await context.addInitScript(([key, lang]) => localStorage.setItem(key, lang), [
            `kerbside.language.${s.tenant}`,
            language,
          ] as const);
          const page = await context.newPage();
          const shot = async (screen: string, fullPage = true) => {
            const file = path.join(outDir, `${s.tenant}-${language}-${viewport.width}-${screen}.png`);
            await settle(page);
            await page.screenshot({ path: file, fullPage });
            shots.push(file);
          };
          await page.goto(`${base}/shop/${s.shop}/login?redirect=${encodeURIComponent(`/shop/${s.shop}/order`)}`);
          const panel = page.locator('#login-panel-password');
          await panel.waitFor();
          await panel.locator('input[type="tel"]').fill(customer.phone);
          await panel.locator('input[type="password"]').fill(customer.password);
          await panel.locator('button[type="submit"]').click();
          await page.waitForURL((u) => u.pathname.endsWith('/order'));
          await page.getByTestId('shop-order').waitFor();
          await shot('home');
          // A product with option groups: the live count and Add disabled until they are chosen.
          const optioned = catalogue.products.find((p) => p.id === s.options)!;
          await page
            .getByRole('button', { name: new RegExp(optioned.name[language] ?? optioned.name['en-gb']!) })
            .first()
            .click();
          await page.getByRole('dialog').waitFor();
          await shot('product', false);
          await page.keyboard.press('Escape');
          await serverCall(
            base,
            tenant,
            `/s/${s.shop}/api/shop/cart`,
            { lines: cartLines(catalogue, s.options), notes: '' },
            customer.token,
          );
          await page.reload();
          await page.getByTestId('cart-line').first().waitFor();
          await page.locator('#cart').scrollIntoViewIfNeeded();
          await shot('cart');
          await page.getByTestId('cart').getByRole('button').last().click();
          await page.getByTestId('checkout').waitFor();
          if (s.parked) {
            await page.getByTestId('checkout').locator('input[value="car"]').check();
            await page.getByTestId('car-delivery').locator('input').nth(1).fill('B12');
            await shot('checkout-car');
          }
          await page.getByTestId('checkout').locator('input[value="pickup"]').check();
          // Stored value (its PIN is asked by the payment step once the order is placed), and the voucher.
          // Method names as the app shows them in this language (docs/rules.md#payment-method-names).
          const nameOf = (m: Tenant['payment']['methods'][number]) =>
            tenantText(m.name, language, tenant.locale.defaultLanguage);
          const storedValueMethod = tenant.payment.methods.find((m) => m.paymentType === 'storedValue');
          const methodName = storedValueMethod && nameOf(storedValueMethod);
          const fields = page.getByTestId('checkout').getByRole('combobox');
          const count = await fields.count();
          for (let i = 0; i < count; i += 1) {
            const field = fields.nth(i);
            const text = (await field.textContent()) ?? '';
            if (methodName && tenant.payment.methods.some((m) => text.includes(nameOf(m)))) {
              await field.click();
              await page.getByRole('option', { name: methodName }).click();
            }
          }
          const voucherField = page.getByTestId('voucher');
          if ((await voucherField.count()) > 0) {
            await voucherField.locator('..').getByRole('combobox').click();
            await page.getByRole('option').nth(1).click();
          }
          await shot('checkout');
          await page.getByTestId('checkout').getByRole('button').last().click();
          // The placed order's payment step (docs/shop.md#paying-flow): the stored-value card's PIN.
          // A card instead (no stored-value method chosen): the gateway's sandbox page, approved there.
          const pin = page.getByTestId('payment-pin');
          const approve = page.getByRole('button', { name: 'Approve' });
          await pin.or(approve).first().waitFor({ timeout: 15_000 });
          if (await pin.isVisible()) {
            await shot('payment-pin');
            await pin.fill(PIN);
            await shot('payment-pin-filled');
            await page.getByTestId('payment-step').locator('form button[type="submit"]').click();
          } else {
            await approve.click();
          }
          await page.getByTestId('order-status').waitFor({ timeout: 15_000 });
          await shot('status-receipt');
          await page
            .getByRole('link')
            .filter({ hasText: /Order again|再来一单/ })
            .click();
          await page.getByTestId('cart-line').first().waitFor();
          await shot('reorder');
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(shots.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
