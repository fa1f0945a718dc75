/**
 * Booking payments through each remote payment provider in the browser (docs/payment-providers.md#testing):
 * the providers' world (payment-providers-world.ts) serves the fixture tenant with one method per
 * provider and wallet (Windcave cards, Omipay WeChat Pay and Alipay, Stripe cards, PayPal), each pointed
 * at its local double. For each method a customer pays a held booking on the provider's hosted page
 * (REDIRECT), comes back to the ticket, and cancels it with a refund, which the provider's double
 * records once, for the refund shown. A refund Windcave refuses stays owed, listed for a manager
 * (docs/payment-providers.md#refunds-owed), until the re-check job sends it again and Windcave takes it.
 */
import { randomUUID } from 'node:crypto';
import { formatMoney } from '../../src/lib/money';
import { auMobile } from './account-helpers';
import { customerByApi, orderByApi, secondsFromNow, serverCall } from './parking-helpers';
import { expect, logInTo, METHODS, providerOf, SHOP, test } from './payment-providers-world';
import { staffSignedIn } from './staff-helpers';

// A journey through a provider's page and back, on a server of its own: longer than a screen's.
test.describe.configure({ timeout: 120_000 });

for (const journey of METHODS) {
  test(`${journey.provider} (${journey.method.paymentType}): pays a booking on its page, sees the ticket, cancels with a refund it records`, async ({
    page,
    request,
    providersWorld,
  }) => {
    const provider = providerOf(providersWorld, journey);
    const customer = await customerByApi(request, providersWorld.tenant, auMobile());
    const entry = secondsFromNow(3.5);
    const booking = await orderByApi(request, customer, SHOP, {
      offerCode: 'hourly',
      entry,
      exit: entry + 2 * 3600,
      paymentCode: journey.method.code,
    });
    const refundsBefore = provider.refunds().length;

    await logInTo(page, customer, `pay?booking=${booking.bookingId}`);
    await expect(page.getByTestId('pay-reference')).toHaveText(booking.reference);
    await page.getByRole('radio', { name: String(journey.method.name) }).check();
    await page.getByRole('button', { name: /^Pay / }).click();
    // The provider's own page, on its own origin (REDIRECT): the app's gateway URL sent the browser there.
    await expect(page).not.toHaveURL(new RegExp(`^${providersWorld.server.baseUrl}`));
    await journey.approve(page);
    // Back in the app, which reads the outcome from the provider (never from the return URL alone).
    await expect(page).toHaveURL(new RegExp(`/shop/${SHOP}/booking/success\\?booking=${booking.bookingId}$`), {
      timeout: 15_000,
    });

    await page.goto(`/shop/${SHOP}/mytickets`);
    const card = page.getByTestId('ticket-card').filter({ hasText: booking.reference });
    await expect(card.getByTestId('ticket-status')).toHaveText('Booked');
    await card.getByRole('link').click();
    await expect(page.getByTestId('booking-reference')).toHaveText(booking.reference);
    await expect(page.getByTestId('qr-pass').first()).toBeVisible();

    // Cancelled 3.5 hours ahead: the full refund less the fee, sent back through the provider that took it.
    const refund = booking.total - (providersWorld.tenant.booking?.cancellation?.cancellationFee ?? 0);
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByTestId('cancel-dialog').getByTestId('refund-amount')).toHaveText(formatMoney(refund));
    await page.getByRole('button', { name: 'Confirm cancellation' }).click();
    await expect(page).toHaveURL(new RegExp(`/shop/${SHOP}/booking/cancel/success\\?booking=${booking.bookingId}$`));
    await expect(page.getByRole('heading', { name: 'Booking cancelled' })).toBeVisible();
    await expect.poll(() => provider.refunds().slice(refundsBefore), { timeout: 10_000 }).toEqual([{ amount: refund }]);

    await page.getByRole('link', { name: 'My tickets' }).click();
    await page.getByTestId('tickets-tab-past').click();
    const past = page.getByTestId('ticket-card').filter({ hasText: booking.reference });
    await expect(past.getByTestId('ticket-status')).toHaveText('Cancelled');
    await expect(past.getByTestId('ticket-refund')).toHaveText(`Refunded ${formatMoney(refund)}`);
  });
}

test('a refund Windcave refuses is listed for a manager under Refunds owed, and leaves it once Windcave takes it', async ({
  page,
  request,
  providersWorld,
}) => {
  const journey = METHODS.find((m) => m.provider === 'windcave');
  if (!journey) throw new Error('no Windcave method');
  const provider = providerOf(providersWorld, journey);
  const customer = await customerByApi(request, providersWorld.tenant, auMobile());
  const entry = secondsFromNow(3.5);
  const booking = await orderByApi(request, customer, SHOP, {
    offerCode: 'hourly',
    entry,
    exit: entry + 2 * 3600,
    paymentCode: journey.method.code,
  });
  await logInTo(page, customer, `pay?booking=${booking.bookingId}`);
  await page.getByRole('radio', { name: String(journey.method.name) }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await journey.approve(page);
  await expect(page).toHaveURL(new RegExp(`/shop/${SHOP}/booking/success\\?booking=${booking.bookingId}$`), {
    timeout: 15_000,
  });

  const refundsBefore = provider.refunds().length;
  provider.refuseRefunds?.(true);
  try {
    const cancelled = await serverCall(
      request,
      providersWorld.tenant,
      `/s/${SHOP}/api/parking/bookingRefund`,
      { idempotencyKey: randomUUID(), bookingId: booking.bookingId },
      customer.token,
    );
    expect(cancelled.result.rtn, cancelled.result.dispMsg).toBe(1);
    const refund = (cancelled.result.booking as { refund: number }).refund;

    // A manager of the brand sees it owed: what for, through whom, and Windcave's last answer.
    await staffSignedIn(page, 'S800', SHOP);
    await page.getByTestId('staff-function-refundsOwed').click();
    await expect(page).toHaveURL(new RegExp(`/app/${SHOP}/staff/refunds$`));
    const row = page.getByTestId('refund-owed').filter({ hasText: booking.reference });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('refund-owed-amount')).toHaveText(formatMoney(refund));
    await expect(row).toContainText('Windcave');
    await expect(row.getByTestId('refund-owed-error')).toContainText('windcave');
    expect(provider.refunds().length).toBe(refundsBefore);

    // Windcave takes refunds again: the re-check job sends it with its first key, and the list empties.
    provider.refuseRefunds?.(false);
    await expect
      .poll(
        async () => {
          await page.getByTestId('refunds-owed-refresh').click();
          return page.getByTestId('refund-owed').filter({ hasText: booking.reference }).count();
        },
        { timeout: 30_000 },
      )
      .toBe(0);
    expect(provider.refunds().slice(refundsBefore)).toEqual([{ amount: refund }]);
  } finally {
    provider.refuseRefunds?.(false);
  }
});
