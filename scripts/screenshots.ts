/**
 * `npm run screenshots`: builds the app when stale, starts the real server (server/main.ts) on a
 * free port with a throwaway database, and screenshots at phone size (390x844), for every shop of
 * every tenant file, its four layouts:
 *   /shop/{shop}/home, /app/{shop}/home, /company/{shop}/site, /embed/{shop}/page/{first page id}
 * plus /404 and an unknown shop, into screenshots/<shop>-<layout>.png. Prints the list; exits
 * non-zero when a page throws an uncaught error.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { buildIfStale } from './build-if-stale';
import { chromiumArgs, findChromium } from './chromium-path';
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

/** The shops of the tenant files and the first page id of their tenant. */
function shopsFromTenants(): Array<{ shop: string; firstPageId: string | null }> {
  const dir = path.join(root, 'tenants');
  const shops: Array<{ shop: string; firstPageId: string | null }> = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    let tenant: TenantFileShape;
    try {
      tenant = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as TenantFileShape;
    } catch (error) {
      console.warn(`skipping ${file}: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
      continue;
    }
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
    if (firstPageId) shots.push({ name: `${shop}-embed`, url: `/embed/${code}/page/${encodeURIComponent(firstPageId)}` });
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
  const server = await startServer({ RATE_LIMIT_MAX: '0' });
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  let failed = false;
  try {
    for (const shot of shotList()) {
      const errors = await takeShot(browser, server.baseUrl, shot);
      const file = path.relative(root, path.join(outDir, `${shot.name}.png`));
      console.log(`${errors.length === 0 ? 'ok  ' : 'FAIL'} ${file}  <- ${shot.url}`);
      for (const message of errors) console.log(`       uncaught: ${message}`);
      if (errors.length > 0) failed = true;
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
