/** Employee login for the staff browser tests (docs/staff.md#demo-staff). */
import { expect, type Page } from '@playwright/test';
import { demoStaffMember } from '../../server/services/staff/demo-staff';

export const STAFF_SHOP = 'harbour-central';

/** A demo staff member's own password and counter PIN (each has theirs, docs/staff.md#demo-staff). */
export function demoStaff(staffCode: string): { password: string; pin: string } {
  const { password, pin } = demoStaffMember(staffCode);
  return { password, pin };
}

/** Signs in with staff id, password and counter PIN at a shop's app layout (harbour-central's unless told); ends at function select. */
export async function staffSignedIn(page: Page, staffCode: string, shop = STAFF_SHOP): Promise<void> {
  await page.goto(`/app/${shop}/staff/login`);
  await page.getByTestId('staff-login').fill(staffCode);
  await page.getByTestId('staff-password').fill(demoStaff(staffCode).password);
  await page.getByTestId('staff-sign-in').click();
  await page.getByTestId('staff-pin').fill(demoStaff(staffCode).pin);
  await page.getByTestId('staff-unlock').click();
  await expect(page).toHaveURL(new RegExp(`/app/${shop}/staff/functions$`));
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
