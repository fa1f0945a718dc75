/**
 * `npm run bench:bundle`: builds the app, serves it, opens each layout's home route in Chromium
 * and prints the gzip size of every JavaScript file the page actually loaded (what a customer's
 * phone downloads before the screen is usable). Targets (issue 11): /shop/{shop}/home <= 150 KiB gzip
 * for every demo tenant, /shop/{shop}/login <= 200 KiB (its phone field's library included).
 * Also checks that none of it is the installed app's service worker code (registration, update
 * prompt, offline bar, install banner: scripts/service-worker-code.ts), and reports that part,
 * which loads once the page has settled, in its own column (docs/installable-app.md#loading).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, findChromium } from './chromium-path';
import type { ViteManifest } from './layout-shells';
import { startServer } from './server-process';
import { deferredFiles, serviceWorkerCodeIn } from './service-worker-code';
import { OFFLINE_HOST_AFTER_LOAD_MS } from '../src/offline/after-settle';

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.join(root, 'dist/app');
/** gzip KiB budgets by route: the shop layout's home, and its login. */
const budgets: Record<string, number> = { home: 150, login: 200 };
// BENCH_VERBOSE=1 lists every file a route loaded, largest first.
const verbose = process.env.BENCH_VERBOSE === '1';

// One shop of each demo tenant (harbourpark's packaging is aes: its pages also load the cipher).
const shops = (process.env.BENCH_SHOPS ?? 'harbour-central,greenway-southbank,lotus-plaza').split(',');
const routes = (shop: string) => [
  { layout: 'shop', url: `/shop/${shop}/home`, budget: budgets.home },
  { layout: 'shop', url: `/shop/${shop}/login`, budget: budgets.login },
  { layout: 'app', url: `/app/${shop}/home` },
  { layout: 'company', url: `/company/${shop}/site` },
  { layout: 'embed', url: `/embed/${shop}/page/about` },
];

/** Sizes of a built file: as it is, gzipped (the budget's measure), and the brotli copy the server sends. */
function sizesKiB(file: string): { raw: number; gz: number; br: number } {
  const buf = readFileSync(file);
  const gz = gzipSync(buf, { level: 9 }).length / 1024;
  // Files under the build's 1 KiB compression threshold have no .br copy and go out as they are.
  const br = existsSync(`${file}.br`) ? statSync(`${file}.br`).size / 1024 : buf.length / 1024;
  return { raw: buf.length / 1024, gz, br };
}

async function main(): Promise<void> {
  const exe = findChromium();
  if (!exe) throw new Error('No Chromium: apt-get install chromium (or set CHROMIUM_PATH)');
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('vite build failed');

  const deferred = deferredFiles(
    JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as ViteManifest,
  );
  const server = await startServer();
  let browser: Browser | undefined;
  let overBudget = false;
  let swOnRoute = false;
  // The server is stopped whatever fails after it started: left running, it holds this run's output open.
  try {
    browser = await chromium.launch({ executablePath: exe, args: chromiumArgs });
    console.log(
      '\nlayout   route                                   files   raw KiB   gzip KiB   sent (br) KiB   SW code   SW later (gzip KiB)',
    );
    for (const shop of shops) {
      for (const r of routes(shop)) {
        const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
        const scripts = new Set<string>();
        page.on('response', (res) => {
          if (res.request().resourceType() === 'script' && res.url().startsWith(server.baseUrl))
            scripts.add(new URL(res.url()).pathname);
        });
        await page.goto(server.baseUrl + r.url, { waitUntil: 'networkidle' });
        const firstScripts = [...scripts];
        // What the route loaded before it was usable must hold no service worker code.
        const onRoute = serviceWorkerCodeIn(
          new Map(firstScripts.map((s) => [s, readFileSync(path.join(distDir, s), 'utf8')])),
          deferred,
        );
        if (onRoute.length > 0) swOnRoute = true;
        // The installed app's part comes once the page has settled (not counted above).
        await page.waitForTimeout(OFFLINE_HOST_AFTER_LOAD_MS + 1500);
        const later = [...scripts].filter((s) => !firstScripts.includes(s) && deferred.has(s.replace(/^\//, '')));
        const laterGz = later.reduce((sum, s) => sum + sizesKiB(path.join(distDir, s)).gz, 0);
        let raw = 0;
        let gz = 0;
        let br = 0;
        const detail: string[] = [];
        for (const s of firstScripts) {
          const size = sizesKiB(path.join(distDir, s));
          raw += size.raw;
          gz += size.gz;
          br += size.br;
          detail.push(`    ${size.gz.toFixed(1).padStart(6)} KiB  ${s}`);
        }
        await page.close();
        const budget = 'budget' in r ? r.budget : undefined;
        const flag = budget !== undefined && gz > budget ? `  OVER BUDGET (${budget})` : '';
        if (flag) overBudget = true;
        const sw = onRoute.length === 0 ? 'none' : 'FOUND';
        console.log(
          `${r.layout.padEnd(8)} ${r.url.padEnd(39)} ${String(firstScripts.length).padStart(5)} ${raw.toFixed(1).padStart(9)} ${gz.toFixed(1).padStart(10)} ${br.toFixed(1).padStart(15)} ${sw.padStart(9)} ${laterGz.toFixed(1).padStart(21)}${flag}`,
        );
        if (onRoute.length > 0) console.log(`    service worker code on the route: ${onRoute.join(', ')}`);
        if (verbose) console.log(detail.sort().reverse().join('\n'));
      }
    }
  } finally {
    await browser?.close();
    await server.stop();
  }
  if (swOnRoute)
    console.log('\nA route loaded service worker code before it was usable (docs/installable-app.md#loading).');
  if (overBudget || swOnRoute) process.exitCode = 1;
}

await main();
