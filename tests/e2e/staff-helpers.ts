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
