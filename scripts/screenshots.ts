/**
 * `npm run screenshots`: builds the app when stale, starts the real server (server/main.ts) on a
 * free port with a throwaway database, and screenshots at phone size (390x844), for every shop of
 * every tenant file, its four layouts:
 *   /shop/{shop}/home, /app/{shop}/home, /company/{shop}/site, /embed/{shop}/page/{first page id}
 * plus /404 and an unknown shop, into screenshots/<shop>-<layout>.png. Then, logged in, the parking
 * screens of one shop per tenant in each layout that has them (screenshot-journeys/parking.ts):
 * screenshots/<shop>-<layout>-<screen>.png. Prints the list; exits non-zero when a page throws an
 * uncaught error or a parking journey cannot be completed. Last, the flow gallery of harbourpark
 * (screenshot-journeys/flow-gallery.ts); SCREENSHOTS=flows takes only those.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import type { Tenant } from '../src/generated/tenant';
import { buildIfStale } from './build-if-stale';
import { chromiumArgs, findChromium } from './chromium-path';
import { flowGalleryShots } from './screenshot-journeys/flow-gallery';
import { parkingShots } from './screenshot-journeys/parking';
import { DEMO_TEST_TOOLS } from '../server/config/server-env';
import { startServer } from './server-process';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'screenshots');
const viewport = { width: 390, height: 844 };

interface Shot {
  name: string;
  url: string;
}

interface TenantFileShape {
  pages?: Array<{ id?: unknown }>;
  sites?: Array<{ shopCode?: unknown }>;
}

/** The tenant files that parse, in name order. */
function tenantFiles(): TenantFileShape[] {
  const dir = path.join(root, 'tenants');
  const tenants: TenantFileShape[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    try {
      tenants.push(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as TenantFileShape);
    } catch (error) {
      console.warn(`skipping ${file}: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  return tenants;
}

/** The shops of the tenant files and the first page id of their tenant. */
function shopsFromTenants(): Array<{ shop: string; firstPageId: string | null }> {
  const shops: Array<{ shop: string; firstPageId: string | null }> = [];
  for (const tenant of tenantFiles()) {
    const firstPageId = typeof tenant.pages?.[0]?.id === 'string' ? tenant.pages[0].id : null;
    for (const site of tenant.sites ?? []) {
      if (typeof site.shopCode === 'string') shops.push({ shop: site.shopCode, firstPageId });
    }
  }
  return shops;
}

function shotList(): Shot[] {
  const shots: Shot[] = [];
  for (const { shop, firstPageId } of shopsFromTenants()) {
    const code = encodeURIComponent(shop);
    shots.push({ name: `${shop}-shop`, url: `/shop/${code}/home` });
    shots.push({ name: `${shop}-app`, url: `/app/${code}/home` });
    shots.push({ name: `${shop}-company`, url: `/company/${code}/site` });
    if (firstPageId)
      shots.push({ name: `${shop}-embed`, url: `/embed/${code}/page/${encodeURIComponent(firstPageId)}` });
  }
  shots.push({ name: 'global-404', url: '/404' });
  shots.push({ name: 'unknown-shop', url: '/shop/no-such-shop/home' });
  return shots;
}

async function takeShot(browser: Browser, baseUrl: string, shot: Shot): Promise<string[]> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 2, locale: 'en-GB' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(baseUrl + shot.url, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // Lazy sections and images settle after network idle; give them a frame or two.
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(outDir, `${shot.name}.png`), fullPage: true });
  } finally {
    await context.close();
  }
  return errors;
}

async function main(): Promise<void> {
  buildIfStale();
  const executablePath = findChromium() ?? '/usr/bin/chromium';
  mkdirSync(outDir, { recursive: true });
  // The parking journeys pay in the sandbox gateway and sign up with the sandbox SMS outbox.
  // A copy of the build: a rebuild while the shots run (minutes) must not swap the chunks under the pages.
  const staticDir = mkdtempSync(path.join(tmpdir(), 'kerbside-shots-app-'));
  cpSync(path.join(root, 'dist/app'), staticDir, { recursive: true });
  const server = await startServer({ ...DEMO_TEST_TOOLS, RATE_LIMIT_MAX: '0', STATIC_DIR: staticDir });
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  let failed = false;
  const print = (name: string, url: string, errors: string[]) => {
    const file = path.relative(root, path.join(outDir, `${name}.png`));
    console.log(`${errors.length === 0 ? 'ok  ' : 'FAIL'} ${file}  <- ${url}`);
    for (const message of errors) console.log(`       uncaught: ${message}`);
    if (errors.length > 0) failed = true;
  };
  const report = {
    shot: ({ name, url, errors }: { name: string; url: string; errors: string[] }) => print(name, url, errors),
    failed: (journey: string, step: string, message: string) => {
      console.log(`FAIL ${journey}: ${step}: ${message}`);
      failed = true;
    },
  };
  try {
    // SCREENSHOTS=flows takes only the flow gallery's shots.
    if (process.env.SCREENSHOTS === 'flows') {
      await flowGalleryShots(browser, server.baseUrl, outDir, 'harbourpark', 'harbour-central', report);
      return;
    }
    for (const shot of shotList()) {
      const errors = await takeShot(browser, server.baseUrl, shot);
      print(shot.name, shot.url, errors);
    }
    // Logged in: the parking screens, with a customer and bookings made through the API.
    // tenants:check validates the files; a journey that trips on a broken one reports its step.
    const tenants = tenantFiles() as Tenant[];
    await parkingShots(browser, server.baseUrl, outDir, tenants, report);
    // The flow gallery of a tenant whose sites differ (SMS login, pay UI type, stored value).
    await flowGalleryShots(browser, server.baseUrl, outDir, 'harbourpark', 'harbour-central', report);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(staticDir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
