/**
 * How many regular expressions a page builds while it loads, and how many of them are route
 * patterns (react-router compiles a route's path into one on every match: `^/...`). A count, not a
 * time: the same for the same build whatever else the machine does, so two builds compare in one
 * run each (docs/architecture.md#screen-match). Loads each URL once in Debian's Chromium at a
 * phone's viewport, waits for the network to settle and 1.5 s more.
 *
 *   npx tsx scripts/bench/route-compiles.ts http://127.0.0.1:3000/shop/harbour-central/login [more urls]
 */
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../chromium-path';

interface Counts {
  all: number;
  routes: number;
}

declare global {
  interface Window {
    __regexpCounts?: Counts;
  }
}

async function main(): Promise<void> {
  const urls = process.argv.slice(2);
  if (urls.length === 0) throw new Error('usage: npx tsx scripts/bench/route-compiles.ts <url> [more urls]');
  const exe = findChromium();
  if (!exe) throw new Error('No Chromium: apt-get install chromium (or set CHROMIUM_PATH)');
  const browser = await chromium.launch({ executablePath: exe, args: chromiumArgs });
  try {
    for (const url of urls) {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      // Before any of the page's code: every `new RegExp(...)` goes through this count.
      await page.addInitScript(() => {
        const counts: Counts = { all: 0, routes: 0 };
        window.__regexpCounts = counts;
        window.RegExp = new Proxy(RegExp, {
          construct(target, args: [string | RegExp, string?]) {
            counts.all += 1;
            if (typeof args[0] === 'string' && args[0].startsWith('^')) counts.routes += 1;
            return Reflect.construct(target, args) as RegExp;
          },
        });
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500);
      const counts = await page.evaluate(() => window.__regexpCounts);
      console.log(
        `${url}: ${counts?.routes ?? '?'} route patterns compiled, ${counts?.all ?? '?'} regular expressions in all`,
      );
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
