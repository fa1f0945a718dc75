/**
 * Every upcoming pass is kept on the phone as soon as the customer signs in
 * (docs/installable-app.md#offline-passes), not only once My tickets was shown: they sign in, go
 * offline without opening My tickets, and open a pass never opened. The offline bar names the
 * passes the phone holds, each a link to its booking.
 */
import type { Page } from '@playwright/test';
import { languageStorageKey } from '../../src/i18n/language-preference';
import { accountForm } from './account-helpers';
import { bookedByApi, customerByApi, secondsFromNow } from './parking-helpers';
import { expect, test } from './test';

// The offline app is the service worker's: these journeys run with it.
test.use({ serviceWorkers: 'allow' });

const SHOP = 'harbour-central';

async function expectDrawnPass(page: Page, name: string) {
  const canvas = page.getByRole('img', { name });
  await expect(canvas).toBeVisible({ timeout: 30_000 });
  const darkPixels = () =>
    canvas.evaluate((element) => {
      const node = element as HTMLCanvasElement;
      const data = node.getContext('2d')?.getImageData(0, 0, node.width, node.height).data ?? new Uint8ClampedArray();
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 64) dark += 1;
      return dark;
    });
  await expect.poll(darkPixels, { timeout: 30_000 }).toBeGreaterThan(1000);
}

for (const language of ['en-gb', 'zh-hans'] as const) {
  test(`signed in, offline without My tickets: the bar names the passes, one never opened opens (${language})`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000);
    const zh = language === 'zh-hans';
    await page.addInitScript(
      ([key, value]) => {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
      },
      [languageStorageKey('harbourpark'), language] as const,
    );
    const customer = await customerByApi(request, 'harbourpark');
    const entry = secondsFromNow(3.5);
    const first = await bookedByApi(request, customer, SHOP, { offerCode: 'hourly', entry, exit: entry + 2 * 3600 });
    const second = await bookedByApi(request, customer, SHOP, {
      offerCode: 'hourly',
      entry: entry + 3 * 3600,
      exit: entry + 5 * 3600,
      tickets: 2,
    });
    const passCodes = [...first.passes, ...second.passes].map((p) => p.passCode);

    // Signs in from the login page and lands on the home page: My tickets is never opened.
    await page.goto(`/shop/${SHOP}/login`);
    const panel = page.locator('#login-panel-password');
    await (zh ? panel.getByRole('textbox', { name: '手机号码' }) : accountForm(panel).phone).fill(customer.phone.typed);
    await (zh ? panel.getByRole('textbox', { name: '密码' }) : accountForm(panel).password).fill(customer.password);
    await panel.getByRole('button', { name: zh ? '登录' : 'Log in' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await expect(page).not.toHaveURL(/mytickets/);

    // Every pass of both bookings is kept on the phone.
    await expect
      .poll(
        () =>
          page.evaluate(
            (codes) => {
              const kept = Object.keys(localStorage)
                .filter((key) => key.startsWith('kerbside:offline'))
                .map((key) => localStorage.getItem(key) ?? '')
                .join('\n');
              return codes.filter((code) => kept.includes(code)).length;
            },
            passCodes.map((code) => JSON.stringify(code).slice(1, -1)),
          ),
        { timeout: 20_000 },
      )
      .toBe(3);
    await expect
      .poll(
        () =>
          page.evaluate(() => navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller !== null)),
        { timeout: 30_000 },
      )
      .toBe(true);

    await context.setOffline(true);
    const bar = page.getByTestId('offline-bar');
    await expect(bar).toContainText(
      zh ? '以下 2 项通行证已保存在手机上' : 'These 2 passes are on your phone and open without a connection',
    );
    const links = bar.getByTestId('offline-passes').getByRole('link');
    await expect(links).toHaveCount(2);
    await expect(links.nth(0)).toContainText(first.lotName);
    await expect(links.nth(1)).toContainText(zh ? '2 张通行证' : '2 passes');

    // The later booking's passes, never opened, open from the bar's link.
    await links.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/shop/${SHOP}/mytickets\\?booking=${second.bookingId}$`));
    await expect(page.getByTestId('ticket-detail')).toHaveAttribute('data-offline', 'true', { timeout: 30_000 });
    for (const pass of second.passes)
      await expectDrawnPass(page, zh ? `票号 ${pass.ticketNo} 的二维码通行证` : `QR pass for ticket ${pass.ticketNo}`);
    await expect(page.getByText(zh ? '无法显示二维码通行证' : 'The QR pass could not be shown')).toHaveCount(0);
    await context.setOffline(false);
  });
}
