/**
 * The parking pass in Apple Wallet from the ticket page (docs/wallet.md#ticket-pass): Harbour Park's
 * sites have addWallet 1 and the server signs with the demo certificate (SANDBOX_WALLET_PASS=1, as in
 * `npm start`). The booked ticket's 'Add to Apple Wallet' downloads an eventTicket .pkpass with the
 * pass's QR, its times, car park and address, whose manifest and signature hold together, checked
 * as the wallet card's pass is (tests/e2e/wallet-pass.spec.ts).
 */
import { readFile } from 'node:fs/promises';
import { languageStorageKey } from '../../src/i18n/language-preference';
import { checkPassSignature, signerCertificatePem, unzip } from '../support/pkpass';
import { accountForm, matchBrowserClockToServer } from './account-helpers';
import { bookedByApi, customerByApi, secondsFromNow } from './parking-helpers';
import { expect, test } from './test';

const TENANT = 'harbourpark';
const SHOP = 'harbour-central';

test('the booked ticket is added to Apple Wallet: an event ticket with its QR, times, car park and address', async ({
  page,
  request,
}) => {
  const customer = await customerByApi(request, TENANT);
  const entry = secondsFromNow(3);
  const booking = await bookedByApi(request, customer, SHOP, { offerCode: 'hourly', entry, exit: entry + 2 * 3600 });
  const ticket = booking.passes[0];
  if (!ticket) throw new Error('the booking has no pass');
  await matchBrowserClockToServer(page, request);
  await page.addInitScript((key) => globalThis.localStorage.setItem(key, 'en-gb'), languageStorageKey(TENANT));
  await page.goto(`/shop/${SHOP}/login`);
  const panel = page.locator('#login-panel-password');
  await accountForm(panel).phone.fill(customer.phone.typed);
  await accountForm(panel).password.fill(customer.password);
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/shop/${SHOP}/mytickets?booking=${booking.bookingId}`);
  const detail = page.getByTestId('ticket-detail');
  const button = detail.getByRole('button', { name: 'Add to Apple Wallet' });
  await expect(button).toBeVisible();
  for (const [width, height] of [
    [390, 844],
    [320, 640],
  ] as const) {
    await page.setViewportSize({ width, height });
    await button.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`ticket-apple-wallet-${width}x${height}.png`) });
  }

  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe(`${ticket.ticketNo.replace(/[^A-Za-z0-9_-]/g, '-')}.pkpass`);
  const files = unzip(await readFile(await download.path()));
  const pass = JSON.parse(files.get('pass.json')?.toString('utf8') ?? '{}') as {
    passTypeIdentifier: string;
    serialNumber: string;
    relevantDate: string;
    expirationDate: string;
    barcodes: Array<{ format: string; message: string; altText: string }>;
    eventTicket: Record<string, Array<{ key: string; value: unknown }>>;
  };
  expect(pass.passTypeIdentifier).toBe('pass.example.harbourpark.wallet');
  expect(pass.serialNumber).toBe(`${booking.bookingId}:${ticket.ticketNo}`);
  expect(pass.barcodes).toEqual([
    expect.objectContaining({ format: 'PKBarcodeFormatQR', message: ticket.passCode, altText: ticket.ticketNo }),
  ]);
  expect(new Date(pass.relevantDate).getTime() / 1000).toBe(booking.entry);
  expect(new Date(pass.expirationDate).getTime() / 1000).toBe(booking.exit);
  expect(pass.eventTicket.primaryFields).toEqual([expect.objectContaining({ key: 'carPark', value: booking.lotName })]);
  expect(pass.eventTicket.secondaryFields?.map((f) => f.key)).toEqual(['entry', 'exit']);
  expect(pass.eventTicket.secondaryFields?.[0]?.value).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
  expect(pass.eventTicket.auxiliaryFields).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ key: 'address', value: booking.address }),
      expect.objectContaining({ key: 'reference', value: booking.reference }),
    ]),
  );
  expect(checkPassSignature(files, signerCertificatePem(files))).toMatchObject({
    digestMatches: true,
    signatureVerifies: true,
    detached: true,
  });
});
