/**
 * The Apple Wallet pass from My wallet on the real server (docs/wallet.md#passes): Harbour Park's
 * sites have addWallet 1 and the server signs with the demo certificate (SANDBOX_WALLET_PASS=1, as
 * in `npm start`). The pass downloads; its pass.json carries the card's QR payload, balance, points
 * and the customer's next parking ticket; its manifest and signature hold together.
 */
import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { accountForm } from './account-helpers';
import { customerByApi, orderByApi, secondsFromNow, serverCall } from './parking-helpers';
import { fundedStoredValueByApi } from './wallet-helpers';
import { checkPassSignature, signerCertificatePem, unzip } from '../support/pkpass';
import { expect, test } from './test';

const TENANT = 'harbourpark';
const SHOP = 'harbour-central';

test("the stored-value card's pass downloads with its QR payload, balance, points and the next ticket", async ({
  page,
  request,
}) => {
  const customer = await customerByApi(request, TENANT);
  const funded = await fundedStoredValueByApi(request, customer, SHOP, 5000, '864209');
  const entry = secondsFromNow(5);
  const booking = await orderByApi(request, customer, SHOP, { offerCode: 'hourly', entry, exit: entry + 2 * 3600 });
  const paid = await serverCall(
    request,
    customer.tenant,
    `/s/${SHOP}/api/svc/pay`,
    { idempotencyKey: randomUUID(), bookingId: booking.bookingId, paymentCode: 205, pin: '864209' },
    customer.token,
  );
  expect(paid.result.rtn, paid.result.dispMsg).toBe(1);
  const cards = await serverCall(
    request,
    customer.tenant,
    `/s/${SHOP}/api/account/loadUserValuePass`,
    {},
    customer.token,
  );
  expect(cards.result.walletPass).toBe(true);
  const card = (
    cards.result.cards as Array<{
      cardId: string;
      kind: string;
      qrCode: string;
      balance: number;
      points: number;
      cardNumber: string;
    }>
  ).find((c) => c.cardId === funded.cardId);
  if (!card) throw new Error('the stored-value card is missing');

  await page.goto(`/shop/${SHOP}/mywallet`);
  const panel = page.locator('#login-panel-password');
  await accountForm(panel).phone.fill(customer.phone.typed);
  await accountForm(panel).password.fill(customer.password);
  await panel.getByRole('button', { name: 'Log in' }).click();
  const storedValue = page.locator('[data-testid="wallet-card"][data-kind="stored-value"]');
  const button = storedValue.getByRole('button', { name: 'Add to Apple Wallet' });
  await expect(button).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^HP-WALLET-\d{4}\.pkpass$/);
  const path = await download.path();
  const files = unzip(await readFile(path));
  const pass = JSON.parse(files.get('pass.json')?.toString('utf8') ?? '{}') as {
    passTypeIdentifier: string;
    serialNumber: string;
    barcodes: Array<{ format: string; message: string }>;
    storeCard: Record<string, Array<{ key: string; value: unknown }>>;
  };
  expect(pass.passTypeIdentifier).toBe('pass.example.harbourpark.wallet');
  expect(pass.serialNumber).toBe(card.cardId);
  expect(pass.barcodes).toEqual([expect.objectContaining({ format: 'PKBarcodeFormatQR', message: card.qrCode })]);
  expect(pass.storeCard.primaryFields).toEqual([
    expect.objectContaining({ key: 'balance', value: `$${(card.balance / 100).toFixed(2)}` }),
  ]);
  expect(pass.storeCard.secondaryFields).toEqual([
    expect.objectContaining({ key: 'points', value: card.points }),
    expect.objectContaining({ key: 'nextTicket', value: booking.passes[0]?.ticketNo ?? `${booking.reference}-1` }),
  ]);
  expect(pass.storeCard.backFields?.find((f) => f.key === 'ticketReference')?.value).toBe(booking.reference);
  expect(checkPassSignature(files, signerCertificatePem(files))).toMatchObject({
    digestMatches: true,
    signatureVerifies: true,
    detached: true,
  });
});
