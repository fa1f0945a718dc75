/** Employee login for the staff browser tests (docs/staff.md#demo-staff). */
import { expect, type Page } from '@playwright/test';

export const STAFF_SHOP = 'harbour-central';
export const DEMO_STAFF_PASSWORD = 'Staff-demo1';
export const DEMO_STAFF_PIN = '2468';

/** Signs in with staff id, password and counter PIN at harbour-central's app layout; ends at function select. */
export async function staffSignedIn(page: Page, staffCode: string): Promise<void> {
  await page.goto(`/app/${STAFF_SHOP}/staff/login`);
  await page.getByTestId('staff-login').fill(staffCode);
  await page.getByTestId('staff-password').fill(DEMO_STAFF_PASSWORD);
  await page.getByTestId('staff-sign-in').click();
  await page.getByTestId('staff-pin').fill(DEMO_STAFF_PIN);
  await page.getByTestId('staff-unlock').click();
  await expect(page).toHaveURL(new RegExp(`/app/${STAFF_SHOP}/staff/functions$`));
}

/**
 * The shop frame around a handed-over pinpad (docs/staff.md#pinpad): no menu, no language switch,
 * no footer and no link anywhere on the page, so a customer cannot wander into the customer app.
 */
export async function expectKioskFrame(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Switch to / })).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  await expect(page.locator('a[href]')).toHaveCount(0);
}

/** The shop frame as staff see it: menu, language switch and footer. */
export async function expectShopFrame(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Switch to / })).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
}
