/**
 * Offers with conditions on the phone (docs/rules.md#offer-conditions, #offer-terms, #live-price):
 * a flat pass reads as its price and conditions, the date & time screen starts inside an offer's
 * window, says why a time does not fit, and shows the price as the choice changes, in the tenant's
 * date format and clock, at 390 and 320 px, in en-gb and zh-hans. Harbour Central (Pacific/Auckland).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { accountForm, auMobile, matchBrowserClockToServer, registerByApi, tenantById } from './account-helpers';
import { bookedByApi, customerByApi, pickerField, serverCall, type Customer } from './parking-helpers';

const SHOP = 'harbour-central';
const ZONE = 'Pacific/Auckland';

/** The site's calendar date of the first weekday at least `days` ahead, as YYYY-MM-DD. */
function siteWeekdayAhead(days: number): string {
  for (let ahead = days; ; ahead += 1) {
    const at = new Date(Date.now() + ahead * 86_400_000);
    const weekday = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, weekday: 'short' }).format(at);
    if (weekday !== 'Sat' && weekday !== 'Sun')
      return new Intl.DateTimeFormat('en-CA', {
        timeZone: ZONE,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(at);
  }
}

/** harbourpark writes dates DD/MM/YYYY. */
const tenantDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

async function inLanguage(page: Page, language: 'en-gb' | 'zh-hans') {
  await page.addInitScript((lang) => {
    localStorage.setItem('kerbside.language', lang);
    localStorage.setItem('kerbside.language.harbourpark', lang);
  }, language);
}

test('an early bird reads as a pass: its price and its conditions, never a price per 13 hours', async ({ page }) => {
  await page.goto(`/shop/${SHOP}/home`);
  const early = page.locator('[data-testid="offer-card"][data-offer="early-bird"]');
  await expect(early.getByTestId('offer-price')).toHaveText('$18.00');
  await expect(early.getByTestId('offer-terms')).toHaveText('Enter 6:00–9:30 Mon–Fri, leave by 19:00');
  await expect(early).not.toContainText('per 13 hours');
  // A day pass: its price and how long it lasts; the hourly rate stays a rate.
  await expect(page.locator('[data-offer="day-pass"]').getByTestId('offer-terms')).toHaveText('Up to 24 hours');
  await expect(page.locator('[data-offer="hourly"]').getByTestId('offer-price')).toHaveText('$6.50 per hour');
});

test("the date & time screen starts inside the early bird's window, prices it live and says why 01:30 does not fit", async ({
  page,
}) => {
  await page.goto(`/shop/${SHOP}/daterange?offer=early-bird`);
  await expect(page.getByTestId('offer-terms')).toHaveText('Enter 6:00–9:30 Mon–Fri, leave by 19:00');
  const entryTime = pickerField(page, 'entry-time');
  const exitTime = pickerField(page, 'exit-time');
  // The defaults fit the offer: an entry between 6:00 and 9:30 on a weekday, leaving at 19:00.
  await expect(entryTime.value).toHaveValue(/^(0[6-8]:\d{2}|09:[0-3]\d)$/);
  await expect(exitTime.value).toHaveValue('19:00');

  // A weekday clear of every other rule, and the price without pressing Continue.
  await pickerField(page, 'entry-date').type(tenantDate(siteWeekdayAhead(2)));
  await entryTime.type('0700');
  await exitTime.type('1800');
  const price = page.getByTestId('live-price');
  await expect(price).toHaveAttribute('data-state', 'priced');
  await expect(price.getByTestId('live-price-total')).toHaveText('$18.00');

  // Two tickets: the price follows, the last one staying on screen while the next loads.
  await page.getByRole('button', { name: 'More tickets' }).click();
  await expect(price.getByTestId('live-price-total')).toHaveText('$36.00');
  await expect(price).toHaveAttribute('data-state', 'priced');

  // 01:30 is outside the entry window: said at once, with no price.
  await entryTime.type('0130');
  await expect(price.getByTestId('live-price-problem')).toHaveText(
    "The entry time is outside this ticket's entry times",
  );
  await expect(price.getByTestId('live-price-total')).toHaveCount(0);
  // Continue says it once: in the form's message, not again in the price area.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('flow-message')).toHaveText("The entry time is outside this ticket's entry times");
  await expect(price.getByTestId('live-price-problem')).toHaveCount(0);
  await expect(page).toHaveURL(/\/daterange\?offer=early-bird$/);

  // Back in the window, the early bird is priced again.
  await entryTime.type('0800');
  await expect(page.getByTestId('flow-message')).toBeHidden();
  await expect(price.getByTestId('live-price-total')).toHaveText('$36.00');
});

test('a newly chosen offer moves the times into its window', async ({ page }) => {
  await page.goto(`/shop/${SHOP}/daterange?offer=hourly`);
  await pickerField(page, 'entry-date').type(tenantDate(siteWeekdayAhead(2)));
  await pickerField(page, 'entry-time').type('1300');
  await page.getByLabel('Ticket', { exact: true }).selectOption('early-bird');
  await expect(pickerField(page, 'entry-time').value).toHaveValue('06:00');
  await expect(pickerField(page, 'exit-time').value).toHaveValue('19:00');
  await expect(page.getByTestId('live-price').getByTestId('live-price-total')).toHaveText('$18.00');
});

for (const width of [320, 390]) {
  test(`zh-hans at ${width} px: the conditions in Chinese, the tenant's date format, nothing cut off`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width === 320 ? 640 : 844 });
    // The priced defaults are the phone's: inside the early bird's window (weekday mornings at the
    // site) they start within the hour, which a server clock moved forward by earlier specs refuses.
    await matchBrowserClockToServer(page, request);
    await inLanguage(page, 'zh-hans');
    await page.goto(`/shop/${SHOP}/daterange?offer=early-bird`);
    await expect(page.getByTestId('offer-terms')).toHaveText('周一至周五 6:00–9:30 入场，19:00 前离场');
    await expect(pickerField(page, 'entry-date').value).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(pickerField(page, 'entry-time').value).toHaveValue(/^\d{2}:\d{2}$/);
    await expect(page.getByTestId('live-price').getByTestId('live-price-total')).toHaveText('$18.00');
    // Nothing wider than the screen, and every date and time shown whole in its field.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    for (const id of ['entry-date', 'entry-time', 'exit-date', 'exit-time']) {
      const clipped = await pickerField(page, id).group.evaluate((group) => {
        const sections = group.querySelector('.MuiPickersSectionList-root');
        return sections === null ? true : sections.scrollWidth > sections.clientWidth + 1;
      });
      expect(clipped, id).toBe(false);
    }
  });
}

/** My tickets for a booking, logging in on the way. */
async function openBooking(
  page: Page,
  shop: string,
  customer: Pick<Customer, 'phone' | 'password'>,
  bookingId: string,
) {
  await page.goto(`/shop/${shop}/mytickets?booking=${bookingId}`);
  const panel = page.locator('#login-panel-password');
  await accountForm(panel).phone.fill(customer.phone.typed);
  await accountForm(panel).password.fill(customer.password);
  await panel.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/mytickets\\?booking=${bookingId}$`));
}

test("extending an early bird: the tenant's top-up rate in words, quick choices on one line, the exit in the tenant's format", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const customer = await customerByApi(request, 'harbourpark');
  const day = siteWeekdayAhead(2);
  const at = (time: string) =>
    Date.parse(
      `${day}T${time}:00${new Intl.DateTimeFormat('en', { timeZone: ZONE, timeZoneName: 'longOffset' }).format(new Date(`${day}T12:00:00Z`)).slice(-6)}`,
    ) / 1000;
  const booking = await bookedByApi(request, customer, SHOP, {
    offerCode: 'early-bird',
    entry: at('07:00'),
    exit: at('17:00'),
  });
  await openBooking(page, SHOP, customer, booking.bookingId);
  await page.getByRole('button', { name: 'Top up' }).click();
  const dialog = page.getByTestId('top-up-dialog');
  // $18.00 per 13 hours is $0.69 per 30 minutes (rounded half up), said before any price is asked for.
  await expect(dialog.getByTestId('top-up-rules')).toHaveText(
    'Times are at the car park. Extra time is $0.69 per 30 minutes per ticket, at least 30 minutes more.',
  );
  const quick = dialog.getByTestId('top-up-quick');
  await expect(quick).toHaveText(['+30 min', '+1 h', '+2 h']);
  for (const button of await quick.all()) {
    const box = await button.boundingBox();
    expect(box?.height ?? 0).toBeLessThan(44);
  }
  await quick.filter({ hasText: '+1 h' }).click();
  await expect(pickerField(page, 'top-up-exit-date').value).toHaveValue(tenantDate(day));
  await expect(pickerField(page, 'top-up-exit-time').value).toHaveValue('18:00');
  await dialog.getByRole('button', { name: 'Get price' }).click();
  await expect(dialog.getByTestId('top-up-quote')).toContainText('2 × $0.69 per 30 min');
});

test("a tenant whose least top-up is an hour offers no '+30 min' (Lotus, zh-hans, 320 px)", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const tenant = 'lotus';
  const account = await registerByApi(request, tenant, {
    phone: auMobile(),
    password: 'Parking#2026',
    firstName: 'Pat',
    lastName: 'Parker',
  });
  const signedIn = await serverCall(request, tenantById(tenant), `/cloud/${tenant}/account/signIn`, {
    userName: account.phone.typed,
    password: account.password,
  });
  const customer = { ...account, tenant: tenantById(tenant), token: String(signedIn.result.userId) };
  const entry = Math.ceil((Date.now() / 1000 + 2 * 86_400) / 900) * 900;
  const booking = await bookedByApi(request, customer, 'lotus-plaza', {
    offerCode: 'hourly',
    entry,
    exit: entry + 2 * 3600,
  });
  // Logged in in English (the form's labels), then in Chinese, Lotus's own language.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('switched') === null) localStorage.setItem('kerbside.language.lotus', 'en-gb');
  });
  await openBooking(page, 'lotus-plaza', customer, booking.bookingId);
  await page.evaluate(() => sessionStorage.setItem('switched', '1'));
  // Lotus offers zh-hans, en-gb and ms-my in that order: the switch steps English -> Malay -> Chinese.
  await page.getByRole('button', { name: 'Switch to Bahasa Malaysia' }).click();
  await page.getByRole('button', { name: 'Tukar kepada 简体中文' }).click();
  await page.getByRole('button', { name: '续时' }).click();
  const quick = page.getByTestId('top-up-dialog').getByTestId('top-up-quick');
  await expect(quick).toHaveText(['+1 小时', '+2 小时', '+3 小时']);
  for (const button of await quick.all()) expect((await button.boundingBox())?.height ?? 0).toBeLessThan(44);
  // The methods by their Chinese names, not the English ones beside them (docs/rules.md#payment-method-names).
  const dialog = page.getByTestId('top-up-dialog');
  for (const name of ['微信支付', '支付宝', '银行卡', '储值卡'])
    await expect(dialog.getByRole('radio', { name, exact: true })).toHaveCount(1);
  await expect(dialog.getByText(/WeChat Pay|Alipay|Stored value/)).toHaveCount(0);
});
