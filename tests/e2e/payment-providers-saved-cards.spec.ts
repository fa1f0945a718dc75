/**
 * Saved cards at Windcave in the browser (docs/payment-providers.md#windcave), on the providers' world
 * (payment-providers-world.ts), whose first card method is on Windcave: the customer adds a card on
 * Windcave's hosted page (a validate session that stores the card), comes back to My cards, which
 * shows the masked number Windcave reports (the card itself stays at Windcave: we keep its token),
 * then books and pays with that card at checkout, without a page to approve on.
 */
import { auMobile } from './account-helpers';
import { customerByApi, secondsFromNow } from './parking-helpers';
import { expect, logInTo, SHOP, test } from './payment-providers-world';

// A journey through a provider's page and back, on a server of its own: longer than a screen's.
test.describe.configure({ timeout: 120_000 });

test('windcave: saves a card on its page, shows its masked number, pays a booking with it', async ({
  page,
  request,
  providersWorld,
}) => {
  const customer = await customerByApi(request, providersWorld.tenant, auMobile());
  await logInTo(page, customer, 'mycards');
  await expect(page.getByTestId('cards-empty')).toBeVisible();
  await page.getByRole('button', { name: 'Add a card' }).click();
  // Windcave's own page (REDIRECT), which hands its session back to My cards (?sessionId=).
  await expect(page).not.toHaveURL(new RegExp(`^${providersWorld.server.baseUrl}`));
  await page.getByRole('button', { name: 'Pay with test card' }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/${SHOP}/mycards\\?sessionId=`), { timeout: 15_000 });
  await expect(page.getByText('Card saved.')).toBeVisible({ timeout: 15_000 });
  const card = page.getByTestId('saved-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('411111........11');
  await expect(card).toContainText('WINDCAVE TESTER');
  await expect(card).toContainText('Default');

  // The checkout offers the saved card beside the methods; paying with it needs no page to approve on.
  const entry = secondsFromNow(4);
  await page.goto(`/shop/${SHOP}/checkout?offer=hourly&entry=${entry}&exit=${entry + 2 * 3600}&tickets=1`);
  await page.getByRole('radio', { name: /411111\.+11/ }).check();
  const terms = page.getByRole('checkbox', { name: /I accept the/ });
  if ((await terms.count()) > 0) await terms.check();
  await page.getByRole('button', { name: /^Pay / }).click();
  // Charged at Windcave with the card's token, then back to the booking.
  await expect(page).toHaveURL(new RegExp(`/shop/${SHOP}/booking/success\\?booking=([0-9a-f-]{36})$`));
  const bookingId = new URL(page.url()).searchParams.get('booking') ?? '';
  await page.goto(`/shop/${SHOP}/mytickets`);
  const ticket = page.getByTestId('ticket-card').first();
  await expect(ticket.getByTestId('ticket-status')).toHaveText('Booked');
  await ticket.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(bookingId));
});
