import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { cssRgb, demoTenants, firstFamily } from './demo-tenants';
import { tenantText } from '../../src/lib/local-text';
import { languageStorageKey } from '../../src/i18n/language-preference';

/**
 * Every demo tenant opens in each of the four layouts in its own colours, logo, fonts and default
 * language, served by the real server from the tenant files alone.
 */
const htmlLang: Record<string, string> = { 'en-gb': 'en-GB', 'zh-hans': 'zh-Hans' };

function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

async function expectLogoLoaded(page: Page, tenantId: string): Promise<void> {
  const logo = page.locator(`header img[src*="/tenant-assets/${tenantId}/"]`).first();
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

async function expectBrandFont(page: Page, bodyFont: string | undefined): Promise<void> {
  if (!bodyFont) return;
  const family = firstFamily(bodyFont);
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain(family);
  // The tenant's font file itself arrived (not just the fallback stack). fonts.check() alone would
  // say true for a family no @font-face declares, so look for a loaded face of that family.
  await expect
    .poll(() =>
      page.evaluate(async (f) => {
        await document.fonts.ready;
        return [...document.fonts].some((face) => face.family.replace(/['"]/g, '') === f && face.status === 'loaded');
      }, family),
    )
    .toBe(true);
}

for (const tenant of demoTenants()) {
  const primary = tenant.theme.palette?.primary;
  const language = tenant.locale.defaultLanguage;

  test.describe(`${tenant.branding.name} (${tenant.id})`, () => {
    for (const site of tenant.sites) {
      const shop = site.shopCode;

      test(`/shop/${shop}/home shows the brand, its colours, fonts, offers and default language`, async ({ page }) => {
        const errors = collectPageErrors(page);
        await page.goto(`/shop/${shop}/home`);
        await expect(page).toHaveTitle(new RegExp(tenant.branding.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
        await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[language]!);
        await expectLogoLoaded(page, tenant.id);
        for (const offer of site.offers ?? [])
          await expect(
            page.getByText(tenantText(offer.name, language, language), { exact: true }).first(),
          ).toBeVisible();
        // Section texts are resolved (no raw i18n key such as nav.myTickets on screen).
        expect(await page.locator('main').innerText()).not.toMatch(/\b(nav|sections)\.[A-Za-z]+/);
        if (primary) {
          // Main actions are painted in the brand's primary colour.
          const book = page
            .locator('main a, main button')
            .filter({ hasText: /^(Book|预订)$/ })
            .first();
          await expect(book).toHaveCSS('background-color', cssRgb(primary));
        }
        await expectBrandFont(page, tenant.theme.fonts?.body);
        expect(errors).toEqual([]);
      });

      if (site.layouts.includes('app')) {
        test(`/app/${shop}/home renders in the app layout`, async ({ page }) => {
          const errors = collectPageErrors(page);
          await page.goto(`/app/${shop}/home`);
          await expectLogoLoaded(page, tenant.id);
          await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[language]!);
          expect(errors).toEqual([]);
        });
      }

      if (site.layouts.includes('company')) {
        test(`/company/${shop}/site lists the ticket offers`, async ({ page }) => {
          const errors = collectPageErrors(page);
          await page.goto(`/company/${shop}/site`);
          await expectLogoLoaded(page, tenant.id);
          for (const offer of site.offers ?? [])
            await expect(
              page.getByText(tenantText(offer.name, language, language), { exact: true }).first(),
            ).toBeVisible();
          // Booking is what the site is for: on a phone the first ticket is on the first screen,
          // under the banner, the carousel and the prices, not below the notices.
          const [firstOffer] = site.offers ?? [];
          if (firstOffer) {
            await page.evaluate(() => window.scrollTo(0, 0));
            await expect(
              page.getByText(tenantText(firstOffer.name, language, language), { exact: true }).first(),
            ).toBeInViewport();
          }
          // A slide's link does not repeat its heading: it says 'Learn more' (in the site's language).
          const slide = page.getByTestId('carousel-slide').first();
          if ((await slide.count()) > 0 && (await slide.getByRole('link').count()) > 0) {
            const heading = (await slide.getByRole('heading').innerText()).trim();
            await expect(slide.getByRole('link')).not.toHaveText(heading);
          }
          expect(errors).toEqual([]);
        });
      }

      if (site === tenant.sites[0]) {
        test(`/shop/${shop}/home's footer at 390 and 320 px in each language: its columns share one left edge, the brand name is never broken`, async ({
          page,
        }) => {
          test.setTimeout(60_000);
          // docs/rules.md#footer
          for (const lang of tenant.locale.languages) {
            for (const viewport of [
              { width: 390, height: 844 },
              { width: 320, height: 640 },
            ]) {
              await page.setViewportSize(viewport);
              await page.goto(`/shop/${shop}/home`);
              await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
                languageStorageKey(tenant.id),
                lang,
              ] as const);
              await page.reload();
              await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[lang]!);
              const footer = page.locator('footer');
              const columns = footer.getByTestId('content-footer-column');
              await expect(columns).toHaveCount(2);
              const lefts = await columns.evaluateAll((els) =>
                els.map((el) => Math.round(el.getBoundingClientRect().left)),
              );
              expect(new Set(lefts).size, `${lang} ${viewport.width}: column left edges ${lefts.join(', ')}`).toBe(1);
              const brand = footer.getByTestId('footer-brand');
              await expect(brand).toHaveText(tenant.branding.name);
              const box = await brand.evaluate((el) => {
                const r = el.getBoundingClientRect();
                return {
                  height: r.height,
                  right: r.right,
                  line: parseFloat(getComputedStyle(el).lineHeight),
                  width: document.documentElement.clientWidth,
                };
              });
              // One line high (not broken inside), and inside the page (not pushed over its edge).
              expect(
                box.height,
                `${lang} ${viewport.width}: brand name ${box.height}px high, line ${box.line}px`,
              ).toBeLessThan(box.line * 1.5);
              expect(box.right).toBeLessThanOrEqual(box.width);
            }
          }
        });
      }

      const firstPage = tenant.pages?.[0];
      if (site.layouts.includes('embed') && firstPage) {
        test(`/embed/${shop}/page/${firstPage.id} shows the content page without chrome`, async ({ page }) => {
          const errors = collectPageErrors(page);
          await page.goto(`/embed/${shop}/page/${firstPage.id}`);
          await expect(
            page.getByRole('heading', { name: tenantText(firstPage.name, language, language) }).first(),
          ).toBeVisible();
          await expect(page.locator('header')).toHaveCount(0);
          expect(errors).toEqual([]);
        });
      }
    }
  });
}
