/**
 * Screenshots of every wallet screen (issue 12) for Harbour Park and Lotus, in English and Chinese,
 * at 390x844 and 320x640: My wallet (cards, empty), its History, Top up and Change PIN dialogs,
 * My cards, My QR code (app), voucher collect and get, member and merchant invitations, invitation
 * accepted. Run: npx tsx scripts/screenshot-journeys/wallet.ts <outDir> (starts its own server).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import type { Tenant } from '../../src/generated/tenant';
import { DEMO_TEST_TOOLS } from '../../server/config/server-env';
import { chromiumArgs, findChromium } from '../chromium-path';
import { startServer } from '../server-process';
import { customerByApi, decideSandboxPayment, serverCall, type Customer } from './api';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.resolve(process.argv[2] ?? '/tmp/wallet-shots');
const TENANTS = [
  { id: 'harbourpark', shop: 'harbour-central', campaign: 'HARBOUR10', linkCampaign: 'WELCOME5' },
  { id: 'lotus', shop: 'lotus-plaza', campaign: 'LOTUS20', linkCampaign: 'GARDEN8' },
] as const;
const LANGUAGES = ['en-gb', 'zh-hans'] as const;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
] as const;

const tenantFile = (id: string) => JSON.parse(readFileSync(path.join(root, 'tenants', `${id}.json`), 'utf8')) as Tenant;

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(500);
}

async function fundedCustomer(baseUrl: string, tenant: Tenant, shop: string): Promise<Customer> {
  const customer = await customerByApi(baseUrl, tenant);
  const cards = await serverCall(baseUrl, tenant, `/s/${shop}/api/account/loadUserValuePass`, {}, customer.token);
  const card = (cards.result.cards as Array<{ cardId: string; kind: string }>).find((c) => c.kind === 'stored-value');
  if (!card) return customer;
  await serverCall(
    baseUrl,
    tenant,
    `/s/${shop}/pro/account/valuePassChgPwd`,
    { cardId: card.cardId, newPin: '246810', confirmPin: '246810' },
    customer.token,
  );
  for (const amount of [5000, 2000]) {
    const started = await serverCall(
      baseUrl,
      tenant,
      `/s/${shop}/pro/promotion/topup`,
      { idempotencyKey: randomUUID(), cardId: card.cardId, amount, paymentCode: 201 },
      customer.token,
    );
    if (started.result.rtn !== 1) throw new Error(`topup: ${started.result.dispMsg}`);
    await decideSandboxPayment(baseUrl, String(started.result.gatewayUrl), 'approve');
    await serverCall(
      baseUrl,
      tenant,
      `/s/${shop}/pro/promotion/topupStatus`,
      { txn: started.result.txn },
      customer.token,
    );
  }
  return customer;
}

async function emptyCustomer(baseUrl: string, tenant: Tenant, shop: string): Promise<Customer> {
  const customer = await customerByApi(baseUrl, tenant);
  const cards = await serverCall(baseUrl, tenant, `/s/${shop}/api/account/loadUserValuePass`, {}, customer.token);
  for (const card of cards.result.cards as Array<{ cardId: string }>) {
    await serverCall(
      baseUrl,
      tenant,
      `/s/${shop}/pro/account/valuePassDelete`,
      { cardId: card.cardId },
      customer.token,
    );
  }
  return customer;
}

async function mint(baseUrl: string, kind: 'voucher' | 'invitation', body: object): Promise<string> {
  const response = await fetch(`${baseUrl}/sandbox-api/links/${kind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`links/${kind}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { path: string }).path;
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
    for (const t of TENANTS) {
      const tenant = tenantFile(t.id);
      const base = server.baseUrl;
      for (const language of LANGUAGES) {
        const full = await fundedCustomer(base, tenant, t.shop);
        const empty = await emptyCustomer(base, tenant, t.shop);
        const memberLink = await mint(base, 'invitation', { shop: t.shop, kind: 'member', phone: full.e164 });
        const merchantLink = await mint(base, 'invitation', { shop: t.shop, kind: 'merchant' }).catch(() => null);
        const voucherLink = await mint(base, 'voucher', { shop: t.shop, campaign: t.linkCampaign });
        for (const viewport of VIEWPORTS) {
          const context = await browser.newContext({
            viewport,
            deviceScaleFactor: 1,
            locale: language === 'zh-hans' ? 'zh-CN' : 'en-GB',
          });
          await context.addInitScript(
            ([key, lang]) => {
              localStorage.setItem(key, lang);
            },
            [`kerbside.language.${t.id}`, language] as const,
          );
          const page = await context.newPage();
          const name = (screen: string) => path.join(outDir, `${t.id}-${language}-${viewport.width}-${screen}.png`);
          const shot = async (screen: string, fullPage = true) => {
            await settle(page);
            await page.screenshot({ path: name(screen), fullPage });
            shots.push(name(screen));
          };
          const logIn = async (customer: Customer, url: string) => {
            await page.goto(url);
            const panel = page.locator('#login-panel-password');
            await panel.waitFor();
            await panel.locator('input[type="tel"]').fill(customer.phone);
            await panel.locator('input[type="password"]').fill(customer.password);
            await panel.locator('button[type="submit"]').click();
            await page.waitForURL((u) => !u.pathname.includes('/login'));
          };
          // Empty wallet first, then the funded customer.
          await logIn(empty, `${base}/shop/${t.shop}/mywallet`);
          await shot('mywallet-empty');
          await page.evaluate(() => localStorage.removeItem('kerbside.session'));
          await context.clearCookies();
          const fresh = await browser.newContext({ viewport, deviceScaleFactor: 1 });
          await fresh.addInitScript(([key, lang]) => localStorage.setItem(key, lang), [
            `kerbside.language.${t.id}`,
            language,
          ] as const);
          await page.close();
          await context.close();
          const p2 = await fresh.newPage();
          const page2 = p2;
          const shot2 = async (screen: string, fullPage = true) => {
            await settle(page2);
            await page2.screenshot({ path: name(screen), fullPage });
            shots.push(name(screen));
          };
          await page2.goto(`${base}/shop/${t.shop}/mywallet`);
          const panel = page2.locator('#login-panel-password');
          await panel.waitFor();
          await panel.locator('input[type="tel"]').fill(full.phone);
          await panel.locator('input[type="password"]').fill(full.password);
          await panel.locator('button[type="submit"]').click();
          await page2.waitForURL((u) => !u.pathname.includes('/login'));
          await page2.getByTestId('wallet-card').first().waitFor();
          await shot2('mywallet');
          const sv = page2.locator('[data-testid="wallet-card"][data-kind="stored-value"]');
          const buttons = sv.locator('button');
          // History, top up, change PIN: the dialogs (viewport only: dialogs are fixed).
          await buttons.nth(1).click();
          await page2
            .getByTestId('wallet-history-row')
            .first()
            .waitFor({ timeout: 5000 })
            .catch(() => undefined);
          await shot2('history', false);
          await page2.keyboard.press('Escape');
          await page2.waitForTimeout(300);
          await buttons.nth(0).click();
          await shot2('topup', false);
          await page2.keyboard.press('Escape');
          await page2.waitForTimeout(300);
          await buttons.nth(2).click();
          await shot2('pin', false);
          await page2.keyboard.press('Escape');
          await page2.waitForTimeout(300);
          await page2.goto(`${base}/shop/${t.shop}/mycards`);
          await shot2('mycards');
          await page2.goto(`${base}/app/${t.shop}/my/qrcode/home`);
          await shot2('myqrcode');
          await page2.goto(`${base}/company/${t.shop}/voucher/${t.campaign}/collect`);
          await shot2('voucher-collect');
          await page2.goto(`${base}${voucherLink}`);
          await shot2('voucher-get');
          await page2.goto(`${base}${memberLink}`);
          await shot2('member-invitation');
          if (merchantLink) {
            await page2.goto(`${base}${merchantLink}`);
            await shot2('merchant-invitation');
          }
          await page2.goto(`${base}/company/${t.shop}/invitation/accepted`);
          await shot2('invitation-accepted');
          await fresh.close();
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
