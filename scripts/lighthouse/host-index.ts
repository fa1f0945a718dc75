/**
 * Lighthouse's benchmark index of the host, measured again after a gather: Lighthouse measures it
 * once, just before it loads the page, and on a host whose load moves (a shared machine) the page
 * may then load on a faster or slower CPU than that one reading says. bench:lighthouse calibrates
 * with the mean of the reading before the load and this one after it (scripts/lighthouse/calibration.ts).
 * The same page function as Lighthouse's own (core/lib/page-functions.js), in a fresh tab of the
 * same Chromium.
 */
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';

export async function benchmarkIndexNow(port: number): Promise<number> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    try {
      // A tab's first run of the function is its cold start (compiling, the tab's first work),
      // which read half of Lighthouse's own reading on one host: the second run is the reading.
      await page.evaluate(pageFunctions.computeBenchmarkIndex);
      return await page.evaluate(pageFunctions.computeBenchmarkIndex);
    } finally {
      await page.close();
    }
  } finally {
    // Over CDP, close() disconnects and leaves the browser (Lighthouse's) running.
    await browser.close();
  }
}
