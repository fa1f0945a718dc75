/**
 * A session ended on another device (docs/rules.md#session-states): the customer changed their
 * password elsewhere, then opens My wallet here. The login screen says, in the catalogue's words and
 * language, that they were logged out and should log in again (never the developer text
 * 'getInfo: failed to get info !'), and logging in brings them back to My wallet.
 */
import { languageStorageKey } from '../../src/i18n/language-preference';
import { customerByApi, serverCall } from './parking-helpers';
import { expect, test } from './test';

const SHOP = 'harbour-central';

for (const [language, ended] of [
  ['en-gb', 'You have been logged out, for example because your password was changed on another device.'],
  ['zh-hans', '您已退出登录（例如在其他设备上更改了密码）。请重新登录。'],
] as const) {
  test(`a session ended elsewhere sends My wallet to login with a message in ${language}`, async ({
    page,
    request,
  }) => {
    await page.addInitScript(([key, lang]) => globalThis.localStorage.setItem(key, lang), [
      languageStorageKey('harbourpark'),
      language,
    ] as const);
    const customer = await customerByApi(request, 'harbourpark');
    await page.goto(`/shop/${SHOP}/login`);
    const panel = page.locator('#login-panel-password');
    const phone = panel.locator('input[type="tel"]');
    const password = panel.locator('input[autocomplete="current-password"]');
    await phone.fill(customer.phone.typed);
    await password.fill(customer.password);
    await panel.locator('button[type="submit"]').click();
    await expect(page).not.toHaveURL(/\/login/);

    // Another device (the API's session) changes the password: this browser's session ends.
    const newPassword = 'Parking#2027';
    const changed = await serverCall(
      request,
      customer.tenant,
      `/cloud/${customer.tenant.id}/account/changePwd`,
      { oldPassword: customer.password, newPassword },
      customer.token,
    );
    expect(changed.result.rtn, changed.result.dispMsg).toBe(1);

    await page.goto(`/shop/${SHOP}/mywallet`);
    await expect(page).toHaveURL(/\/login\?redirect=%2Fshop%2Fharbour-central%2Fmywallet$/);
    await expect(page.getByTestId('flow-message')).toContainText(ended);
    await expect(page.getByText('getInfo', { exact: false })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Try again|重试/ })).toHaveCount(0);

    await phone.fill(customer.phone.typed);
    await password.fill(newPassword);
    await panel.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/shop\/harbour-central\/mywallet$/);
    await expect(page.getByTestId('flow-message')).toHaveCount(0);
  });
}
