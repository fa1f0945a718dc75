/**
 * Quick staff switch by personal PIN (docs/staff.md#staff-switch): a device signed in at the site
 * by one staff member with a password hands over to a colleague who taps their name and types
 * their own PIN; the colleague gets exactly their own functions.
 */
import { demoStaff, STAFF_SHOP } from './staff-helpers';
import { expect, test } from './test';

/** Drew (manager) signs the device in; Ash (assessor) switches in. */
const SIGNER = 'S800';
const COLLEAGUE = 'S300';

test('staff A signs in and locks; staff B switches in by name and PIN; a wrong PIN shows the message', async ({
  page,
  browser,
}) => {
  // Ash signed in at this site earlier today, on another device: their name is on the list.
  const device = await browser.newContext();
  const other = await device.newPage();
  await other.goto(`/app/${STAFF_SHOP}/staff/login`);
  await other.getByTestId('staff-login').fill(COLLEAGUE);
  await other.getByTestId('staff-password').fill(demoStaff(COLLEAGUE).password);
  await other.getByTestId('staff-sign-in').click();
  await expect(other.getByTestId('staff-pin')).toBeVisible();
  await device.close();

  // Drew signs this device in with password and PIN, then locks it.
  await page.goto(`/app/${STAFF_SHOP}/staff/login`);
  await page.getByTestId('staff-login').fill(SIGNER);
  await page.getByTestId('staff-password').fill(demoStaff(SIGNER).password);
  await page.getByTestId('staff-sign-in').click();
  await page.getByTestId('staff-pin').fill(demoStaff(SIGNER).pin);
  await page.getByTestId('staff-unlock').click();
  await expect(page.getByTestId('staff-name')).toContainText('Signed in as Drew (manager)');
  await page.getByTestId('staff-lock').click();
  await expect(page).toHaveURL(new RegExp(`/app/${STAFF_SHOP}/staff/login$`));

  // The locked screen: Switch staff, tap Ash, type a wrong PIN, then the right one.
  await page.getByTestId('staff-switch').click();
  await expect(page.getByTestId('staff-switch-pick')).toBeVisible();
  await expect(page.getByTestId(`staff-switch-to-${SIGNER}`)).toHaveCount(0);
  await page.getByTestId(`staff-switch-to-${COLLEAGUE}`).click();
  await expect(page.getByText('Ash (assessor), enter your 4-6 digit counter PIN')).toBeVisible();
  await page.getByTestId('staff-switch-pin').fill('0000');
  await page.getByTestId('staff-switch-submit').click();
  await expect(page.getByTestId('flow-message')).toHaveText(/^Wrong PIN · Tries left: \d$/);
  await page.getByTestId('staff-switch-pin').fill(demoStaff(COLLEAGUE).pin);
  await page.getByTestId('staff-switch-submit').click();

  await expect(page).toHaveURL(new RegExp(`/app/${STAFF_SHOP}/staff/functions$`));
  await expect(page.getByTestId('staff-name')).toHaveText(`Signed in as Ash (assessor) · ${COLLEAGUE}`);
  // Exactly Ash's functions: the manager's pinpad is not carried over.
  await expect(page.getByTestId('staff-function-memberAssessment')).toBeVisible();
  await expect(page.getByTestId('staff-function-pinpad')).toHaveCount(0);
  await expect(page.getByTestId('staff-function-refundsOwed')).toHaveCount(0);
});
