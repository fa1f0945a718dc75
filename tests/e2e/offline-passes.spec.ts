/**
 * Every upcoming pass is kept on the phone once My tickets was shown online
 * (docs/installable-app.md#offline-passes): a booking whose pass was never opened still opens
 * offline, its QR drawn from the phone's copy. At an underground barrier that is the moment that matters.
 */
import type { Page } from '@playwright/test';
import { accountForm } from './account-helpers';
import { bookedByApi, customerByApi, secondsFromNow } from './parking-helpers';
import { expect, test } from './test';

// The offline app is the service worker's: these journeys run with it.
test.use({ serviceWorkers: 'allow' });

const SHOP = 'harbour-central';
const MY_TICKETS = `/shop/${SHOP}/mytickets`;

async function expectDrawnPass(page: Page, ticketNo: string) {
  const canvas = page.getByRole('img', { name: `QR pass for ticket ${ticketNo}` });
  await expect(canvas).toBeVisible();
  await expect
    .poll(() =>
      canvas.evaluate((element) => {
        const node = element as HTMLCanvasElement;
        const data = node.getContext('2d')?.getImageData(0, 0, node.width, node.height).data ?? new Uint8ClampedArray();
        let dark = 0;
        for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 64) dark += 1;
        return dark;
      }),
    )
    .toBeGreaterThan(1000);
}

test('after My tickets was shown online, a pass never opened opens offline', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    if (localStorage.getItem('kerbside.language.harbourpark') === null)
      localStorage.setItem('kerbside.language.harbourpark', 'en-gb');
  });
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
  expect(passCodes).toHaveLength(3);

  await page.goto(MY_TICKETS);
  const panel = page.locator('#login-panel-password');
  await accountForm(panel).phone.fill(customer.phone.typed);
  await accountForm(panel).password.fill(customer.password);
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`${MY_TICKETS}$`));
  // The list only: no booking is opened.
  await expect(page.getByTestId('ticket-list')).toContainText(second.reference);
  // Every pass of both bookings is kept on the phone.
  await expect
    .poll(() =>
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
    )
    .toBe(3);
  // The service worker first downloads the whole app (its precache): slow on a loaded machine.
  await expect
    .poll(
      () => page.evaluate(() => navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller !== null)),
      { timeout: 20_000 },
    )
    .toBe(true);

  await context.setOffline(true);
  await page.getByTestId('ticket-list').getByRole('link').filter({ hasText: second.reference }).first().click();
  await expect(page.getByTestId('ticket-detail')).toHaveAttribute('data-offline', 'true');
  for (const pass of second.passes) await expectDrawnPass(page, pass.ticketNo);
  await expect(page.getByText('The QR pass could not be shown')).toHaveCount(0);
  await context.setOffline(false);
});
