/**
 * The flow gallery for `npm run screenshots` (docs/flows.md#gallery), in both languages: the list
 * of one tenant's flows at laptop size (1366x768) and at phone size (390x844), and the booking,
 * payment and sign-up diagrams at laptop size as the screen shows them (each must read without
 * zooming): screenshots/flows-<tenant>-<what>-<language>.png.
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { languageStorageKey } from '../../src/i18n/language-preference';
import type { JourneyReport } from './parking';

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const LANGUAGES = [
  { code: 'en-gb', locale: 'en-GB' },
  { code: 'zh-hans', locale: 'zh-CN' },
] as const;

export async function flowGalleryShots(
  browser: Browser,
  baseUrl: string,
  outDir: string,
  tenant: string,
  site: string,
  report: JourneyReport,
): Promise<void> {
  const shots = [
    { what: 'gallery', url: `/flows/${tenant}?site=${site}`, viewport: LAPTOP, fullPage: false },
    { what: 'gallery-phone', url: `/flows/${tenant}?site=${site}`, viewport: PHONE, fullPage: true },
    ...['booking', 'payment', 'signup'].map((flow) => ({
      what: flow,
      url: `/flows/${tenant}/${flow}?site=${site}`,
      viewport: LAPTOP,
      fullPage: false,
    })),
  ];
  for (const language of LANGUAGES) {
    for (const shot of shots) {
      const context = await browser.newContext({
        viewport: shot.viewport,
        deviceScaleFactor: 1,
        locale: language.locale,
      });
      // The app's own language choice (src/i18n/language-preference.ts), as the toggle stores it.
      await context.addInitScript(({ key, code }) => window.localStorage.setItem(key, code), {
        key: languageStorageKey(null),
        code: language.code,
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const name = `flows-${tenant}-${shot.what}-${language.code}`;
      try {
        await page.goto(baseUrl + shot.url, { waitUntil: 'networkidle' });
        if (shot.what !== 'gallery' && shot.what !== 'gallery-phone') {
          await page.getByTestId('diagram-canvas').locator('svg').waitFor({ timeout: 20_000 });
          // The diagram area starts below the heading: scroll it into view as a reader would.
          await page.getByTestId('diagram-canvas').scrollIntoViewIfNeeded();
        }
        await page.waitForTimeout(300);
        await page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage: shot.fullPage });
        report.shot({ name, url: shot.url, errors });
      } catch (error) {
        report.failed(`flows ${tenant}`, shot.what, error instanceof Error ? error.message : String(error));
      } finally {
        await context.close();
      }
    }
  }
}
