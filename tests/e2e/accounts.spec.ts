/**
 * Accounts end to end (docs/rules.md, docs/accounts-api.md), on the real server with a
 * fresh database: sign-up with an SMS code from the sandbox outbox, password and SMS login,
 * password reset and change, the profile, and the refusals the user sees.
 *
 * The server sends one SMS per phone per 120 s and codes expire after 5 minutes; the tests move the
 * server's clock forward (SANDBOX_CLOCK=1 in playwright.config.ts) instead of waiting.
 */
import type { Page } from '@playwright/test';
import { workerServerURL } from './servers';
import { expect, test } from './test';
import {
  accountForm,
  advanceServerClock,
  auMobile,
  lastSms,
  nzMobile,
  otherCode,
  registerByApi,
  waitForNextSms,
  type ApiAccount,
  type TestPhone,
} from './account-helpers';

const HARBOUR = { tenant: 'harbourpark', shop: 'harbour-central' } as const;
const GREENWAY = { tenant: 'greenway', shop: 'greenway-southbank' } as const;

let resetAccount: ApiAccount;
let smsAccount: ApiAccount;

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: workerServerURL() });
  try {
    resetAccount = await registerByApi(api, HARBOUR.tenant, {
      phone: nzMobile(),
      password: 'Forgot#2024',
      firstName: 'Mere',
      lastName: 'Tane',
    });
    smsAccount = await registerByApi(api, GREENWAY.tenant, {
      phone: auMobile(),
      password: 'Greenway#2024',
      firstName: 'Sam',
      lastName: 'Lee',
    });
  } finally {
    await api.dispose();
  }
});

/** Asks for a code on the phone step and waits for the code form. */
async function requestCode(page: Page, phone: TestPhone, button = 'Send code') {
  await accountForm(page).phone.fill(phone.typed);
  await page.getByRole('button', { name: button }).click();
  await expect(accountForm(page).code).toBeVisible();
}

async function logOutFromProfile(page: Page, layout: string, shop: string) {
  await page.goto(`/${layout}/${shop}/user/profile`);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(new RegExp(`/${layout}/${shop}/home$`));
}

async function logInWithPassword(page: Page, phone: TestPhone, password: string) {
  const panel = page.locator('#login-panel-password');
  await accountForm(panel).phone.fill(phone.typed);
  await accountForm(panel).password.fill(password);
  await panel.getByRole('button', { name: 'Log in' }).click();
}

test('signs up with an SMS code, logs out, and logs back in with the password', async ({ page, request }) => {
  const phone = nzMobile();
  const form = accountForm(page);

  // The profile needs a login; login offers sign-up, and both lead back to the profile.
  await page.goto(`/shop/${HARBOUR.shop}/user/profile`);
  await expect(page).toHaveURL(/\/shop\/harbour-central\/login\?redirect=%2Fshop%2Fharbour-central%2Fuser%2Fprofile$/);
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();

  await requestCode(page, phone);
  await expect(page.getByText(/We sent a 4-digit code to 021/)).toBeVisible();
  await expect(page.getByTestId('resend-countdown')).toHaveText(/Resend code in 1[01]\d s/);
  const sms = await lastSms(request, HARBOUR.tenant, phone);
  expect(sms.purpose).toBe('signup');
  await form.code.fill(sms.code);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page.getByText(/Verified: 021/)).toBeVisible();
  // The starred fields are required.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please input your first name')).toBeVisible();
  await expect(page.getByText('Password cannot be empty')).toBeVisible();
  await expect(page.getByText('Please accept the terms and conditions')).toBeVisible();

  await form.firstName.fill('Aroha');
  await form.lastName.fill('Ngata');
  await form.email.fill('aroha@example.com');
  await form.licensePlate.fill('KRB123');
  await form.birthday.fill('1990-04-12');
  await expect(page.getByText('For promotions only')).toBeVisible();
  await form.password.fill('Harbour#2024');
  await expect(page.getByTestId('password-strength')).toHaveText('Password strength: strong');

  // The terms open in a dialog (the form stays as it is) and the box is ticked apart.
  await page.getByRole('link', { name: 'terms and conditions' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/shop\/harbour-central\/user\/profile$/);
  await expect(page.getByTestId('profile-name')).toHaveText('Aroha Ngata');
  await expect(form.phone).toHaveValue('021 ' + phone.typed.slice(3, 6) + ' ' + phone.typed.slice(6));
  await expect(form.phone).toHaveAttribute('readonly', '');
  await expect(form.licensePlate).toHaveValue('KRB123');
  await expect(form.birthday).toHaveValue('1990-04-12');

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/shop\/harbour-central\/home$/);

  await page.goto(`/shop/${HARBOUR.shop}/login`);
  const panel = page.locator('#login-panel-password');
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(accountForm(panel).message).toHaveText('Please input phone number or password properly');
  await logInWithPassword(page, phone, 'wrong-password');
  await expect(accountForm(panel).message).toHaveText('User name or password not match');
  await logInWithPassword(page, phone, 'Harbour#2024');
  await expect(page).toHaveURL(/\/shop\/harbour-central\/home$/);
  await page.goto(`/shop/${HARBOUR.shop}/user/profile`);
  await expect(page.getByTestId('profile-name')).toHaveText('Aroha Ngata');
});

test('edits the profile and changes the password (app layout)', async ({ page, request }) => {
  const phone = nzMobile();
  await registerByApi(request, HARBOUR.tenant, { phone, password: 'Profile#2024', firstName: 'Tama', lastName: 'Rua' });
  const form = accountForm(page);

  await page.goto(`/app/${HARBOUR.shop}/account/edit/home`);
  await expect(page).toHaveURL(/\/app\/harbour-central\/login\?redirect=/);
  await logInWithPassword(page, phone, 'Profile#2024');
  await expect(page).toHaveURL(/\/app\/harbour-central\/account\/edit\/home$/);
  await expect(page.getByTestId('profile-name')).toHaveText('Tama Rua');

  await page.getByLabel(/^City/).fill('Auckland');
  await page.getByLabel(/^Postcode/).fill('10a0');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Postcode: numbers only')).toBeVisible();
  await page.getByLabel(/^Postcode/).fill('1010');
  await form.lastName.fill('Rua-Smith');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your details have been saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^City/)).toHaveValue('Auckland');
  await expect(page.getByLabel(/^Postcode/)).toHaveValue('1010');
  await expect(page.getByTestId('profile-name')).toHaveText('Tama Rua-Smith');

  await page.getByRole('button', { name: 'Edit password' }).click();
  await form.oldPassword.fill('not-my-password');
  await form.newPassword.fill('abc');
  await form.confirmPassword.fill('abc');
  await expect(page.getByTestId('password-strength')).toHaveText('Password strength: weak');
  await page.getByRole('button', { name: 'Change password' }).click();
  // Weak: a warning with 'use anyway' (docs/rules.md#weak-password); then the server's refusal.
  await expect(page.getByRole('dialog', { name: 'Weak password' })).toBeVisible();
  await page.getByRole('button', { name: 'Use anyway' }).click();
  await expect(form.message).toHaveText('Old password is not correct');
  await form.oldPassword.fill('Profile#2024');
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByRole('button', { name: 'Use anyway' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/app\/harbour-central\/home$/);
  await page.goto(`/app/${HARBOUR.shop}/login`);
  await logInWithPassword(page, phone, 'Profile#2024');
  await expect(accountForm(page.locator('#login-panel-password')).message).toHaveText(
    'User name or password not match',
  );
  await logInWithPassword(page, phone, 'abc');
  await expect(page).toHaveURL(/\/app\/harbour-central\/home$/);
});

test('sign-up refuses a phone number that is already registered', async ({ page, request }) => {
  const phone = nzMobile();
  await registerByApi(request, HARBOUR.tenant, { phone, password: 'Taken#2024', firstName: 'Ana', lastName: 'Ko' });
  await page.goto(`/shop/${HARBOUR.shop}/signup`);
  await accountForm(page).phone.fill(phone.typed);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(accountForm(page).message).toHaveText('This phone number is already registered');
  await expect(accountForm(page).code).toHaveCount(0);
});

test('a wrong code, the sixth try and a resend inside 120 s each show their message', async ({ page, request }) => {
  const phone = nzMobile();
  const form = accountForm(page);
  await page.goto(`/shop/${HARBOUR.shop}/signup`);
  await requestCode(page, phone);
  const sms = await lastSms(request, HARBOUR.tenant, phone);
  const wrong = otherCode(sms.code);

  for (const left of [4, 3, 2, 1]) {
    await form.code.fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(form.message).toHaveText(`Wrong verification code · Tries left: ${left}`);
  }
  await form.code.fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(form.message).toHaveText('Wrong verification code');
  await expect(form.code).toBeDisabled();
  await expect(page.getByText('Request a new code to try again.')).toBeVisible();

  // A new code is refused inside 120 s; the code form stays, counting down from the server's wait.
  await page.getByRole('button', { name: 'Change number' }).click();
  await requestCode(page, phone);
  // One account of it: the code sent before, and when a new one can be asked for.
  await expect(page.getByText(/^A 4-digit code was already sent to 021.* a moment ago\.$/)).toBeVisible();
  await expect(form.message).toHaveCount(0);
  await expect(page.getByTestId('resend-countdown')).toHaveText(/^Resend code in \d+ s$/);

  // The sixth try fails even with the right code.
  await form.code.fill(sms.code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(form.message).toHaveText('Too many wrong tries, please request a new code');
});

test('password reset answers the same for a number without an account', async ({ page }) => {
  const phone = nzMobile();
  await page.goto(`/shop/${HARBOUR.shop}/forgotpassword`);
  await requestCode(page, phone);
  await expect(page.getByText(/If 021.* has an account, we have sent it a 4-digit code\./)).toBeVisible();
  await expect(accountForm(page).message).toHaveCount(0);
});

test('the SMS tab is offered only where the site has smsLogin 1', async ({ page }) => {
  await page.goto('/shop/harbour-wharf/login');
  await expect(page.locator('#login-panel-password').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await page.goto(`/shop/${GREENWAY.shop}/login`);
  await expect(page.getByRole('tab', { name: 'SMS code' })).toBeVisible();
});

test('the account screens speak Chinese on a Chinese tenant', async ({ page }) => {
  await page.goto('/shop/lotus-plaza/login');
  await expect(page.getByRole('heading', { name: '登录' })).toBeVisible();
  await page.locator('#login-panel-password').getByRole('button', { name: '登录' }).click();
  await expect(page.locator('#login-panel-password').getByTestId('flow-message')).toHaveText(
    '请正确输入手机号码和密码',
  );
  await page.goto('/shop/lotus-plaza/signup');
  await expect(page.getByRole('button', { name: '获取验证码' })).toBeVisible();
});

test('resets a forgotten password by SMS and logs in with the new one', async ({ page, request }) => {
  const phone = resetAccount.phone;
  const form = accountForm(page);
  await waitForNextSms(page.request);

  await page.goto(`/shop/${HARBOUR.shop}/login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await requestCode(page, phone);
  const sms = await lastSms(request, HARBOUR.tenant, phone, resetAccount.signupSms);
  expect(sms.purpose).toBe('reset');
  await form.code.fill(sms.code);
  await page.getByRole('button', { name: 'Verify' }).click();

  await form.newPassword.fill('Reset#2025');
  await form.confirmPassword.fill('Reset#2026');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('The two passwords do not match')).toBeVisible();
  await form.confirmPassword.fill('Reset#2025');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { name: 'Password reset' })).toBeVisible();
  // The number was verified by its code: no 'if the number has an account' any more.
  await expect(page.getByText('Your password has been changed. Log in with the new one.')).toBeVisible();

  await page.getByRole('link', { name: 'Log in' }).click();
  const panel = page.locator('#login-panel-password');
  await expect(accountForm(panel).phone).toHaveValue(/^021 ?\d{3} ?\d{4}$/);
  await accountForm(panel).password.fill(resetAccount.password);
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(accountForm(panel).message).toHaveText('User name or password not match');
  await accountForm(panel).password.fill('Reset#2025');
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/shop\/harbour-central\/home$/);
});

test('logs in by SMS code where the site offers it; a used code and an early resend show their messages', async ({
  page,
  request,
}) => {
  const phone = smsAccount.phone;
  await waitForNextSms(page.request);

  await page.goto(`/shop/${GREENWAY.shop}/login`);
  await page.getByRole('tab', { name: 'SMS code' }).click();
  const panel = page.locator('#login-panel-sms');
  const form = accountForm(panel);
  await form.phone.fill(phone.typed);
  await panel.getByRole('button', { name: 'Send code' }).click();
  await expect(form.code).toBeVisible();
  await expect(panel.getByTestId('resend-countdown')).toHaveText(/Resend code in 1[01]\d s/);
  const sms = await lastSms(request, GREENWAY.tenant, phone, smsAccount.signupSms);
  expect(sms.purpose).toBe('login');

  await form.code.fill(otherCode(sms.code));
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(form.message).toHaveText('Wrong verification code · Tries left: 4');
  await form.code.fill(sms.code);
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/shop\/greenway-southbank\/home$/);
  await page.goto(`/shop/${GREENWAY.shop}/user/profile`);
  await expect(page.getByTestId('profile-name')).toHaveText('Sam Lee');

  await logOutFromProfile(page, 'shop', GREENWAY.shop);
  await page.goto(`/shop/${GREENWAY.shop}/login`);
  await page.getByRole('tab', { name: 'SMS code' }).click();
  await form.phone.fill(phone.typed);
  await panel.getByRole('button', { name: 'Send code' }).click();
  await expect(panel.getByText(/^A 4-digit code was already sent to .* a moment ago\.$/)).toBeVisible();
  await expect(panel.getByTestId('resend-countdown')).toHaveText(/^Resend code in \d+ s$/);
  // The code already used for the login above reads as expired (the server's 5-minute expiry has the same answer).
  await form.code.fill(sms.code);
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(form.message).toHaveText('The verification code has expired, please request a new one');
});

test('a code used after its 5 minutes shows the expired message', async ({ page, request }) => {
  const phone = nzMobile();
  await page.goto(`/shop/${HARBOUR.shop}/signup`);
  await requestCode(page, phone);
  const sms = await lastSms(request, HARBOUR.tenant, phone);
  await advanceServerClock(request, 5 * 60 + 1);
  await accountForm(page).code.fill(sms.code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('The verification code has expired, please request a new one')).toBeVisible();
});
